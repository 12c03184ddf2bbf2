#ifndef AUTHTUI_DYNAMIC_LOADER_H
#define AUTHTUI_DYNAMIC_LOADER_H
/*
 * Loading a C library on first use, the one way every dlopen shim does it (CCurl, CLibpq, CPng,
 * CJpeg, CQrencode, CZxcvbn, CNettle, CHogweed, CPam include this file by relative path; it is not
 * a module of its own, because a system-library module cannot depend on another).
 *
 * A shim keeps a table of function pointers in a function-local static (Swift's importer emits
 * functions from a header, not its globals), fills it in its load function with
 * dynamic_loader_load (the first soname that dlopen accepts, then every symbol), and runs that
 * load function once per process with DYNAMIC_LOADER_ONCE. A library that is missing, or lacks
 * any one symbol, counts as absent: the shim's functions then fail closed, each as it documents.
 *
 * "Once per process" is once per object file: a static inline function and its statics are
 * emitted into every object that uses them, and a release build inlines Swift functions across
 * files, so the availability check and a call through the table can land in different copies
 * (checked in `TOTP.init`, which was inlined into another file, and called through in
 * `TOTP.code`, Nettle's table was empty and the release binary crashed). So each shim keeps the
 * raw table in `X_slots()`, which only its load and availability functions use, and hands it out
 * through `X_storage()`, which runs the load in its own copy first (a dlopen of a library already
 * loaded only counts a reference; after that, a pthread_once check).
 */
#include <dlfcn.h>
#include <pthread.h>
#include <stddef.h>

/* One symbol to look up and the table field that receives it. */
struct dynamic_loader_symbol {
    const char *name;
    void **slot;
};

/* { "symbol", &table->field }. Stores through void **, as POSIX's dlsym rationale does for
 * function pointers; the field's own type (__typeof__ of the header's declaration, where the shim
 * uses it) is what calls are checked against. */
#define DYNAMIC_LOADER_SYMBOL(table, field, symbol) {#symbol, (void **)&(table)->field}

#define DYNAMIC_LOADER_COUNT(array) (sizeof(array) / sizeof((array)[0]))

/* The first of `sonames` that dlopen loads (RTLD_NOW | RTLD_LOCAL: every symbol bound at once,
 * none leaking into the global namespace), or NULL when none does. */
static inline void *dynamic_loader_open(const char *const *sonames, size_t count) {
    void *handle = NULL;
    for (size_t i = 0; i < count && handle == NULL; i++) handle = dlopen(sonames[i], RTLD_NOW | RTLD_LOCAL);
    return handle;
}

/* Opens the library and fills every slot of `symbols`; 1 when the library and all symbols were
 * found, 0 otherwise (then some slots may be set: use none of them). */
static inline int dynamic_loader_load(const char *const *sonames, size_t soname_count,
                                      const struct dynamic_loader_symbol *symbols,
                                      size_t symbol_count) {
    void *handle = dynamic_loader_open(sonames, soname_count);
    if (handle == NULL) return 0;
    for (size_t i = 0; i < symbol_count; i++) {
        if ((*symbols[i].slot = dlsym(handle, symbols[i].name)) == NULL) return 0;
    }
    return 1;
}

/* Like dynamic_loader_load, but the library joins the global scope (RTLD_GLOBAL) and each symbol
 * is looked up there (RTLD_DEFAULT), in the order a linked program's calls would resolve: a
 * library preloaded to interpose on this one (pam_wrapper over libpam) is found first. glibc's
 * RTLD_DEFAULT is the null handle; the macro itself needs _GNU_SOURCE, which a module cannot set. */
static inline int dynamic_loader_load_global(const char *const *sonames, size_t soname_count,
                                             const struct dynamic_loader_symbol *symbols,
                                             size_t symbol_count) {
    void *handle = NULL;
    for (size_t i = 0; i < soname_count && handle == NULL; i++) handle = dlopen(sonames[i], RTLD_NOW | RTLD_GLOBAL);
    if (handle == NULL) return 0;
    for (size_t i = 0; i < symbol_count; i++) {
        if ((*symbols[i].slot = dlsym((void *)0, symbols[i].name)) == NULL) return 0;
    }
    return 1;
}

/* Runs `load` (void (*)(void)) the first time any thread gets here; the others wait until it has
 * finished, so the table is complete before anyone reads it. */
#define DYNAMIC_LOADER_ONCE(load)                          \
    do {                                                   \
        static pthread_once_t dynamic_loader_once_ = PTHREAD_ONCE_INIT; \
        pthread_once(&dynamic_loader_once_, load);         \
    } while (0)

#endif
