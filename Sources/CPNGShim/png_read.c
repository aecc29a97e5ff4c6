// Reading through libpng's simplified API, which converts every colour type, bit depth and
// interlacing to RGBA8 and keeps its longjmp inside libpng.
#include <stdlib.h>
#include <string.h>

#include <png.h>

#include "png_message.h"
#include "png_shim.h"

struct offscreen_png_decoder {
  png_image image;
};

offscreen_png_decoder *offscreen_png_decoder_open(const void *bytes, size_t count, uint32_t *width,
                                                  uint32_t *height, char *message) {
  offscreen_png_decoder *decoder = calloc(1, sizeof *decoder);
  if (decoder == NULL) {
    offscreen_png_copy_message(message, "out of memory");
    return NULL;
  }
  decoder->image.version = PNG_IMAGE_VERSION;
  if (!png_image_begin_read_from_memory(&decoder->image, bytes, count)) {
    offscreen_png_copy_message(message, decoder->image.message);
    offscreen_png_decoder_close(decoder);
    return NULL;
  }
  *width = decoder->image.width;
  *height = decoder->image.height;
  return decoder;
}

int offscreen_png_decoder_finish(offscreen_png_decoder *decoder, uint8_t *rows,
                                 size_t bytes_per_row, char *message) {
  png_image *image = &decoder->image;
  image->format = PNG_FORMAT_RGBA;
  // Without this flag libpng takes 16-bit samples with no gAMA or sRGB chunk as linear light and
  // gamma-encodes them; PNG files in the wild mean sRGB, so scale them instead.
  image->flags |= PNG_IMAGE_FLAG_16BIT_sRGB;
  int ok = 0;
  if (bytes_per_row > 0x7fffffff) {
    offscreen_png_copy_message(message, "row stride too large");
  } else {
    ok = png_image_finish_read(image, NULL, rows, (png_int_32)bytes_per_row, NULL);
    if (!ok) offscreen_png_copy_message(message, image->message);
  }
  offscreen_png_decoder_close(decoder);
  return ok ? 0 : 1;
}

void offscreen_png_decoder_close(offscreen_png_decoder *decoder) {
  png_image_free(&decoder->image);
  free(decoder);
}
