#ifndef AUTHTUI_CQRENCODE_SHIM_H
#define AUTHTUI_CQRENCODE_SHIM_H
/*
 * libqrencode, loaded on first use with dlopen instead of linked: only two-factor enrolment
 * draws a QR code, and linking it loaded the library at every launch (the pattern is
 * Sources/CDynamicLoader/loader.h). When it cannot be loaded, encoding returns NULL, as for text too long for
 * any QR version; cqrencode_available() tells the two apart.
 */
#include "../CDynamicLoader/loader.h"
#include <qrencode.h>
#include <stddef.h>

struct cqrencode_library {
    int loaded;
    __typeof__(QRcode_encodeString8bit) *encode_string_8bit;
    __typeof__(QRcode_free) *free;
};

/* A function-local static: Swift's importer emits functions from a header, not its globals. */
static inline struct cqrencode_library *cqrencode_slots(void) {
    static struct cqrencode_library library;
    return &library;
}

static inline void cqrencode_load_once(void) {
    struct cqrencode_library *lib = cqrencode_slots();
    static const char *const names[] = {"libqrencode.so.4", "libqrencode.so"};
    const struct dynamic_loader_symbol symbols[] = {
        DYNAMIC_LOADER_SYMBOL(lib, encode_string_8bit, QRcode_encodeString8bit),
        DYNAMIC_LOADER_SYMBOL(lib, free, QRcode_free),
    };
    lib->loaded =
        dynamic_loader_load(names, DYNAMIC_LOADER_COUNT(names), symbols, DYNAMIC_LOADER_COUNT(symbols));
}

/* 1 when libqrencode could be loaded (loads it on the first call). */
static inline int cqrencode_available(void) {
    DYNAMIC_LOADER_ONCE(cqrencode_load_once);
    return cqrencode_slots()->loaded;
}

/* The table, loaded in this object's copy before it is handed out: each object file that uses
 * these static inline functions has its own (Sources/CDynamicLoader/loader.h). */
static inline struct cqrencode_library *cqrencode_storage(void) {
    cqrencode_available();
    return cqrencode_slots();
}

static inline QRcode *cqrencode_encode_string_8bit(const char *string, int version, QRecLevel level) {
    if (!cqrencode_available()) return NULL;
    return cqrencode_storage()->encode_string_8bit(string, version, level);
}

static inline void cqrencode_free(QRcode *code) {
    if (cqrencode_available()) cqrencode_storage()->free(code);
}
#endif
