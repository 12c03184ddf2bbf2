#ifndef AUTHTUI_CLIBPQ_SHIM_H
#define AUTHTUI_CLIBPQ_SHIM_H
/*
 * libpq (the PostgreSQL client), loaded on first use with dlopen instead of linked.
 *
 * Why: linking libpq pulls ~23 shared libraries (OpenSSL, Kerberos, LDAP, GnuTLS...) into every
 * launch, measured here at +5 ms start-up and +5.5 MiB RSS for a program that never connects,
 * while only `--store postgresql://...` ever talks to a server. The default SQLite launch pays
 * nothing. The header (from libpq-dev) gives the types, constants and, through __typeof__, the
 * exact function types, so a wrong cast cannot compile. Runtime needs only libpq5.
 *
 * The header sits in /usr/include/postgresql; including it by that sub-path keeps its own quoted
 * includes (postgres_ext.h) working without a -I flag, which only pkg-config would add together
 * with the -lpq this file exists to avoid.
 */
#include "../CDynamicLoader/loader.h"
#include <postgresql/libpq-fe.h>
#include <stddef.h>

struct cpq_library {
    int loaded;
    __typeof__(PQconnectdbParams) *connectdb_params;
    __typeof__(PQstatus) *status;
    __typeof__(PQerrorMessage) *error_message;
    __typeof__(PQfinish) *finish;
    __typeof__(PQtransactionStatus) *transaction_status;
    __typeof__(PQsetNoticeProcessor) *set_notice_processor;
    __typeof__(PQexecParams) *exec_params;
    __typeof__(PQresultStatus) *result_status;
    __typeof__(PQresultErrorField) *result_error_field;
    __typeof__(PQresultErrorMessage) *result_error_message;
    __typeof__(PQclear) *clear;
    __typeof__(PQntuples) *ntuples;
    __typeof__(PQnfields) *nfields;
    __typeof__(PQftype) *ftype;
    __typeof__(PQgetvalue) *getvalue;
    __typeof__(PQgetlength) *getlength;
    __typeof__(PQgetisnull) *getisnull;
    __typeof__(PQcmdTuples) *cmd_tuples;
    __typeof__(PQconninfoParse) *conninfo_parse;
    __typeof__(PQconninfoFree) *conninfo_free;
    __typeof__(PQfreemem) *freemem;
};

/* A function-local static: Swift's importer emits functions from a header, not its globals. */
static inline struct cpq_library *cpq_slots(void) {
    static struct cpq_library library;
    return &library;
}

static inline void cpq_load_once(void) {
    struct cpq_library *lib = cpq_slots();
    static const char *const names[] = {"libpq.so.5", "libpq.so"};
    const struct dynamic_loader_symbol symbols[] = {
        DYNAMIC_LOADER_SYMBOL(lib, connectdb_params, PQconnectdbParams),
        DYNAMIC_LOADER_SYMBOL(lib, status, PQstatus),
        DYNAMIC_LOADER_SYMBOL(lib, error_message, PQerrorMessage),
        DYNAMIC_LOADER_SYMBOL(lib, finish, PQfinish),
        DYNAMIC_LOADER_SYMBOL(lib, transaction_status, PQtransactionStatus),
        DYNAMIC_LOADER_SYMBOL(lib, set_notice_processor, PQsetNoticeProcessor),
        DYNAMIC_LOADER_SYMBOL(lib, exec_params, PQexecParams),
        DYNAMIC_LOADER_SYMBOL(lib, result_status, PQresultStatus),
        DYNAMIC_LOADER_SYMBOL(lib, result_error_field, PQresultErrorField),
        DYNAMIC_LOADER_SYMBOL(lib, result_error_message, PQresultErrorMessage),
        DYNAMIC_LOADER_SYMBOL(lib, clear, PQclear),
        DYNAMIC_LOADER_SYMBOL(lib, ntuples, PQntuples),
        DYNAMIC_LOADER_SYMBOL(lib, nfields, PQnfields),
        DYNAMIC_LOADER_SYMBOL(lib, ftype, PQftype),
        DYNAMIC_LOADER_SYMBOL(lib, getvalue, PQgetvalue),
        DYNAMIC_LOADER_SYMBOL(lib, getlength, PQgetlength),
        DYNAMIC_LOADER_SYMBOL(lib, getisnull, PQgetisnull),
        DYNAMIC_LOADER_SYMBOL(lib, cmd_tuples, PQcmdTuples),
        DYNAMIC_LOADER_SYMBOL(lib, conninfo_parse, PQconninfoParse),
        DYNAMIC_LOADER_SYMBOL(lib, conninfo_free, PQconninfoFree),
        DYNAMIC_LOADER_SYMBOL(lib, freemem, PQfreemem),
    };
    lib->loaded =
        dynamic_loader_load(names, DYNAMIC_LOADER_COUNT(names), symbols, DYNAMIC_LOADER_COUNT(symbols));
}

