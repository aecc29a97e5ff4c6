#!/usr/bin/env python3
"""Writes the PNG fixtures of PNGCodecTests and `expected.json`, the pixels each decodes to.

Run once from this folder (`python3 make_fixtures.py`); the output is committed. Only the
standard library's zlib and struct encode the files, so the expected pixels are known
independently of libpng. Each file cycles through the five row filters and splits its image
data over two IDAT chunks, so decoding exercises unfiltering and chunk joining too.
"""

import json
import struct
import zlib

WIDTH, HEIGHT = 7, 5  # odd sizes: sub-byte rows end in padding bits
SIGNATURE = b"\x89PNG\r\n\x1a\n"
CHANNELS = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}  # colour type -> samples per pixel
ADAM7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2),
         (0, 1, 1, 2)]  # (x0, y0, dx, dy) of each pass


def chunk(kind, data):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))


def pack_row(samples, depth):
    if depth == 16:
        return b"".join(struct.pack(">H", s) for s in samples)
    if depth == 8:
        return bytes(samples)
    per_byte = 8 // depth
    out = bytearray()
    for i in range(0, len(samples), per_byte):
        group = samples[i:i + per_byte] + [0] * (per_byte - len(samples[i:i + per_byte]))
        byte = 0
        for s in group:
            byte = byte << depth | s
        out.append(byte)
    return bytes(out)


def paeth(a, b, c):
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    return a if pa <= pb and pa <= pc else (b if pb <= pc else c)


def filter_rows(rows, bpp):
    out, previous = bytearray(), bytes(len(rows[0])) if rows else b""
    for y, row in enumerate(rows):
        kind = y % 5
        out.append(kind)
        for i, x in enumerate(row):
            a = row[i - bpp] if i >= bpp else 0
            b = previous[i]
            c = previous[i - bpp] if i >= bpp else 0
            predictor = [0, a, b, (a + b) // 2, paeth(a, b, c)][kind]
            out.append((x - predictor) & 0xFF)
        previous = row
    return bytes(out)


def image_data(pixels, depth, channels, interlaced):
    """The filtered scanlines of `pixels` (rows of sample tuples), whole or in Adam7 passes."""
    bpp = max(1, channels * depth // 8)
    if not interlaced:
        return filter_rows([pack_row([s for p in row for s in p], depth) for row in pixels], bpp)
    data = b""
    for x0, y0, dx, dy in ADAM7:
        rows = [pack_row([s for p in pixels[y][x0::dx] for s in p], depth)
                for y in range(y0, len(pixels), dy) if pixels[y][x0::dx]]
        if rows:
            data += filter_rows(rows, bpp)
    return data


def png(pixels, colour_type, depth, interlaced=False, extra=b"", size=None):
    width, height = size or (len(pixels[0]), len(pixels))
    data = zlib.compress(image_data(pixels, depth, CHANNELS[colour_type], interlaced), 9)
    half = len(data) // 2
    return (SIGNATURE
            + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, depth, colour_type, 0, 0,
                                         1 if interlaced else 0))
            + extra + chunk(b"IDAT", data[:half]) + chunk(b"IDAT", data[half:])
            + chunk(b"IEND", b""))


def sample(x, y, c, depth):
    """A sample value spread over the whole range of `depth` bits."""
    return (x * 37 + y * 91 + c * 53 + x * y * 11) % (1 << depth)


def to8(value, depth):
    """An n-bit sample scaled to 8 bits, rounded to nearest, as the PNG specification says."""
    return (value * 255 * 2 + (1 << depth) - 1) // (2 * ((1 << depth) - 1))


