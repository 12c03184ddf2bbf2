#ifndef AUTHTUI_CNETTLE_SHIM_H
#define AUTHTUI_CNETTLE_SHIM_H
/*
 * Nettle's HMAC-SHA1 (Debian nettle-dev): what RFC 6238 TOTP and every authenticator app use
 * (libsodium has no SHA-1). Loaded on first use with dlopen instead of linked: only a two-factor
 * code needs it, and linked Nettle's constructor probed the CPU at every launch (three CPUIDs, each
 * a trap to the hypervisor on a virtual machine: ~36 µs a launch here; issue 25). The pattern is
 * Sources/CDynamicLoader/loader.h. The header is still the one the types come from: libnettle.so.8
 * is the ABI this nettle-dev describes.
 * When it cannot be loaded, cnettle_available() is 0 and no code is computed: the caller refuses
 * two-factor sign-in and enrolment and says why (fail closed).
 */
#include "../CDynamicLoader/loader.h"
#include <stddef.h>
#include <stdint.h>
#include <nettle/hmac.h>
#include <nettle/sha1.h>

struct cnettle_library {
    int loaded;
    __typeof__(nettle_hmac_sha1_set_key) *set_key;
    __typeof__(nettle_hmac_sha1_update) *update;
    __typeof__(nettle_hmac_sha1_digest) *digest;
};

/* A function-local static: Swift's importer emits functions from a header, not its globals. */
static inline struct cnettle_library *cnettle_slots(void) {
    static struct cnettle_library library;
    return &library;
}

static inline void cnettle_load_once(void) {
    struct cnettle_library *lib = cnettle_slots();
    static const char *const names[] = {"libnettle.so.8", "libnettle.so"};
    const struct dynamic_loader_symbol symbols[] = {
        DYNAMIC_LOADER_SYMBOL(lib, set_key, nettle_hmac_sha1_set_key),
        DYNAMIC_LOADER_SYMBOL(lib, update, nettle_hmac_sha1_update),
        DYNAMIC_LOADER_SYMBOL(lib, digest, nettle_hmac_sha1_digest),
    };
    lib->loaded =
        dynamic_loader_load(names, DYNAMIC_LOADER_COUNT(names), symbols, DYNAMIC_LOADER_COUNT(symbols));
}

/* 1 when libnettle could be loaded (loads it on the first call). */
static inline int cnettle_available(void) {
    DYNAMIC_LOADER_ONCE(cnettle_load_once);
    return cnettle_slots()->loaded;
}

/* The table, loaded in this object's copy before it is handed out: each object file that uses
 * these static inline functions has its own (Sources/CDynamicLoader/loader.h). */
static inline struct cnettle_library *cnettle_storage(void) {
    cnettle_available();
    return cnettle_slots();
}

/* HMAC-SHA1 of `message` under `key` into `digest` (SHA1_DIGEST_SIZE bytes); call only once
 * cnettle_available() said 1. */
static inline void cnettle_hmac_sha1(const uint8_t *key, size_t key_length, const uint8_t *message,
                                     size_t message_length, uint8_t *digest) {
    struct cnettle_library *lib = cnettle_storage();
    struct hmac_sha1_ctx context;
    lib->set_key(&context, key_length, key);
    lib->update(&context, message_length, message);
    lib->digest(&context, SHA1_DIGEST_SIZE, digest);
}
#endif
