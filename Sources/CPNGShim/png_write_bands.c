// A PNG writer for unfiltered rows that compresses horizontal bands of the image on separate
// threads, as pigz does: each band is an independent raw deflate stream ending on a byte
// boundary (a sync flush), so the bands concatenate into one valid zlib stream whose Adler-32 is
// combined from the bands'. Deflate is most of the time of writing a full-screen frame, and a
// band loses only the first few rows' back-references to the band above.
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <zlib.h>

#include "png_layout.h"
#include "png_message.h"
#include "png_shim.h"

/// Rows per band at least: smaller bands cost more in lost back-references than they gain.
/// There are four bands a core, taken in turn by whichever thread is free, so a helper thread
/// that starts late (an idle core waking up) leaves more of the work to the others instead of
/// holding up the end.
enum { MINIMUM_BAND_ROWS = 128, BANDS_PER_CORE = 4, MAXIMUM_THREADS = 8,
       MAXIMUM_BANDS = BANDS_PER_CORE * MAXIMUM_THREADS };

typedef struct {
  const uint8_t *rows;
  const offscreen_png_encoding *encoding;
  uint32_t first_row;
  uint32_t row_count;
  int last;
  uint8_t *compressed;
  size_t compressed_count;
  uLong adler;
  uLong raw_count;
  const char *failure;
} band;

/// Compresses one band: each row as PNG lays it out (filter byte 0, then the pixels).
static void *compress_band(void *argument) {
  band *work = argument;
  const offscreen_png_encoding *encoding = work->encoding;
  size_t row_bytes = 1 + (size_t)encoding->width * offscreen_png_channels(encoding);
  uint8_t *row = malloc(row_bytes);
  work->raw_count = (uLong)(row_bytes * work->row_count);
  size_t capacity = deflateBound(NULL, work->raw_count) + 16;
  work->compressed = malloc(capacity);
  if (row == NULL || work->compressed == NULL) {
    free(row);
    work->failure = "out of memory";
    return NULL;
  }
  z_stream stream;
  memset(&stream, 0, sizeof stream);
  if (deflateInit2(&stream, encoding->zlib_level, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY) !=
      Z_OK) {
    free(row);
    work->failure = "zlib could not start";
    return NULL;
  }
  stream.next_out = work->compressed;
  stream.avail_out = (uInt)capacity;
  uLong adler = adler32(0, NULL, 0);
  int status = Z_OK;
  for (uint32_t y = 0; y < work->row_count && status == Z_OK; y++) {
    const uint8_t *source = work->rows + (size_t)(work->first_row + y) * encoding->bytes_per_row;
    row[0] = 0;
    if (encoding->has_alpha && !encoding->grey) {
      memcpy(row + 1, source, (size_t)encoding->width * 4);
    } else {
      offscreen_png_pack_row(source, encoding, row + 1);
    }
    adler = adler32(adler, row, (uInt)row_bytes);
    stream.next_in = row;
    stream.avail_in = (uInt)row_bytes;
    int flush = y + 1 < work->row_count ? Z_NO_FLUSH : (work->last ? Z_FINISH : Z_SYNC_FLUSH);
    status = deflate(&stream, flush);
    if (status == Z_STREAM_END) status = Z_OK;
    if (status == Z_BUF_ERROR || stream.avail_in != 0) status = Z_BUF_ERROR;
  }
  work->compressed_count = capacity - stream.avail_out;
  work->adler = adler;
  deflateEnd(&stream);
  free(row);
  if (status != Z_OK) work->failure = "zlib failed to compress the rows";
  return NULL;
}

static void put32(uint8_t *p, uint32_t value) {
  p[0] = (uint8_t)(value >> 24);
  p[1] = (uint8_t)(value >> 16);
  p[2] = (uint8_t)(value >> 8);
  p[3] = (uint8_t)value;
}

/// Appends a chunk whose data is `head` then `body` (either may be empty).
static void put_chunk(offscreen_png_output *output, const char type[4], const uint8_t *head,
                      size_t head_count, const uint8_t *body, size_t body_count) {
  uint8_t *p = output->bytes + output->count;
  put32(p, (uint32_t)(head_count + body_count));
  memcpy(p + 4, type, 4);
  if (head_count > 0) memcpy(p + 8, head, head_count);
  if (body_count > 0) memcpy(p + 8 + head_count, body, body_count);
  uLong crc = crc32(0, p + 4, (uInt)(4 + head_count));
  if (body_count > 0) crc = crc32(crc, body, (uInt)body_count);
  put32(p + 8 + head_count + body_count, (uint32_t)crc);
  output->count += 12 + head_count + body_count;
}

static uint32_t core_count(void) {
  long cores = sysconf(_SC_NPROCESSORS_ONLN);
  if (cores < 1) return 1;
  return cores > MAXIMUM_THREADS ? MAXIMUM_THREADS : (uint32_t)cores;
}

