#ifndef AUTHTUI_CCURL_SHIM_H
#define AUTHTUI_CCURL_SHIM_H
/*
 * libcurl, loaded on first use with dlopen instead of linked.
 *
 * Why: linking libcurl (OpenSSL flavour) pulls ~30 shared libraries into every launch, measured
 * at +8 ms start-up and +6 MiB RSS, although only `--image-url` and `--oidc` ever go on the
 * network. Loading it lazily makes the default launch pay nothing. The header is used for types
 * and constants only.
 *
 * curl_easy_setopt/getinfo are variadic, which Swift cannot call, so the whole transfer is one
 * C function; Swift supplies the write and progress callbacks and a context pointer.
 */
#include "../CDynamicLoader/loader.h"
#include <curl/curl.h>
#include <stddef.h>
#include <string.h>
#include <strings.h>

typedef size_t (*ccurl_write_fn)(char *data, size_t size, size_t count, void *context);
typedef int (*ccurl_progress_fn)(void *context, curl_off_t dltotal, curl_off_t dlnow,
                                 curl_off_t ultotal, curl_off_t ulnow);

struct ccurl_library {
    int loaded;
    CURLcode (*global_init)(long);
    CURL *(*easy_init)(void);
    CURLcode (*easy_setopt)(CURL *, CURLoption, ...);
    CURLcode (*easy_perform)(CURL *);
    CURLcode (*easy_getinfo)(CURL *, CURLINFO, ...);
    void (*easy_cleanup)(CURL *);
    const char *(*easy_strerror)(CURLcode);
};

/* Function-local statics, because Swift's importer emits functions from a header but not its
 * global variables. One instance per process: AuthImages and AuthOIDC call these functions. */
static inline struct ccurl_library *ccurl_slots(void) {
    static struct ccurl_library library;
    return &library;
}

static inline void ccurl_load_once(void) {
    struct ccurl_library *lib = ccurl_slots();
    static const char *const names[] = {"libcurl.so.4", "libcurl-gnutls.so.4", "libcurl.so"};
    const struct dynamic_loader_symbol symbols[] = {
        DYNAMIC_LOADER_SYMBOL(lib, global_init, curl_global_init),
        DYNAMIC_LOADER_SYMBOL(lib, easy_init, curl_easy_init),
        DYNAMIC_LOADER_SYMBOL(lib, easy_setopt, curl_easy_setopt),
        DYNAMIC_LOADER_SYMBOL(lib, easy_perform, curl_easy_perform),
        DYNAMIC_LOADER_SYMBOL(lib, easy_getinfo, curl_easy_getinfo),
        DYNAMIC_LOADER_SYMBOL(lib, easy_cleanup, curl_easy_cleanup),
        DYNAMIC_LOADER_SYMBOL(lib, easy_strerror, curl_easy_strerror),
    };
    if (!dynamic_loader_load(names, DYNAMIC_LOADER_COUNT(names), symbols, DYNAMIC_LOADER_COUNT(symbols)))
        return;
    /* curl_global_init is not thread-safe in older releases; pthread_once serialises it. */
    if (lib->global_init(CURL_GLOBAL_DEFAULT) != CURLE_OK) return;
    lib->loaded = 1;
}

/* 1 when libcurl could be loaded (loads it on the first call). */
static inline int ccurl_available(void) {
    DYNAMIC_LOADER_ONCE(ccurl_load_once);
    return ccurl_slots()->loaded;
}

/* The table, loaded in this object's copy before it is handed out: each object file that uses
 * these static inline functions has its own (Sources/CDynamicLoader/loader.h). */
static inline struct ccurl_library *ccurl_storage(void) {
    ccurl_available();
    return ccurl_slots();
}

/* Result of one transfer. `code` is a CURLcode; `library_missing` is set when libcurl is absent. */
typedef struct {
    int library_missing;
    int code;
    long http_status;
    char message[CURL_ERROR_SIZE];
} ccurl_result;

/*
 * A handle for `url` whose errors are written into `result` (zeroed here); NULL, with `result`
 * saying why, when libcurl is not installed or will not start.
 */
static inline CURL *ccurl_open(const char *url, ccurl_result *result) {
    memset(result, 0, sizeof *result);
    struct ccurl_library *lib = ccurl_storage();
    if (!ccurl_available()) {
        result->library_missing = 1;
        result->code = CURLE_FAILED_INIT;
        return NULL;
    }
    CURL *easy = lib->easy_init();
    if (easy == NULL) {
        result->code = CURLE_FAILED_INIT;
        return NULL;
    }
    lib->easy_setopt(easy, CURLOPT_ERRORBUFFER, result->message);
    lib->easy_setopt(easy, CURLOPT_URL, url);
    return easy;
}

/*
 * Runs `easy`, its body (at most `max_bytes`) streamed to `write`, `progress` asked whether to go
 * on; the code, the status and a message into `result`; then frees the handle.
 */
static inline void ccurl_perform(CURL *easy, curl_off_t max_bytes, ccurl_write_fn write,
                                 ccurl_progress_fn progress, void *context, ccurl_result *result) {
    struct ccurl_library *lib = ccurl_storage();
    lib->easy_setopt(easy, CURLOPT_MAXFILESIZE_LARGE, max_bytes);
    lib->easy_setopt(easy, CURLOPT_USERAGENT, "authtui");
    lib->easy_setopt(easy, CURLOPT_WRITEFUNCTION, write);
    lib->easy_setopt(easy, CURLOPT_WRITEDATA, context);
    lib->easy_setopt(easy, CURLOPT_XFERINFOFUNCTION, progress);
    lib->easy_setopt(easy, CURLOPT_XFERINFODATA, context);
    lib->easy_setopt(easy, CURLOPT_NOPROGRESS, 0L);
    result->code = lib->easy_perform(easy);
    lib->easy_getinfo(easy, CURLINFO_RESPONSE_CODE, &result->http_status);
    if (result->message[0] == '\0') {
        strncpy(result->message, lib->easy_strerror((CURLcode)result->code), CURL_ERROR_SIZE - 1);
    }
    lib->easy_cleanup(easy);
}

