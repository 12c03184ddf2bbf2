#ifndef AUTHTUI_CJPEG_SHIM_H
#define AUTHTUI_CJPEG_SHIM_H
/*
 * libjpeg(-turbo), loaded on first use with dlopen instead of linked (as libpng, libcurl and
 * libpq are): only `--image` with a JPEG file needs it, and linking it loaded it at every launch.
 * The functions below call libjpeg through the macros that follow the pointer table, so they read
 * as ordinary libjpeg code; when the library cannot be loaded they fail with a message saying so.
 *
 * JPEG decode/encode through libjpeg(-turbo), wrapped in C because libjpeg reports errors by
 * calling error_exit, whose default calls exit(). We install an error manager that longjmps back
 * into these functions; setjmp/longjmp cannot be used from Swift, so every libjpeg call happens
 * inside a C function that owns the jmp_buf. Messages are kept, never printed (stderr belongs to
 * the terminal UI).
 */
#include <stdio.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <setjmp.h>
#include <jpeglib.h>
#include <jerror.h>
#include "../CDynamicLoader/loader.h"

struct cjpeg_library {
    int loaded;
    __typeof__(jpeg_std_error) *std_error;
    __typeof__(jpeg_CreateDecompress) *create_decompress;
    __typeof__(jpeg_destroy_decompress) *destroy_decompress;
    __typeof__(jpeg_mem_src) *mem_src;
    __typeof__(jpeg_read_header) *read_header;
    __typeof__(jpeg_calc_output_dimensions) *calc_output_dimensions;
    __typeof__(jpeg_start_decompress) *start_decompress;
    __typeof__(jpeg_read_scanlines) *read_scanlines;
    __typeof__(jpeg_finish_decompress) *finish_decompress;
    __typeof__(jpeg_CreateCompress) *create_compress;
    __typeof__(jpeg_destroy_compress) *destroy_compress;
    __typeof__(jpeg_mem_dest) *mem_dest;
    __typeof__(jpeg_set_defaults) *set_defaults;
    __typeof__(jpeg_set_quality) *set_quality;
    __typeof__(jpeg_start_compress) *start_compress;
    __typeof__(jpeg_write_scanlines) *write_scanlines;
    __typeof__(jpeg_finish_compress) *finish_compress;
    __typeof__(jpeg_simple_progression) *simple_progression;
};

/* A function-local static: Swift's importer emits functions from a header, not its globals. */
static inline struct cjpeg_library *cjpeg_slots(void) {
    static struct cjpeg_library library;
    return &library;
}

static inline void cjpeg_load_once(void) {
    struct cjpeg_library *lib = cjpeg_slots();
    static const char *const names[] = {"libjpeg.so.62", "libjpeg.so.8", "libjpeg.so"};
    const struct dynamic_loader_symbol symbols[] = {
        DYNAMIC_LOADER_SYMBOL(lib, std_error, jpeg_std_error),
        DYNAMIC_LOADER_SYMBOL(lib, create_decompress, jpeg_CreateDecompress),
        DYNAMIC_LOADER_SYMBOL(lib, destroy_decompress, jpeg_destroy_decompress),
        DYNAMIC_LOADER_SYMBOL(lib, mem_src, jpeg_mem_src),
        DYNAMIC_LOADER_SYMBOL(lib, read_header, jpeg_read_header),
        DYNAMIC_LOADER_SYMBOL(lib, calc_output_dimensions, jpeg_calc_output_dimensions),
        DYNAMIC_LOADER_SYMBOL(lib, start_decompress, jpeg_start_decompress),
        DYNAMIC_LOADER_SYMBOL(lib, read_scanlines, jpeg_read_scanlines),
        DYNAMIC_LOADER_SYMBOL(lib, finish_decompress, jpeg_finish_decompress),
        DYNAMIC_LOADER_SYMBOL(lib, create_compress, jpeg_CreateCompress),
        DYNAMIC_LOADER_SYMBOL(lib, destroy_compress, jpeg_destroy_compress),
        DYNAMIC_LOADER_SYMBOL(lib, mem_dest, jpeg_mem_dest),
        DYNAMIC_LOADER_SYMBOL(lib, set_defaults, jpeg_set_defaults),
        DYNAMIC_LOADER_SYMBOL(lib, set_quality, jpeg_set_quality),
        DYNAMIC_LOADER_SYMBOL(lib, start_compress, jpeg_start_compress),
        DYNAMIC_LOADER_SYMBOL(lib, write_scanlines, jpeg_write_scanlines),
        DYNAMIC_LOADER_SYMBOL(lib, finish_compress, jpeg_finish_compress),
        DYNAMIC_LOADER_SYMBOL(lib, simple_progression, jpeg_simple_progression),
    };
    lib->loaded =
        dynamic_loader_load(names, DYNAMIC_LOADER_COUNT(names), symbols, DYNAMIC_LOADER_COUNT(symbols));
}

