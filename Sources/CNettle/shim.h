#ifndef AUTHTUI_CNETTLE_SHIM_H
#define AUTHTUI_CNETTLE_SHIM_H
// Nettle's HMAC-SHA1: what RFC 6238 TOTP and every authenticator app use (libsodium has no SHA-1).
#include <nettle/hmac.h>
#include <nettle/sha1.h>
#endif
