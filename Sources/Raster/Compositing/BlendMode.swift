/// How a source colour combines with the destination: CoreGraphics' 28 blend modes, in Apple's
/// order, so `rawValue` equals `CGBlendMode.rawValue`.
///
/// The first sixteen are the PDF / W3C Compositing and Blending modes (twelve separable, four
/// non-separable), composited source-over; then the Porter–Duff operators; then Apple's
/// `plusDarker` (R = max(0, 1 − ((1 − D) + (1 − S)))) and `plusLighter` (R = min(1, S + D)).
public enum BlendMode: Int32, CaseIterable, Sendable {
  case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight
  case hardLight, difference, exclusion, hue, saturation, color, luminosity
  case clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn
  case destinationOut, destinationAtop, xor, plusDarker, plusLighter
}