/* 1 when libjpeg could be loaded (loads it on the first call). */
static inline int cjpeg_available(void) {
    DYNAMIC_LOADER_ONCE(cjpeg_load_once);
    return cjpeg_slots()->loaded;
}

/* The table, loaded in this object's copy before it is handed out: each object file that uses
 * these static inline functions has its own (Sources/CDynamicLoader/loader.h). */
static inline struct cjpeg_library *cjpeg_storage(void) {
    cjpeg_available();
    return cjpeg_slots();
}

/* From here on, libjpeg's names go through the table (jpeg_create_* are jpeglib.h's macros over
 * jpeg_Create*). Only call them after cjpeg_available() said 1. */
#define jpeg_std_error (cjpeg_storage()->std_error)
#define jpeg_CreateDecompress (cjpeg_storage()->create_decompress)
#define jpeg_destroy_decompress (cjpeg_storage()->destroy_decompress)
#define jpeg_mem_src (cjpeg_storage()->mem_src)
#define jpeg_read_header (cjpeg_storage()->read_header)
#define jpeg_calc_output_dimensions (cjpeg_storage()->calc_output_dimensions)
#define jpeg_start_decompress (cjpeg_storage()->start_decompress)
#define jpeg_read_scanlines (cjpeg_storage()->read_scanlines)
#define jpeg_finish_decompress (cjpeg_storage()->finish_decompress)
#define jpeg_CreateCompress (cjpeg_storage()->create_compress)
#define jpeg_destroy_compress (cjpeg_storage()->destroy_compress)
#define jpeg_mem_dest (cjpeg_storage()->mem_dest)
#define jpeg_set_defaults (cjpeg_storage()->set_defaults)
#define jpeg_set_quality (cjpeg_storage()->set_quality)
#define jpeg_start_compress (cjpeg_storage()->start_compress)
#define jpeg_write_scanlines (cjpeg_storage()->write_scanlines)
#define jpeg_finish_compress (cjpeg_storage()->finish_compress)
#define jpeg_simple_progression (cjpeg_storage()->simple_progression)

static const char cjpeg_missing_message[] = "libjpeg cannot be loaded";

typedef struct {
    struct jpeg_error_mgr base;
    jmp_buf jump;
    int truncated;
    char message[JMSG_LENGTH_MAX];
} cjpeg_error;

static inline void cjpeg_error_exit(j_common_ptr info) {
    cjpeg_error *error = (cjpeg_error *)info->err;
    error->base.format_message(info, error->message);
    longjmp(error->jump, 1);
}

static inline void cjpeg_emit_message(j_common_ptr info, int level) {
    cjpeg_error *error = (cjpeg_error *)info->err;
    /* A file cut short decodes as grey stripes: count it as corrupt, not as a picture. */
    if (level < 0 && error->base.msg_code == JWRN_JPEG_EOF) error->truncated = 1;
    if (level < 0) error->base.num_warnings++;
}

static inline void cjpeg_output_message(j_common_ptr info) { (void)info; }

/* Progressive files can hold thousands of scans, each a full pass: a CPU bomb. */
static inline void cjpeg_progress(j_common_ptr info) {
    j_decompress_ptr decompress = (j_decompress_ptr)info;
    if (info->is_decompressor && decompress->input_scan_number > 500) {
        ERREXIT(info, JERR_BAD_PROGRESSION);
    }
}

static inline void cjpeg_install(cjpeg_error *error) {
    jpeg_std_error(&error->base);
    error->base.error_exit = cjpeg_error_exit;
    error->base.emit_message = cjpeg_emit_message;
    error->base.output_message = cjpeg_output_message;
    error->truncated = 0;
    error->message[0] = '\0';
}

enum { CJPEG_OK = 0, CJPEG_ERROR = 1, CJPEG_TRUNCATED = 2, CJPEG_TOO_LARGE = 3 };

typedef struct {
    int status;
    unsigned width;       /* full size in the file */
    unsigned height;
    unsigned out_width;   /* size after DCT scaling */
    unsigned out_height;
    unsigned scale_denom; /* chosen by cjpeg_inspect */
    char message[JMSG_LENGTH_MAX];
} cjpeg_info;

/*
 * Reads the header and picks the DCT scale (1, 1/2, 1/4, 1/8) that keeps the output at or under
 * `max_out_pixels` when possible. Refuses files over `max_pixels` before any pixel is decoded.
 */
