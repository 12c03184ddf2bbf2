#ifndef AUTHTUI_CSQLITE_SHIM_H
#define AUTHTUI_CSQLITE_SHIM_H
#include <sqlite3.h>

/* SQLITE_TRANSIENT is a function-pointer cast macro Swift cannot import. */
static inline sqlite3_destructor_type csqlite_transient(void) { return SQLITE_TRANSIENT; }

/* sqlite3_config is variadic, which Swift cannot call. No up-front page-cache allocation: each
   connection's page cache otherwise allocates SQLITE_DEFAULT_PCACHE_INITSZ pages at its first read
   (20 in Debian's build, 87 KB, every page of it written to chain the free slots) and now
   allocates a page when it reads one. Process-wide; SQLite takes it only before it initialises
   (its first open) and answers SQLITE_MISUSE after. */
static inline int csqlite_allocate_pages_on_demand(void) {
    return sqlite3_config(SQLITE_CONFIG_PAGECACHE, (void *)0, 0, 0);
}

#endif
