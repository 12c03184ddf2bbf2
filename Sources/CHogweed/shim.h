#ifndef AUTHTUI_CHOGWEED_SHIM_H
#define AUTHTUI_CHOGWEED_SHIM_H
/*
 * Nettle's public-key half, libhogweed (Debian nettle-dev): the RSASSA-PKCS1-v1_5 and ECDSA P-256
 * checks of an ID token's signature (RS256, ES256). Loaded on first use with dlopen, as CNettle
 * is and for the same reason: only a sign-in through an identity provider needs it, and a launch
 * that does not should not pay for it (Sources/CDynamicLoader/loader.h). libhogweed.so.6 is the
 * ABI this nettle-dev describes; GMP, which holds its big numbers, comes with it (dlsym on its
 * handle searches the libraries it needs, so mpz_clear is found there too).
 * When it cannot be loaded, chogweed_available() is 0 and no signature is checked: the caller
 * refuses the token and says why (fail closed).
 */
#include "../CDynamicLoader/loader.h"
#include <stddef.h>
#include <stdint.h>
#include <nettle/bignum.h>
#include <nettle/ecc-curve.h>
#include <nettle/ecc.h>
#include <nettle/ecdsa.h>
#include <nettle/rsa.h>

struct chogweed_library {
    int loaded;
    __typeof__(nettle_rsa_public_key_init) *rsa_public_key_init;
    __typeof__(nettle_rsa_public_key_prepare) *rsa_public_key_prepare;
    __typeof__(nettle_rsa_public_key_clear) *rsa_public_key_clear;
    __typeof__(nettle_rsa_sha256_verify_digest) *rsa_sha256_verify_digest;
    __typeof__(nettle_mpz_set_str_256_u) *mpz_set_str_256_u;
    __typeof__(nettle_mpz_init_set_str_256_u) *mpz_init_set_str_256_u;
    __typeof__(__gmpz_clear) *mpz_clear;
    __typeof__(nettle_get_secp_256r1) *get_secp_256r1;
    __typeof__(nettle_ecc_point_init) *ecc_point_init;
    __typeof__(nettle_ecc_point_set) *ecc_point_set;
    __typeof__(nettle_ecc_point_clear) *ecc_point_clear;
    __typeof__(nettle_dsa_signature_init) *dsa_signature_init;
    __typeof__(nettle_dsa_signature_clear) *dsa_signature_clear;
    __typeof__(nettle_ecdsa_verify) *ecdsa_verify;
};

/* A function-local static: Swift's importer emits functions from a header, not its globals. */
static inline struct chogweed_library *chogweed_slots(void) {
    static struct chogweed_library library;
    return &library;
}

static inline void chogweed_load_once(void) {
    struct chogweed_library *lib = chogweed_slots();
    static const char *const names[] = {"libhogweed.so.6", "libhogweed.so"};
    const struct dynamic_loader_symbol symbols[] = {
        DYNAMIC_LOADER_SYMBOL(lib, rsa_public_key_init, nettle_rsa_public_key_init),
        DYNAMIC_LOADER_SYMBOL(lib, rsa_public_key_prepare, nettle_rsa_public_key_prepare),
        DYNAMIC_LOADER_SYMBOL(lib, rsa_public_key_clear, nettle_rsa_public_key_clear),
        DYNAMIC_LOADER_SYMBOL(lib, rsa_sha256_verify_digest, nettle_rsa_sha256_verify_digest),
        DYNAMIC_LOADER_SYMBOL(lib, mpz_set_str_256_u, nettle_mpz_set_str_256_u),
        DYNAMIC_LOADER_SYMBOL(lib, mpz_init_set_str_256_u, nettle_mpz_init_set_str_256_u),
        DYNAMIC_LOADER_SYMBOL(lib, mpz_clear, __gmpz_clear),
        DYNAMIC_LOADER_SYMBOL(lib, get_secp_256r1, nettle_get_secp_256r1),
        DYNAMIC_LOADER_SYMBOL(lib, ecc_point_init, nettle_ecc_point_init),
        DYNAMIC_LOADER_SYMBOL(lib, ecc_point_set, nettle_ecc_point_set),
        DYNAMIC_LOADER_SYMBOL(lib, ecc_point_clear, nettle_ecc_point_clear),
        DYNAMIC_LOADER_SYMBOL(lib, dsa_signature_init, nettle_dsa_signature_init),
        DYNAMIC_LOADER_SYMBOL(lib, dsa_signature_clear, nettle_dsa_signature_clear),
        DYNAMIC_LOADER_SYMBOL(lib, ecdsa_verify, nettle_ecdsa_verify),
    };
    lib->loaded =
        dynamic_loader_load(names, DYNAMIC_LOADER_COUNT(names), symbols, DYNAMIC_LOADER_COUNT(symbols));
}