static uint32_t band_count(uint32_t height, uint32_t cores) {
  uint32_t count = cores > 1 ? cores * BANDS_PER_CORE : 1;
  uint32_t most = height / MINIMUM_BAND_ROWS;
  if (count > most) count = most;
  return count > 0 ? count : 1;
}

typedef struct {
  band *bands;
  uint32_t count;
  atomic_uint next;
} band_queue;

/// Compresses bands from the queue until none is left.
static void *drain(void *argument) {
  band_queue *queue = argument;
  for (;;) {
    uint32_t index = atomic_fetch_add(&queue->next, 1);
    if (index >= queue->count) return NULL;
    compress_band(&queue->bands[index]);
  }
}

int offscreen_png_encode_bands(const uint8_t *rows, const offscreen_png_encoding *encoding,
                               offscreen_png_output *output, char *message) {
  memset(output, 0, sizeof *output);
  uint32_t cores = core_count();
  uint32_t count = band_count(encoding->height, cores);
  band bands[MAXIMUM_BANDS];
  pthread_t threads[MAXIMUM_THREADS];
  int started[MAXIMUM_THREADS] = {0};
  uint32_t next_row = 0;
  for (uint32_t i = 0; i < count; i++) {
    uint32_t rows_in_band = encoding->height / count + (i < encoding->height % count ? 1 : 0);
    bands[i] = (band){rows, encoding, next_row, rows_in_band, i + 1 == count, NULL, 0, 0, 0, NULL};
    next_row += rows_in_band;
  }
  band_queue queue = {bands, count, 0};
  // One helper a core besides the calling thread, which drains the queue too; a helper that
  // cannot start only leaves its share to the others.
  uint32_t helpers = count > 1 ? cores - 1 : 0;
  for (uint32_t i = 0; i < helpers; i++) {
    started[i] = pthread_create(&threads[i], NULL, drain, &queue) == 0;
  }
  drain(&queue);
  for (uint32_t i = 0; i < helpers; i++) {
    if (started[i]) pthread_join(threads[i], NULL);
  }
  const char *failure = NULL;
  size_t compressed = 0;
  uLong adler = bands[0].adler;
  for (uint32_t i = 0; i < count; i++) {
    if (bands[i].failure != NULL && failure == NULL) failure = bands[i].failure;
    compressed += bands[i].compressed_count;
    if (i > 0) adler = adler32_combine(adler, bands[i].adler, (z_off_t)bands[i].raw_count);
  }
  // Signature, IHDR, sRGB, pHYs, the bands' IDATs, the trailer's IDAT, IEND.
  size_t total = 8 + 25 + 13 + 21 + (12 * count + 2 + compressed) + 16 + 12;
  if (failure == NULL) {
    output->bytes = malloc(total);
    if (output->bytes == NULL) failure = "out of memory";
  }
  if (failure == NULL) {
    output->capacity = total;
    static const uint8_t signature[8] = {137, 80, 78, 71, 13, 10, 26, 10};
    memcpy(output->bytes, signature, 8);
    output->count = 8;
    uint8_t header[13];
    put32(header, encoding->width);
    put32(header + 4, encoding->height);
    header[8] = 8;                               // bits per channel
    header[9] = offscreen_png_color_type(encoding);
    header[10] = header[11] = header[12] = 0;    // deflate, adaptive filtering, no interlace
    put_chunk(output, "IHDR", header, 13, NULL, 0);
    const uint8_t perceptual = 0;
    put_chunk(output, "sRGB", &perceptual, 1, NULL, 0);
    if (encoding->pixels_per_metre > 0) {
      uint8_t density[9];
      put32(density, encoding->pixels_per_metre);
      put32(density + 4, encoding->pixels_per_metre);
      density[8] = 1;  // per metre
      put_chunk(output, "pHYs", density, 9, NULL, 0);
    }
    // zlib's header (deflate, 32K window, fastest level) leads the first band; the combined
    // Adler-32 trails the last.
    const uint8_t zlib_header[2] = {0x78, 0x01};
    uint8_t trailer[4];
    put32(trailer, (uint32_t)adler);
    for (uint32_t i = 0; i < count; i++) {
      put_chunk(output, "IDAT", zlib_header, i == 0 ? 2 : 0, bands[i].compressed,
                bands[i].compressed_count);
    }
    put_chunk(output, "IDAT", trailer, 4, NULL, 0);
    put_chunk(output, "IEND", NULL, 0, NULL, 0);
  }
  for (uint32_t i = 0; i < count; i++) free(bands[i].compressed);
  if (failure != NULL) {
    offscreen_png_output_free(output);
    offscreen_png_copy_message(message, failure);
    return 1;
  }
  return 0;
}
