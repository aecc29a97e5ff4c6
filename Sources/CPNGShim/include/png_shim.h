// Plain C entry points over libpng for the PNGCodec module.
//
// libpng reports errors with longjmp, which Swift frames cannot survive, so every call into
// libpng happens here: the classic writing API behind this file's own setjmp, and the simplified
// reading API, which keeps its longjmp inside libpng. Failures come back as a non-zero result
// and libpng's message.
#ifndef OFFSCREEN_PNG_SHIM_H
#define OFFSCREEN_PNG_SHIM_H

#include <stddef.h>
#include <stdint.h>

/// Bytes every `message` buffer passed to this file must hold.
enum { OFFSCREEN_PNG_MESSAGE_CAPACITY = 128 };

/// The filter applied to the rows before compression.
typedef enum {
  /// Rows as they are.
  OFFSCREEN_PNG_FILTER_NONE,
  /// libpng's choice per row among all five filters.
  OFFSCREEN_PNG_FILTER_ADAPTIVE,
} offscreen_png_filter;

/// What to write and how hard to compress it.
typedef struct {
  uint32_t width;
  uint32_t height;
  /// Bytes from one row of the source to the next.
  size_t bytes_per_row;
  /// Non-zero: rows are straight-alpha RGBA written with alpha. Zero: rows are RGBX written
  /// without.
  int has_alpha;
  /// Non-zero: every pixel has equal red, green and blue, and red is written as grey (grey and
  /// alpha, or grey). Zero: red, green and blue are written.
  int grey;
  /// The pHYs chunk's density; zero writes no pHYs chunk.
  uint32_t pixels_per_metre;
  /// zlib's level, 0 to 9.
  int zlib_level;
  offscreen_png_filter filter;
} offscreen_png_encoding;

/// A growable buffer of encoded bytes, owned by this file's allocator.
typedef struct {
  uint8_t *bytes;
  size_t count;
  size_t capacity;
} offscreen_png_output;

/// Encodes `encoding->height` rows of 4-byte pixels as a PNG with an sRGB chunk.
/// Returns 0 and fills `output` (free it with `offscreen_png_output_free`), or returns non-zero,
/// leaves `output` empty and writes libpng's reason into `message`.
int offscreen_png_encode(const uint8_t *rows, const offscreen_png_encoding *encoding,
                         offscreen_png_output *output, char *message);

/// Encodes as `offscreen_png_encode` does for unfiltered rows (the filter in `encoding` is not
/// read), compressing bands of rows on one thread per core. The file differs from
/// `offscreen_png_encode`'s in its bytes, not its pixels.
int offscreen_png_encode_bands(const uint8_t *rows, const offscreen_png_encoding *encoding,
                               offscreen_png_output *output, char *message);

/// Releases the bytes of an output filled by `offscreen_png_encode` or
/// `offscreen_png_encode_bands`.
void offscreen_png_output_free(offscreen_png_output *output);

/// A PNG being read from memory, between its header and its pixels.
typedef struct offscreen_png_decoder offscreen_png_decoder;

/// Reads the header of the PNG in `bytes`, which must stay alive until the decoder is finished or
/// closed. Returns the decoder and the image size, or NULL with libpng's reason in `message`.
offscreen_png_decoder *offscreen_png_decoder_open(const void *bytes, size_t count, uint32_t *width,
                                                  uint32_t *height, char *message);

/// Decodes every pixel as straight-alpha RGBA8 into rows `bytes_per_row` apart, whatever the
/// file's colour type, bit depth or interlacing, then releases the decoder. Returns 0, or non-zero
/// with libpng's reason in `message`.
int offscreen_png_decoder_finish(offscreen_png_decoder *decoder, uint8_t *rows,
                                 size_t bytes_per_row, char *message);

/// Releases a decoder that will not be finished.
void offscreen_png_decoder_close(offscreen_png_decoder *decoder);

#endif