/*
 * GET `url` (http/https only), streaming the body to `write`. Total time bounded by `timeout_ms`,
 * body by `max_bytes` (also enforced by the write callback when the size is not announced),
 * redirects by `max_redirects`. HTTP statuses >= 400 fail with CURLE_HTTP_RETURNED_ERROR.
 */
/* `redirect_protocols` is "https" or "http,https" (ImageDownload.redirectProtocols). */
static inline ccurl_result ccurl_get(const char *url, const char *redirect_protocols,
                                     long timeout_ms, curl_off_t max_bytes,
                                     long max_redirects, ccurl_write_fn write,
                                     ccurl_progress_fn progress, void *context) {
    ccurl_result result;
    struct ccurl_library *lib = ccurl_storage();
    CURL *easy = ccurl_open(url, &result);
    if (easy == NULL) return result;
    if (lib->easy_setopt(easy, CURLOPT_PROTOCOLS_STR, "http,https") == CURLE_OK) {
        lib->easy_setopt(easy, CURLOPT_REDIR_PROTOCOLS_STR, redirect_protocols);
    } else { /* libcurl older than 7.85 */
        lib->easy_setopt(easy, CURLOPT_PROTOCOLS, (long)(CURLPROTO_HTTP | CURLPROTO_HTTPS));
        lib->easy_setopt(easy, CURLOPT_REDIR_PROTOCOLS,
                         strcmp(redirect_protocols, "https") == 0
                             ? (long)CURLPROTO_HTTPS
                             : (long)(CURLPROTO_HTTP | CURLPROTO_HTTPS));
    }
    lib->easy_setopt(easy, CURLOPT_NOSIGNAL, 1L);
    lib->easy_setopt(easy, CURLOPT_TIMEOUT_MS, timeout_ms);
    lib->easy_setopt(easy, CURLOPT_CONNECTTIMEOUT_MS, timeout_ms);
    lib->easy_setopt(easy, CURLOPT_FOLLOWLOCATION, 1L);
    lib->easy_setopt(easy, CURLOPT_MAXREDIRS, max_redirects);
    lib->easy_setopt(easy, CURLOPT_FAILONERROR, 1L);
    ccurl_perform(easy, max_bytes, write, progress, context, &result);
    return result;
}

/*
 * One request to an OpenID provider (AuthOIDC's ProviderConnection): a GET, or a POST of
 * `form` (application/x-www-form-urlencoded, `form_length` bytes) when `form` is not NULL. Only
 * `protocols` ("https", or "http,https" for a loopback address the caller allowed) and no
 * redirect at all: a provider's endpoints are the addresses its discovery document names.
 * TLS is always verified (peer and host name), against `ca_file` instead of the system's CAs when
 * it is not NULL. Every status comes back with its body (an OAuth error is a 400 with JSON), the
 * body bounded by `max_bytes` as in ccurl_get. A confidential client's `client_id` and
 * `client_secret` (both already form-encoded, RFC 6749 §2.3.1) go in an HTTP Basic
 * Authorization header when `basic_user` is not NULL.
 */
static inline ccurl_result ccurl_request(const char *url, const char *protocols, const char *form,
                                         long form_length, const char *basic_user,
                                         const char *basic_password, const char *ca_file,
                                         long timeout_ms,
                                         long connect_timeout_ms, curl_off_t max_bytes,
                                         ccurl_write_fn write, ccurl_progress_fn progress,
                                         void *context) {
    ccurl_result result;
    struct ccurl_library *lib = ccurl_storage();
    CURL *easy = ccurl_open(url, &result);
    if (easy == NULL) return result;
    if (lib->easy_setopt(easy, CURLOPT_PROTOCOLS_STR, protocols) != CURLE_OK) { /* before 7.85 */
        lib->easy_setopt(easy, CURLOPT_PROTOCOLS,
                         strcmp(protocols, "https") == 0 ? (long)CURLPROTO_HTTPS
                                                         : (long)(CURLPROTO_HTTP | CURLPROTO_HTTPS));
    }
    lib->easy_setopt(easy, CURLOPT_FOLLOWLOCATION, 0L);
    lib->easy_setopt(easy, CURLOPT_SSL_VERIFYPEER, 1L);
    lib->easy_setopt(easy, CURLOPT_SSL_VERIFYHOST, 2L);
    if (ca_file != NULL) lib->easy_setopt(easy, CURLOPT_CAINFO, ca_file);
    if (form != NULL) {
        lib->easy_setopt(easy, CURLOPT_POST, 1L);
        lib->easy_setopt(easy, CURLOPT_POSTFIELDSIZE, form_length);
        lib->easy_setopt(easy, CURLOPT_POSTFIELDS, form);
    }
    if (basic_user != NULL) {
        lib->easy_setopt(easy, CURLOPT_HTTPAUTH, (long)CURLAUTH_BASIC);
        lib->easy_setopt(easy, CURLOPT_USERNAME, basic_user);
        lib->easy_setopt(easy, CURLOPT_PASSWORD, basic_password);
    }
    lib->easy_setopt(easy, CURLOPT_NOSIGNAL, 1L);
    lib->easy_setopt(easy, CURLOPT_TIMEOUT_MS, timeout_ms);
    lib->easy_setopt(easy, CURLOPT_CONNECTTIMEOUT_MS, connect_timeout_ms);
    ccurl_perform(easy, max_bytes, write, progress, context, &result);
    return result;
}

#endif
