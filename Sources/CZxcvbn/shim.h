#ifndef AUTHTUI_CZXCVBN_SHIM_H
#define AUTHTUI_CZXCVBN_SHIM_H
/*
 * zxcvbn-c (Debian libzxcvbn-dev), loaded on first use with dlopen instead of linked: only a new
 * password is estimated, and linking it loaded the library at every launch (the pattern is
 * Sources/CDynamicLoader/loader.h). Its dictionary is compiled into the library, so
 * ZxcvbnInit/ZxcvbnUnInit are no-op macros and ZxcvbnMatch can be called at once.
 * When it cannot be loaded, czxcvbn_available() is 0 and no estimate is made: the caller refuses
 * the password and says why (fail closed).
 */
#include "../CDynamicLoader/loader.h"
#include <stddef.h>
#include <zxcvbn.h>

struct czxcvbn_library {
    int loaded;
    __typeof__(ZxcvbnMatch) *match;
    __typeof__(ZxcvbnFreeInfo) *free_info;
};

/* A function-local static: Swift's importer emits functions from a header, not its globals. */
static inline struct czxcvbn_library *czxcvbn_slots(void) {
    static struct czxcvbn_library library;
    return &library;
}

static inline void czxcvbn_load_once(void) {
    struct czxcvbn_library *lib = czxcvbn_slots();
    static const char *const names[] = {"libzxcvbn.so.0", "libzxcvbn.so"};
    const struct dynamic_loader_symbol symbols[] = {
        DYNAMIC_LOADER_SYMBOL(lib, match, ZxcvbnMatch),
        DYNAMIC_LOADER_SYMBOL(lib, free_info, ZxcvbnFreeInfo),
    };
    lib->loaded =
        dynamic_loader_load(names, DYNAMIC_LOADER_COUNT(names), symbols, DYNAMIC_LOADER_COUNT(symbols));
}

/* 1 when libzxcvbn could be loaded (loads it on the first call). */
static inline int czxcvbn_available(void) {
    DYNAMIC_LOADER_ONCE(czxcvbn_load_once);
    return czxcvbn_slots()->loaded;
}

/* The table, loaded in this object's copy before it is handed out: each object file that uses
 * these static inline functions has its own (Sources/CDynamicLoader/loader.h). */
static inline struct czxcvbn_library *czxcvbn_storage(void) {
    czxcvbn_available();
    return czxcvbn_slots();
}

/* ZxcvbnMatch; call only once czxcvbn_available() said 1. */
static inline double czxcvbn_match(const char *password, const char *dictionary[], ZxcMatch_t **info) {
    return czxcvbn_storage()->match(password, dictionary, info);
}

static inline void czxcvbn_free_info(ZxcMatch_t *info) {
    if (czxcvbn_available()) czxcvbn_storage()->free_info(info);
}
#endif
