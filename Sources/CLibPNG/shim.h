#ifndef HIGLINT_CLIBPNG_SHIM_H
#define HIGLINT_CLIBPNG_SHIM_H
// higlint uses libpng's simplified API only (png_image_*): it reports errors through the
// png_image structure instead of longjmp, which must never cross Swift frames.
#include <png.h>
#endif
