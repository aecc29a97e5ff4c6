// ImageComparison: compares two renderings the way swift-snapshot-testing does on iOS, natively.
//
// - `precision` is the share of pixels that must match; `perceptualPrecision` carries the
//   meaning swift-snapshot-testing gives it through CoreImage's `CILabDeltaE`: a pixel matches
//   when its CIE ΔE 1994 (0–100) from the reference is at most (1 − perceptualPrecision) × 100.
// - Identical pixels are found by comparing whole 32-bit words; only differing pixels pay for
//   the conversion to CIELAB, so a mostly unchanged full-screen image costs a memory pass.
// - Anti-aliased pixels can be left out of the count, as pixelmatch does, when asked.
