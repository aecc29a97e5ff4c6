import Raster

/// How drawn colours combine with what is already there; Apple's 28 modes in Apple's order.
public enum CGBlendMode: Int32, CaseIterable, Sendable {
  /// Source-over, then the separable PDF blend modes.
  case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight
  /// The last separable PDF blend modes, then the non-separable ones (`hue` to `luminosity`).
  case hardLight, difference, exclusion, hue, saturation, color, luminosity
  /// Porter–Duff compositing operators.
  case clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn
  /// More Porter–Duff operators, then Apple's `plusDarker` and `plusLighter`.
  case destinationOut, destinationAtop, xor, plusDarker, plusLighter

  var raster: BlendMode { BlendMode(rawValue: rawValue)! }  // the two enums share raw values
}

/// How images are sampled when drawn scaled or transformed.
public enum CGInterpolationQuality: Int32, Sendable {
  /// The context's default quality.
  case `default` = 0
  /// Nearest-neighbour sampling.
  case none = 1
  /// Fast, lower-quality smoothing.
  case low = 2
  /// Slowest, highest-quality smoothing.
  case high = 3
  /// Medium quality, between low and high.
  case medium = 4

  /// Divergence: `.default` samples as `.high` does, which is what iOS bitmap contexts do by
  /// default for scaled images.
  var raster: InterpolationQuality {
    switch self {
    case .none: .none
    case .low: .low
    case .medium: .medium
    case .high, .default: .high
    }
  }

  init(_ quality: InterpolationQuality) {
    switch quality {
    case .none: self = .none
    case .low: self = .low
    case .medium: self = .medium
    case .high: self = .high
    }
  }
}
