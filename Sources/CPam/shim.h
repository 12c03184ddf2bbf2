#ifndef AUTHTUI_CPAM_SHIM_H
#define AUTHTUI_CPAM_SHIM_H
/*
 * Linux-PAM (Debian libpam0g-dev), loaded on first use like the other optional libraries (see
 * Sources/CDynamicLoader/loader.h): only `--pam` needs it, and linking it loaded libpam, libaudit
 * and libcap-ng at every launch. Its symbols are looked up in the global scope after loading
 * (dynamic_loader_load_global), so a preloaded pam_wrapper, which the tests run real modules
 * under, is found first, exactly as it would be by a program that links libpam.
 * When libpam cannot be loaded, cpam_available() is 0 and nobody is signed in (fail closed).
 */
#include "../CDynamicLoader/loader.h"
#include <security/pam_appl.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

struct cpam_library {
    int loaded;
    __typeof__(pam_start) *start;
    __typeof__(pam_end) *end;
    __typeof__(pam_authenticate) *authenticate;
    __typeof__(pam_acct_mgmt) *acct_mgmt;
    __typeof__(pam_chauthtok) *chauthtok;
    __typeof__(pam_get_item) *get_item;
    __typeof__(pam_strerror) *strerror;
};

/* A function-local static: Swift's importer emits functions from a header, not its globals. */
static inline struct cpam_library *cpam_slots(void) {
    static struct cpam_library library;
    return &library;
}

static inline void cpam_load_once(void) {
    struct cpam_library *lib = cpam_slots();
    static const char *const names[] = {"libpam.so.0", "libpam.so"};
    const struct dynamic_loader_symbol symbols[] = {
        DYNAMIC_LOADER_SYMBOL(lib, start, pam_start),
        DYNAMIC_LOADER_SYMBOL(lib, end, pam_end),
        DYNAMIC_LOADER_SYMBOL(lib, authenticate, pam_authenticate),
        DYNAMIC_LOADER_SYMBOL(lib, acct_mgmt, pam_acct_mgmt),
        DYNAMIC_LOADER_SYMBOL(lib, chauthtok, pam_chauthtok),
        DYNAMIC_LOADER_SYMBOL(lib, get_item, pam_get_item),
        DYNAMIC_LOADER_SYMBOL(lib, strerror, pam_strerror),
    };
    lib->loaded = dynamic_loader_load_global(
        names, DYNAMIC_LOADER_COUNT(names), symbols, DYNAMIC_LOADER_COUNT(symbols));
}

/* 1 when libpam could be loaded (loads it on the first call). */
static inline int cpam_available(void) {
    DYNAMIC_LOADER_ONCE(cpam_load_once);
    return cpam_slots()->loaded;
}

/* The table, loaded in this object's copy before it is handed out: each object file that uses
 * these static inline functions has its own (Sources/CDynamicLoader/loader.h). */
static inline struct cpam_library *cpam_storage(void) {
    cpam_available();
    return cpam_slots();
}

/* The conversation callback's type, named so Swift can build one from a @convention(c) closure. */
typedef int (*cpam_conversation_fn)(int, const struct pam_message **, struct pam_response **, void *);

/* pam_start for `user` with a conversation made of `fn` and `context` (PAM keeps a copy of the
   struct). Call only once cpam_available() said 1, as every function below. */
static inline int cpam_start(
    const char *service, const char *user, cpam_conversation_fn fn, void *context, pam_handle_t **handle) {
    struct pam_conv conversation = {fn, context};
    return cpam_storage()->start(service, user, &conversation, handle);
}

static inline int cpam_end(pam_handle_t *handle, int status) { return cpam_storage()->end(handle, status); }
static inline int cpam_authenticate(pam_handle_t *handle) { return cpam_storage()->authenticate(handle, 0); }
static inline int cpam_acct_mgmt(pam_handle_t *handle) { return cpam_storage()->acct_mgmt(handle, 0); }

/* pam_chauthtok for an expired password (PAM_CHANGE_EXPIRED_AUTHTOK). */
static inline int cpam_change_expired(pam_handle_t *handle) {
    return cpam_storage()->chauthtok(handle, PAM_CHANGE_EXPIRED_AUTHTOK);
}

static inline const char *cpam_strerror(pam_handle_t *handle, int status) {
    return cpam_storage()->strerror(handle, status);
}

/* The n-th message of a conversation call (PAM passes an array of pointers on Linux). */
static inline const struct pam_message *cpam_message(const struct pam_message **messages, int n) {
    return messages[n];
}

/* PAM_USER as a C string, or NULL. */
static inline const char *cpam_user(pam_handle_t *handle) {
    const void *item = NULL;
    if (cpam_storage()->get_item(handle, PAM_USER, &item) != PAM_SUCCESS) return NULL;
    return (const char *)item;
}
#endif
