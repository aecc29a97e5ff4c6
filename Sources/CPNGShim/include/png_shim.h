// Placeholder: the PNG helper owns this target.
#ifndef OFFSCREEN_PNG_SHIM_H
#define OFFSCREEN_PNG_SHIM_H
int offscreen_png_shim_placeholder(void);
#endif
