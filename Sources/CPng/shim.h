#ifndef AUTHTUI_CPNG_SHIM_H
#define AUTHTUI_CPNG_SHIM_H
/*
 * libpng, loaded on first use with dlopen instead of linked.
 *
 * Why: only `--image` with a PNG file (and the tests' encoder) ever needs it, while linking it
 * loaded libpng16 and zlib at every launch (about 0.2 MiB resident and two more libraries for the
 * loader before the first frame). The header gives types, constants and, through __typeof__, the
 * exact function types. Runtime needs only libpng16-16.
 *
 * Only libpng's simplified png_image_* API is used: it reports errors in image.message and
 * returns 0 instead of longjmp-ing into the caller, so Swift can call it directly. When the
 * library cannot be loaded, the calls fail the same way with a message that says so.
 */
#include "../CDynamicLoader/loader.h"
#include <png.h>
#include <stddef.h>
#include <string.h>

struct cpng_library {
    int loaded;
    __typeof__(png_image_begin_read_from_memory) *begin_read_from_memory;
    __typeof__(png_image_finish_read) *finish_read;
    __typeof__(png_image_free) *free;
    __typeof__(png_image_write_to_memory) *write_to_memory;
};

/* A function-local static: Swift's importer emits functions from a header, not its globals. */
static inline struct cpng_library *cpng_slots(void) {
    static struct cpng_library library;
    return &library;
}

static inline void cpng_load_once(void) {
    struct cpng_library *lib = cpng_slots();
    static const char *const names[] = {"libpng16.so.16", "libpng16.so"};
    const struct dynamic_loader_symbol symbols[] = {
        DYNAMIC_LOADER_SYMBOL(lib, begin_read_from_memory, png_image_begin_read_from_memory),
        DYNAMIC_LOADER_SYMBOL(lib, finish_read, png_image_finish_read),
        DYNAMIC_LOADER_SYMBOL(lib, free, png_image_free),
        DYNAMIC_LOADER_SYMBOL(lib, write_to_memory, png_image_write_to_memory),
    };
    lib->loaded =
        dynamic_loader_load(names, DYNAMIC_LOADER_COUNT(names), symbols, DYNAMIC_LOADER_COUNT(symbols));
}

/* 1 when libpng could be loaded (loads it on the first call). */
static inline int cpng_available(void) {
    DYNAMIC_LOADER_ONCE(cpng_load_once);
    return cpng_slots()->loaded;
}

/* The table, loaded in this object's copy before it is handed out: each object file that uses
 * these static inline functions has its own (Sources/CDynamicLoader/loader.h). */
static inline struct cpng_library *cpng_storage(void) {
    cpng_available();
    return cpng_slots();
}

static inline int cpng_missing(png_imagep image) {
    strncpy(image->message, "libpng16 cannot be loaded", sizeof image->message - 1);
    image->warning_or_error = PNG_IMAGE_ERROR;
    return 0;
}

static inline int cpng_image_begin_read_from_memory(png_imagep image, png_const_voidp memory,
                                                    size_t size) {
    if (!cpng_available()) return cpng_missing(image);
    return cpng_storage()->begin_read_from_memory(image, memory, size);
}

static inline int cpng_image_finish_read(png_imagep image, png_const_colorp background,
                                         void *buffer, png_int_32 row_stride, void *colormap) {
    if (!cpng_available()) return cpng_missing(image);
    return cpng_storage()->finish_read(image, background, buffer, row_stride, colormap);
}

static inline void cpng_image_free(png_imagep image) {
    if (cpng_available()) cpng_storage()->free(image);
}

static inline int cpng_image_write_to_memory(png_imagep image, void *memory,
                                             png_alloc_size_t *memory_bytes, int convert_to_8_bit,
                                             const void *buffer, png_int_32 row_stride,
                                             const void *colormap) {
    if (!cpng_available()) return cpng_missing(image);
    return cpng_storage()->write_to_memory(image, memory, memory_bytes, convert_to_8_bit, buffer,
                                           row_stride, colormap);
}

#endif
