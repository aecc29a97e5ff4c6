import Raster

/// How drawn colours combine with what is already there; Apple's 28 modes in Apple's order.
public enum CGBlendMode: Int32, CaseIterable, Sendable {
  case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight
  case hardLight, difference, exclusion, hue, saturation, color, luminosity
  case clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn
  case destinationOut, destinationAtop, xor, plusDarker, plusLighter

  var raster: BlendMode { BlendMode(rawValue: rawValue)! }  // the two enums share raw values
}

/// How images are sampled when drawn scaled or transformed.
public enum CGInterpolationQuality: Int32, Sendable {
  case `default` = 0
  case none = 1
  case low = 2
  case high = 3
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
