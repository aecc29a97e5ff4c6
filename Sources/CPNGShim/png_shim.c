#include "png_shim.h"
#include <png.h>
int offscreen_png_shim_placeholder(void) { return PNG_LIBPNG_VER; }
