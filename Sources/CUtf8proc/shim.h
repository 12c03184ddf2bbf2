#ifndef AUTHTUI_CUTF8PROC_SHIM_H
#define AUTHTUI_CUTF8PROC_SHIM_H
/*
 * utf8proc: NFKC and NFKC_Casefold for account keys and passwords (Debian libutf8proc-dev).
 *
 * Why not the toolchain's ICU (`_FoundationICU`): linked statically it made the release binary
 * 52 MB, 36 MB of it ICU data, and pulled libstdc++ in; about 7 MiB of every launch's resident
 * memory went to a normaliser that runs once per sign-in. utf8proc is a 350 KB C library whose
 * tables answer the same two questions for the same Unicode version.
 *
 * The normaliser works on caller-owned buffers (decompose, then recompose in place) so a
 * password's code points never sit in memory this program cannot wipe.
 */
#include <utf8proc.h>

/* Options for NFKC (passwords) and NFKC_Casefold (account keys), as utf8proc_NFKC and
 * utf8proc_NFKC_Casefold use them but without UTF8PROC_NULLTERM: lengths are explicit, so an
 * embedded NUL is normalised like any other character instead of ending the string. */
static inline utf8proc_option_t cutf8proc_nfkc_options(void) {
    return (utf8proc_option_t)(UTF8PROC_STABLE | UTF8PROC_COMPOSE | UTF8PROC_COMPAT);
}

static inline utf8proc_option_t cutf8proc_nfkc_casefold_options(void) {
    return (utf8proc_option_t)(UTF8PROC_STABLE | UTF8PROC_COMPOSE | UTF8PROC_COMPAT |
                               UTF8PROC_CASEFOLD | UTF8PROC_IGNORE);
}

#endif
