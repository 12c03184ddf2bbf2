#ifndef AUTHTUI_CPNG_SHIM_H
#define AUTHTUI_CPNG_SHIM_H
/* Only libpng's simplified png_image_* API is used: it reports errors in image.message and
 * returns 0 instead of longjmp-ing into the caller, so Swift can call it directly. */
#include <png.h>
#endif
