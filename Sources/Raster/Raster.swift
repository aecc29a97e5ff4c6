// Raster: Offscreen's software rasteriser.
//
// Principles:
// - Pixels are premultiplied RGBA8, bytes in R, G, B, A order — the layout of a CoreGraphics
//   bitmap context with `premultipliedLast` alpha.
// - Colour is blended the way CoreGraphics' sRGB bitmap contexts, Cairo and Skia blend it: on
//   the sRGB-encoded values, with 8-bit coverage, no linearisation and no gamma on coverage.
// - Shapes become coverage by exact area accumulation (the signed area of each edge inside each
//   pixel, then a prefix sum along the row), the algorithm of FreeType's smooth rasteriser and
//   font-rs. The rasteriser hands coverage to a `CoverageSink` one run at a time, so filling,
//   clipping and compositing happen in one pass over the row with no intermediate mask.
// - Invalid geometry draws nothing: non-finite coordinates are dropped, never drawn, and no
//   drawing call traps or throws. Only creating a pixmap can fail, with a `PixmapError`.
