#ifndef AUTHTUI_CPAM_SHIM_H
#define AUTHTUI_CPAM_SHIM_H
/*
 * Linux-PAM (Debian libpam0g-dev), linked rather than loaded on first use: pam_wrapper, which the
 * tests run real modules under, works by interposing the pam_* symbols a program links, and a
 * handle from dlopen would escape it. Only `authtui login --pam` and `run --pam` call into it.
 */
#include <security/pam_appl.h>
#include <stdlib.h>
#include <string.h>

/* The conversation callback's type, named so Swift can build one from a @convention(c) closure. */
typedef int (*cpam_conversation_fn)(int, const struct pam_message **, struct pam_response **, void *);

/* pam_start for `user` with a conversation made of `fn` and `context` (PAM keeps a copy of the
   struct). */
static inline int cpam_start(
    const char *service, const char *user, cpam_conversation_fn fn, void *context, pam_handle_t **handle) {
    struct pam_conv conversation = {fn, context};
    return pam_start(service, user, &conversation, handle);
}

/* The n-th message of a conversation call (PAM passes an array of pointers on Linux). */
static inline const struct pam_message *cpam_message(const struct pam_message **messages, int n) {
    return messages[n];
}

/* PAM_USER as a C string, or NULL. */
static inline const char *cpam_user(pam_handle_t *handle) {
    const void *item = NULL;
    if (pam_get_item(handle, PAM_USER, &item) != PAM_SUCCESS) return NULL;
    return (const char *)item;
}
#endif
