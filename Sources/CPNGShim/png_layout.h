// How an encoding's rows are laid out in the file: the colour type, bytes per pixel, and
// packing a source row of 4-byte pixels into them. Shared by both writers.
#ifndef OFFSCREEN_PNG_LAYOUT_H
#define OFFSCREEN_PNG_LAYOUT_H

#include <stddef.h>
#include <stdint.h>

#include "png_shim.h"

/// Bytes per pixel in the file: grey 1, grey and alpha 2, RGB 3, RGBA 4.
static inline size_t offscreen_png_channels(const offscreen_png_encoding *encoding) {
  return (encoding->grey ? 1 : 3) + (encoding->has_alpha ? 1 : 0);
}

/// The IHDR colour type: 0 grey, 2 RGB, 4 grey and alpha, 6 RGBA.
static inline uint8_t offscreen_png_color_type(const offscreen_png_encoding *encoding) {
  return (uint8_t)((encoding->grey ? 0 : 2) + (encoding->has_alpha ? 4 : 0));
}

/// One source row of 4-byte pixels as the file stores it, without the filter byte.
static inline void offscreen_png_pack_row(const uint8_t *source,
                                          const offscreen_png_encoding *encoding, uint8_t *out) {
  size_t channels = offscreen_png_channels(encoding);
  for (uint32_t x = 0; x < encoding->width; x++, source += 4, out += channels) {
    if (encoding->grey) {
      out[0] = source[0];
      if (encoding->has_alpha) out[1] = source[3];
    } else {
      out[0] = source[0];
      out[1] = source[1];
      out[2] = source[2];
      if (encoding->has_alpha) out[3] = source[3];
    }
  }
}

#endif
