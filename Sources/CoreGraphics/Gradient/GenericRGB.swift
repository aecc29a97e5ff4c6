import Foundation
import Raster

/// Apple's Generic RGB colour space, in which Core Animation draws a `CAGradientLayer`.
///
/// Apple documents that a `CGGradient` made without a colour space is drawn in Generic RGB.
/// A `CAGradientLayer` is drawn that way with its colours' components read as Generic RGB
/// values, unconverted: iOS's own reference image of a red-to-yellow layer
/// (swift-snapshot-testing's `testCALayerWithGradient`) has green 38 in its top row (pure red
/// read as Generic RGB is sRGB (255, 38, 0)), 147 at mid-height and 251 in its bottom row,
/// where a ramp interpolated in sRGB would give 0, 128 and 255. Generic RGB has a 1.8 gamma and
/// these chromaticities, white D65: red (0.630, 0.340), green (0.295, 0.605), blue
/// (0.155, 0.077); interpolated there and converted to sRGB they give that ramp to within a
/// level.
enum GenericRGB {
  /// Linear Generic RGB to linear sRGB (rows: sRGB red, green, blue), from the chromaticities.
  static let toLinearSRGB: [[Double]] = [
    [1.025252, -0.026548, 0.001295],
    [0.019394, 0.948028, 0.032578],
    [-0.001770, -0.001442, 1.003212],
  ]

  /// `color`'s components read as Generic RGB, in sRGB (clamped to its gamut); alpha is kept.
  static func sRGB(_ color: Color) -> Color {
    let linear = [color.red, color.green, color.blue].map {
      pow(Double(min(max($0, 0), 1)), 1.8)
    }
    let out = toLinearSRGB.map { row in
      Float(encode(zip(row, linear).reduce(0) { $0 + $1.0 * $1.1 }))
    }
    return Color(red: out[0], green: out[1], blue: out[2], alpha: color.alpha)
  }

  /// The sRGB transfer function, for a linear value clamped to 0…1.
  private static func encode(_ linear: Double) -> Double {
    let l = min(max(linear, 0), 1)
    return l <= 0.0031308 ? 12.92 * l : 1.055 * pow(l, 1 / 2.4) - 0.055
  }
}

extension CGGradient {
  /// Samples between stops: linear interpolation between 64 samples of a Generic RGB ramp
  /// stays within an eighth of a level of the curve.
  private static let genericRGBSamples = 64

  /// The gradient of `colors` at `locations` (nil: evenly spaced) as Core Animation draws a
  /// `CAGradientLayer`: each colour's components read as Generic RGB, interpolated in Generic
  /// RGB and drawn in sRGB. Nil when there are no colours or the counts differ.
  package static func readingComponentsAsGenericRGB(
    colors: [CGColor], locations: [CGFloat]?
  ) -> CGGradient? {
    guard let plain = CGGradient(colorsSpace: nil, colors: colors as CFArray, locations: locations)
    else { return nil }
    let stops = plain.stops
    var sampled: [(location: Double, color: Color)] = []
    for (a, b) in zip(stops, stops.dropFirst()) {
      for i in 0..<genericRGBSamples {
        let f = Float(i) / Float(genericRGBSamples)
        let mixed = Color(
          red: a.color.red + (b.color.red - a.color.red) * f,
          green: a.color.green + (b.color.green - a.color.green) * f,
          blue: a.color.blue + (b.color.blue - a.color.blue) * f,
          alpha: a.color.alpha + (b.color.alpha - a.color.alpha) * f)
        let location = a.location + (b.location - a.location) * Double(f)
        sampled.append((location, GenericRGB.sRGB(mixed)))
      }
    }
    if let last = stops.last { sampled.append((last.location, GenericRGB.sRGB(last.color))) }
    return CGGradient(stops: sampled)
  }
}
