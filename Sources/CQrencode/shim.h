#ifndef AUTHTUI_CQRENCODE_SHIM_H
#define AUTHTUI_CQRENCODE_SHIM_H
/*
 * libqrencode, loaded on first use with dlopen instead of linked: only two-factor enrolment
 * draws a QR code, and linking it loaded the library at every launch (see Sources/CPng/shim.h
 * for the pattern). When it cannot be loaded, encoding returns NULL, as for text too long for
 * any QR version; cqrencode_available() tells the two apart.
 */
#include <dlfcn.h>
#include <pthread.h>
#include <qrencode.h>
#include <stddef.h>

struct cqrencode_library {
    int loaded;
    __typeof__(QRcode_encodeString8bit) *encode_string_8bit;
    __typeof__(QRcode_free) *free;
};

/* A function-local static: Swift's importer emits functions from a header, not its globals. */
static inline struct cqrencode_library *cqrencode_storage(void) {
    static struct cqrencode_library library;
    return &library;
}

static inline void cqrencode_load_once(void) {
    struct cqrencode_library *lib = cqrencode_storage();
    static const char *const names[] = {"libqrencode.so.4", "libqrencode.so"};
    void *handle = NULL;
    for (size_t i = 0; i < sizeof names / sizeof names[0] && handle == NULL; i++)
        handle = dlopen(names[i], RTLD_NOW | RTLD_LOCAL);
    if (handle == NULL) return;
    lib->encode_string_8bit =
        (__typeof__(QRcode_encodeString8bit) *)dlsym(handle, "QRcode_encodeString8bit");
    lib->free = (__typeof__(QRcode_free) *)dlsym(handle, "QRcode_free");
    lib->loaded = lib->encode_string_8bit && lib->free;
}

/* 1 when libqrencode could be loaded (loads it on the first call). */
static inline int cqrencode_available(void) {
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    pthread_once(&once, cqrencode_load_once);
    return cqrencode_storage()->loaded;
}

static inline QRcode *cqrencode_encode_string_8bit(const char *string, int version, QRecLevel level) {
    if (!cqrencode_available()) return NULL;
    return cqrencode_storage()->encode_string_8bit(string, version, level);
}

static inline void cqrencode_free(QRcode *code) {
    if (cqrencode_available()) cqrencode_storage()->free(code);
}
#endif
