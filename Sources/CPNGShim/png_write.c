// Writing through libpng's classic API, which alone lets the caller choose zlib's level and the
// row filters. libpng reports errors by longjmp to the setjmp in offscreen_png_encode, which owns
// it so that no Swift frame is ever unwound.
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

#include <png.h>

#include "png_layout.h"
#include "png_message.h"
#include "png_shim.h"

typedef struct {
  offscreen_png_output *output;
  char *message;
} write_context;

static void on_error(png_structp png, png_const_charp text) {
  write_context *context = png_get_error_ptr(png);
  offscreen_png_copy_message(context->message, text);
  png_longjmp(png, 1);
}

static void on_warning(png_structp png, png_const_charp text) {
  (void)png;
  (void)text;
}

static void on_write(png_structp png, png_bytep data, size_t length) {
  write_context *context = png_get_io_ptr(png);
  offscreen_png_output *output = context->output;
  if (length > SIZE_MAX - output->count) png_error(png, "encoded image too large");
  size_t needed = output->count + length;
  if (needed > output->capacity) {
    size_t capacity = output->capacity > 0 ? output->capacity : 65536;
    while (capacity < needed) capacity = capacity > SIZE_MAX / 2 ? needed : capacity * 2;
    uint8_t *bytes = realloc(output->bytes, capacity);
    if (bytes == NULL) png_error(png, "out of memory");
    output->bytes = bytes;
    output->capacity = capacity;
  }
  memcpy(output->bytes + output->count, data, length);
  output->count = needed;
}

static void on_flush(png_structp png) { (void)png; }

int offscreen_png_encode(const uint8_t *rows, const offscreen_png_encoding *encoding,
                         offscreen_png_output *output, char *message) {
  output->bytes = NULL;
  output->count = 0;
  output->capacity = 0;
  write_context context = {output, message};
  png_structp png =
      png_create_write_struct(PNG_LIBPNG_VER_STRING, &context, on_error, on_warning);
  if (png == NULL) {
    offscreen_png_copy_message(message, "out of memory");
    return 1;
  }
  png_infop info = png_create_info_struct(png);
  if (info == NULL) {
    png_destroy_write_struct(&png, NULL);
    offscreen_png_copy_message(message, "out of memory");
    return 1;
  }
  // Grey rows are packed here; the buffer is made before the setjmp, which frees it too.
  uint8_t *volatile packed = NULL;
  if (encoding->grey) {
    packed = malloc((size_t)encoding->width * offscreen_png_channels(encoding));
    if (packed == NULL) {
      png_destroy_write_struct(&png, &info);
      offscreen_png_copy_message(message, "out of memory");
      return 1;
    }
  }
  if (setjmp(png_jmpbuf(png))) {
    png_destroy_write_struct(&png, &info);
    free(packed);
    offscreen_png_output_free(output);
    return 1;
  }
  png_set_write_fn(png, &context, on_write, on_flush);
  png_set_compression_level(png, encoding->zlib_level);
  png_set_filter(png, PNG_FILTER_TYPE_BASE,
                 encoding->filter == OFFSCREEN_PNG_FILTER_NONE ? PNG_FILTER_NONE : PNG_ALL_FILTERS);
  png_set_IHDR(png, info, encoding->width, encoding->height, 8,
               offscreen_png_color_type(encoding),
               PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_BASE, PNG_FILTER_TYPE_BASE);
  png_set_sRGB(png, info, PNG_sRGB_INTENT_PERCEPTUAL);
  if (encoding->pixels_per_metre > 0) {
    png_set_pHYs(png, info, encoding->pixels_per_metre, encoding->pixels_per_metre,
                 PNG_RESOLUTION_METER);
  }
  png_write_info(png, info);
  if (encoding->grey) {
    // libpng has no transform from RGBX to grey on writing.
    for (uint32_t y = 0; y < encoding->height; y++) {
      offscreen_png_pack_row(rows + (size_t)y * encoding->bytes_per_row, encoding, packed);
      png_write_row(png, packed);
    }
  } else {
    if (!encoding->has_alpha) png_set_filler(png, 0, PNG_FILLER_AFTER);
    for (uint32_t y = 0; y < encoding->height; y++) {
      png_write_row(png, rows + (size_t)y * encoding->bytes_per_row);
    }
  }
  png_write_end(png, info);
  png_destroy_write_struct(&png, &info);
  free(packed);
  return 0;
}

void offscreen_png_output_free(offscreen_png_output *output) {
  free(output->bytes);
  output->bytes = NULL;
  output->count = 0;
  output->capacity = 0;
}