static inline cjpeg_info cjpeg_inspect(const unsigned char *data, size_t size,
                                       unsigned long long max_pixels,
                                       unsigned long long max_out_pixels) {
    cjpeg_info result;
    memset(&result, 0, sizeof result);
    if (!cjpeg_available()) {
        result.status = CJPEG_ERROR;
        strcpy(result.message, cjpeg_missing_message);
        return result;
    }
    struct jpeg_decompress_struct info;
    cjpeg_error error;
    cjpeg_install(&error);
    info.err = &error.base;
    if (setjmp(error.jump)) {
        result.status = CJPEG_ERROR;
        memcpy(result.message, error.message, sizeof result.message);
        jpeg_destroy_decompress(&info);
        return result;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, (unsigned long)size);
    jpeg_read_header(&info, TRUE);
    result.width = info.image_width;
    result.height = info.image_height;
    if ((unsigned long long)info.image_width * info.image_height > max_pixels) {
        result.status = CJPEG_TOO_LARGE;
        jpeg_destroy_decompress(&info);
        return result;
    }
    info.out_color_space = JCS_RGB;
    info.scale_num = 1;
    for (unsigned denom = 1; denom <= 8; denom *= 2) {
        info.scale_denom = denom;
        jpeg_calc_output_dimensions(&info);
        if ((unsigned long long)info.output_width * info.output_height <= max_out_pixels) break;
    }
    result.out_width = info.output_width;
    result.out_height = info.output_height;
    result.scale_denom = info.scale_denom;
    result.status = CJPEG_OK;
    jpeg_destroy_decompress(&info);
    return result;
}

/*
 * Decodes to packed RGB at 1/`scale_denom` size into `out` (`capacity` bytes, which must be
 * out_width * out_height * 3 as reported by cjpeg_inspect for the same scale).
 */
static inline cjpeg_info cjpeg_decode(const unsigned char *data, size_t size, unsigned scale_denom,
                                      unsigned char *out, size_t capacity, unsigned long max_memory) {
    cjpeg_info result;
    memset(&result, 0, sizeof result);
    if (!cjpeg_available()) {
        result.status = CJPEG_ERROR;
        strcpy(result.message, cjpeg_missing_message);
        return result;
    }
    struct jpeg_decompress_struct info;
    struct jpeg_progress_mgr progress;
    cjpeg_error error;
    cjpeg_install(&error);
    info.err = &error.base;
    if (setjmp(error.jump)) {
        result.status = CJPEG_ERROR;
        memcpy(result.message, error.message, sizeof result.message);
        jpeg_destroy_decompress(&info);
        return result;
    }
    jpeg_create_decompress(&info);
    /* A bound on libjpeg's own working memory (a progressive file keeps every coefficient of the
     * whole image): over it libjpeg wants a backing store, which libjpeg-turbo does not have, so
     * the decode fails cleanly instead of allocating whatever a crafted header asks for. */
    info.mem->max_memory_to_use = (long)max_memory;
    progress.progress_monitor = cjpeg_progress;
    info.progress = &progress;
    jpeg_mem_src(&info, data, (unsigned long)size);
    jpeg_read_header(&info, TRUE);
    info.out_color_space = JCS_RGB;
    info.scale_num = 1;
    info.scale_denom = scale_denom;
    jpeg_start_decompress(&info);
    result.width = info.image_width;
    result.height = info.image_height;
    result.out_width = info.output_width;
    result.out_height = info.output_height;
    size_t stride = (size_t)info.output_width * 3;
    if (info.output_components != 3 || stride * info.output_height != capacity) {
        result.status = CJPEG_ERROR;
        strcpy(result.message, "unexpected output size");
        jpeg_destroy_decompress(&info);
        return result;
    }
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = out + stride * info.output_scanline;
        jpeg_read_scanlines(&info, &row, 1);
    }
    jpeg_finish_decompress(&info);
    result.status = error.truncated ? CJPEG_TRUNCATED : CJPEG_OK;
    jpeg_destroy_decompress(&info);
    return result;
}

/*
 * Encodes packed RGB as a baseline JPEG into a malloc'ed buffer the caller frees with free().
 * Returns 0 on success.
 */
static inline int cjpeg_encode(const unsigned char *rgb, unsigned width, unsigned height,
                               int quality, int progressive, unsigned char **out,
                               unsigned long *out_size) {
    *out = NULL;
    *out_size = 0;
    if (!cjpeg_available()) return 1;
    struct jpeg_compress_struct info;
    cjpeg_error error;
    cjpeg_install(&error);
    info.err = &error.base;
    if (setjmp(error.jump)) {
        /* Not freed: the memory destination may have moved the buffer without updating *out. */
        jpeg_destroy_compress(&info);
        *out = NULL;
        return 1;
    }
    jpeg_create_compress(&info);
    jpeg_mem_dest(&info, out, out_size);
    info.image_width = width;
    info.image_height = height;
    info.input_components = 3;
    info.in_color_space = JCS_RGB;
    jpeg_set_defaults(&info);
    jpeg_set_quality(&info, quality, TRUE);
    if (progressive) jpeg_simple_progression(&info);
    jpeg_start_compress(&info, TRUE);
    size_t stride = (size_t)width * 3;
    while (info.next_scanline < info.image_height) {
        JSAMPROW row = (JSAMPROW)(rgb + stride * info.next_scanline);
        jpeg_write_scanlines(&info, &row, 1);
    }
    jpeg_finish_compress(&info);
    jpeg_destroy_compress(&info);
    return 0;
}

#endif
