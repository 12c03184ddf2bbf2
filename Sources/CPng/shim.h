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
#include <dlfcn.h>
#include <png.h>
#include <pthread.h>
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
static inline struct cpng_library *cpng_storage(void) {
    static struct cpng_library library;
    return &library;
}

static inline void cpng_load_once(void) {
    struct cpng_library *lib = cpng_storage();
    static const char *const names[] = {"libpng16.so.16", "libpng16.so"};
    void *handle = NULL;
    for (size_t i = 0; i < sizeof names / sizeof names[0] && handle == NULL; i++)
        handle = dlopen(names[i], RTLD_NOW | RTLD_LOCAL);
    if (handle == NULL) return;
    lib->begin_read_from_memory = (__typeof__(png_image_begin_read_from_memory) *)dlsym(
        handle, "png_image_begin_read_from_memory");
    lib->finish_read = (__typeof__(png_image_finish_read) *)dlsym(handle, "png_image_finish_read");
    lib->free = (__typeof__(png_image_free) *)dlsym(handle, "png_image_free");
    lib->write_to_memory =
        (__typeof__(png_image_write_to_memory) *)dlsym(handle, "png_image_write_to_memory");
    lib->loaded = lib->begin_read_from_memory && lib->finish_read && lib->free && lib->write_to_memory;
}

/* 1 when libpng could be loaded (loads it on the first call). */
static inline int cpng_available(void) {
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    pthread_once(&once, cpng_load_once);
    return cpng_storage()->loaded;
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