/* 1 when libhogweed could be loaded (loads it on the first call). */
static inline int chogweed_available(void) {
    DYNAMIC_LOADER_ONCE(chogweed_load_once);
    return chogweed_slots()->loaded;
}

/* The table, loaded in this object's copy before it is handed out: each object file that uses
 * these static inline functions has its own (Sources/CDynamicLoader/loader.h). */
static inline struct chogweed_library *chogweed_storage(void) {
    chogweed_available();
    return chogweed_slots();
}

/* What a check found. A key Nettle cannot use (a modulus too small for a SHA-256 DigestInfo, a
 * point off the curve) is not a bad signature: the caller says which it was. */
enum chogweed_check { CHOGWEED_VALID = 1, CHOGWEED_INVALID = 0, CHOGWEED_UNUSABLE_KEY = -1 };

/* RSASSA-PKCS1-v1_5 over a SHA-256 `digest` (32 bytes) with the public key (`modulus`,
 * `exponent`), both big-endian unsigned as a JWK carries them. Call only once chogweed_available()
 * said 1. */
static inline enum chogweed_check chogweed_rsa_sha256_verify(const uint8_t *modulus, size_t modulus_length,
                                                             const uint8_t *exponent, size_t exponent_length,
                                                             const uint8_t *digest, const uint8_t *signature,
                                                             size_t signature_length) {
    struct chogweed_library *lib = chogweed_storage();
    struct rsa_public_key key;
    lib->rsa_public_key_init(&key);
    lib->mpz_set_str_256_u(key.n, modulus_length, modulus);
    lib->mpz_set_str_256_u(key.e, exponent_length, exponent);
    enum chogweed_check result = CHOGWEED_UNUSABLE_KEY;
    if (lib->rsa_public_key_prepare(&key)) {
        mpz_t number;
        lib->mpz_init_set_str_256_u(number, signature_length, signature);
        result = lib->rsa_sha256_verify_digest(&key, digest, number) ? CHOGWEED_VALID : CHOGWEED_INVALID;
        lib->mpz_clear(number);
    }
    lib->rsa_public_key_clear(&key);
    return result;
}

/* ECDSA on P-256 over a SHA-256 `digest` (32 bytes): the public point (`x`, `y`, 32 bytes each)
 * and the signature as the two 32-byte halves r and s (JOSE's raw form; Nettle takes them as
 * numbers, no DER). Call only once chogweed_available() said 1. */
static inline enum chogweed_check chogweed_p256_verify(const uint8_t *x, const uint8_t *y, const uint8_t *digest,
                                                       const uint8_t *r, const uint8_t *s) {
    struct chogweed_library *lib = chogweed_storage();
    struct ecc_point point;
    lib->ecc_point_init(&point, lib->get_secp_256r1());
    mpz_t point_x, point_y;
    lib->mpz_init_set_str_256_u(point_x, 32, x);
    lib->mpz_init_set_str_256_u(point_y, 32, y);
    enum chogweed_check result = CHOGWEED_UNUSABLE_KEY;
    if (lib->ecc_point_set(&point, point_x, point_y)) {
        struct dsa_signature pair;
        lib->dsa_signature_init(&pair);
        lib->mpz_set_str_256_u(pair.r, 32, r);
        lib->mpz_set_str_256_u(pair.s, 32, s);
        result = lib->ecdsa_verify(&point, 32, digest, &pair) ? CHOGWEED_VALID : CHOGWEED_INVALID;
        lib->dsa_signature_clear(&pair);
    }
    lib->mpz_clear(point_x);
    lib->mpz_clear(point_y);
    lib->ecc_point_clear(&point);
    return result;
}
#endif