def premultiplied(r, g, b, a):
    return [(c * a * 2 + 255) // 510 for c in (r, g, b)] + [a]


FIXTURES = {}


def fixture(name, description, data, expected, width=WIDTH, height=HEIGHT):
    with open(name + ".png", "wb") as f:
        f.write(data)
    FIXTURES[name] = {"description": description, "width": width, "height": height,
                      "rgba": [v for row in expected for p in row for v in premultiplied(*p)]}


def grid(function, width=WIDTH, height=HEIGHT):
    return [[function(x, y) for x in range(width)] for y in range(height)]


def grey(depth, name=None, interlaced=False, width=WIDTH, height=HEIGHT):
    pixels = grid(lambda x, y: (sample(x, y, 0, depth),), width, height)
    expected = [[(to8(p[0], depth),) * 3 + (255,) for p in row] for row in pixels]
    fixture(name or f"grey{depth}", f"grey, {depth}-bit" + (", Adam7" if interlaced else ""),
            png(pixels, 0, depth, interlaced), expected, width, height)


def colour(colour_type, depth, name, description, interlaced=False, width=WIDTH, height=HEIGHT):
    channels = CHANNELS[colour_type]
    pixels = grid(lambda x, y: tuple(sample(x, y, c, depth) for c in range(channels)),
                  width, height)

    def rgba(p):
        p = [to8(v, depth) for v in p]
        return {0: p * 3 + [255], 2: p + [255], 4: p[:1] * 3 + p[1:], 6: p}[colour_type]

    fixture(name, description, png(pixels, colour_type, depth, interlaced),
            [[rgba(p) for p in row] for row in pixels], width, height)


def palette(depth, transparency):
    entries = 1 << depth
    colours = [((i * 71 + 13) % 256, (i * 29 + 200) % 256, (i * 113 + 7) % 256)
               for i in range(entries)]
    alphas = [(i * 97 + 40) % 256 for i in range(entries - 1)] if transparency else []
    extra = chunk(b"PLTE", bytes(v for c in colours for v in c))
    if transparency:
        extra += chunk(b"tRNS", bytes(alphas))  # shorter than PLTE: the last entry stays opaque
    pixels = grid(lambda x, y: (sample(x, y, 0, depth),))
    expected = [[colours[p[0]] + ((alphas + [255] * entries)[p[0]],) for p in row]
                for row in pixels]
    name = f"palette{depth}" + ("_trns" if transparency else "")
    fixture(name, f"palette, {depth}-bit" + (", tRNS" if transparency else ""),
            png(pixels, 3, depth, extra=extra), expected)


def keyed(colour_type, key):
    """Grey or RGB whose tRNS chunk makes one colour fully transparent."""
    channels = CHANNELS[colour_type]
    pixels = grid(lambda x, y: tuple(key[c] if (x + y) % 3 == 0 else sample(x, y, c, 8)
                                     for c in range(channels)))
    expected = [[(p * 3 if channels == 1 else p) + ((0,) if p == key else (255,))
                 for p in row] for row in pixels]
    tRNS = b"".join(struct.pack(">H", v) for v in key)
    name = {0: "grey8_trns", 2: "rgb8_trns"}[colour_type]
    fixture(name, name.replace("_", ", ").replace("trns", "tRNS colour key"),
            png(pixels, colour_type, 8, extra=chunk(b"tRNS", tRNS)), expected)


for depth in (1, 2, 4, 8, 16):
    grey(depth)
for depth in (8, 16):
    colour(4, depth, f"grey_alpha{depth}", f"grey and alpha, {depth}-bit")
    colour(2, depth, f"rgb{depth}", f"RGB, {depth}-bit")
    colour(6, depth, f"rgba{depth}", f"RGBA, {depth}-bit")
for depth in (1, 2, 4, 8):
    palette(depth, transparency=False)
palette(4, transparency=True)
palette(8, transparency=True)
keyed(0, (77,))
keyed(2, (10, 20, 30))
# 13×11 fills every one of the seven Adam7 passes with partial blocks.
colour(6, 8, "rgba8_interlaced", "RGBA, 8-bit, Adam7", interlaced=True, width=13, height=11)
grey(2, "grey2_interlaced", interlaced=True, width=13, height=11)

with open("expected.json", "w") as f:  # one fixture a line
    f.write("{\n" + ",\n".join(json.dumps(k) + ": " + json.dumps(FIXTURES[k], sort_keys=True)
                               for k in sorted(FIXTURES)) + "\n}\n")

# Files that must be refused: a critical chunk no decoder knows, a size beyond a pixmap's, and
# a size within it but far more pixels than the image data can hold.
plain = grid(lambda x, y: (sample(x, y, 0, 8),))
with open("unknown_critical_chunk.png", "wb") as f:
    f.write(png(plain, 0, 8, extra=chunk(b"XYZw", b"\x00")))
with open("too_large.png", "wb") as f:
    f.write(png([[(0,)]], 0, 8, size=(16385, 1)))
with open("image_data_too_short.png", "wb") as f:
    f.write(png([[(0,)]], 0, 8, size=(16384, 16384)))