/* 1 when libpq could be loaded (loads it on the first call, once per process). Every other
 * cpq_ function may only be called after this returned 1. */
static inline int cpq_available(void) {
    DYNAMIC_LOADER_ONCE(cpq_load_once);
    return cpq_slots()->loaded;
}

/* The table, loaded in this object's copy before it is handed out: each object file that uses
 * these static inline functions has its own (Sources/CDynamicLoader/loader.h). */
static inline struct cpq_library *cpq_storage(void) {
    cpq_available();
    return cpq_slots();
}

static inline PGconn *cpq_connectdb_params(const char *const *keywords, const char *const *values,
                                           int expand_dbname) {
    return cpq_storage()->connectdb_params(keywords, values, expand_dbname);
}
static inline ConnStatusType cpq_status(const PGconn *conn) { return cpq_storage()->status(conn); }
static inline char *cpq_error_message(const PGconn *conn) {
    return cpq_storage()->error_message(conn);
}
static inline void cpq_finish(PGconn *conn) { cpq_storage()->finish(conn); }
static inline PGTransactionStatusType cpq_transaction_status(const PGconn *conn) {
    return cpq_storage()->transaction_status(conn);
}

static inline void cpq_ignore_notice(void *context, const char *message) {
    (void)context;
    (void)message;
}
/* libpq prints server NOTICEs to stderr by default, which would scribble over a full-screen UI. */
static inline void cpq_silence_notices(PGconn *conn) {
    cpq_storage()->set_notice_processor(conn, cpq_ignore_notice, NULL);
}

static inline PGresult *cpq_exec_params(PGconn *conn, const char *command, int count,
                                        const char *const *values, const int *lengths,
                                        const int *formats, int result_format) {
    return cpq_storage()->exec_params(conn, command, count, NULL, values, lengths, formats,
                                      result_format);
}
static inline ExecStatusType cpq_result_status(const PGresult *result) {
    return cpq_storage()->result_status(result);
}
static inline char *cpq_result_error_message(const PGresult *result) {
    return cpq_storage()->result_error_message(result);
}
static inline char *cpq_result_sqlstate(const PGresult *result) {
    return cpq_storage()->result_error_field(result, PG_DIAG_SQLSTATE);
}
static inline char *cpq_result_constraint(const PGresult *result) {
    return cpq_storage()->result_error_field(result, PG_DIAG_CONSTRAINT_NAME);
}
static inline char *cpq_result_primary_message(const PGresult *result) {
    return cpq_storage()->result_error_field(result, PG_DIAG_MESSAGE_PRIMARY);
}
static inline void cpq_clear(PGresult *result) { cpq_storage()->clear(result); }
static inline int cpq_ntuples(const PGresult *result) { return cpq_storage()->ntuples(result); }
static inline int cpq_nfields(const PGresult *result) { return cpq_storage()->nfields(result); }
static inline Oid cpq_ftype(const PGresult *result, int column) {
    return cpq_storage()->ftype(result, column);
}
static inline char *cpq_getvalue(const PGresult *result, int row, int column) {
    return cpq_storage()->getvalue(result, row, column);
}
static inline int cpq_getlength(const PGresult *result, int row, int column) {
    return cpq_storage()->getlength(result, row, column);
}
static inline int cpq_getisnull(const PGresult *result, int row, int column) {
    return cpq_storage()->getisnull(result, row, column);
}
static inline char *cpq_cmd_tuples(PGresult *result) { return cpq_storage()->cmd_tuples(result); }
static inline PQconninfoOption *cpq_conninfo_parse(const char *conninfo, char **error) {
    return cpq_storage()->conninfo_parse(conninfo, error);
}
static inline void cpq_conninfo_free(PQconninfoOption *options) {
    cpq_storage()->conninfo_free(options);
}
static inline void cpq_freemem(void *pointer) { cpq_storage()->freemem(pointer); }

#endif
