/// Colours at locations from 0 to 1, drawn along a line or between two circles.
///
/// Colours are interpolated the way CoreGraphics interpolates a `CGGradient` in an RGB space:
/// component by component on the straight (unpremultiplied) sRGB-encoded values, alpha
/// included — so white to transparent black passes through half-transparent grey, as it does
/// on iOS — and only then premultiplied. Skia's default does the same.
public struct Gradient: Hashable, Sendable {
  /// One colour at one location.
  public struct Stop: Hashable, Sendable {
    public var location: Double
    public var color: Color

    public init(location: Double, color: Color) {
      self.location = location
      self.color = color
    }
  }

  /// The stops in increasing location; locations clamped to 0…1 (non-finite ones to 0). As in
  /// CoreGraphics, before the first stop the first colour holds, after the last the last does.
  public let stops: [Stop]

  /// A gradient through `stops`, sorted by location (stops at one location keep their order,
  /// which makes a hard edge). With no stops it draws nothing.
  public init(stops: [Stop]) {
    self.stops =
      stops
      .map {
        Stop(location: $0.location.isFinite ? min(max($0.location, 0), 1) : 0, color: $0.color)
      }
      .enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
      .map(\.element)
  }

  /// The straight colour at `t` in 0…1.
  func color(at t: Double) -> Color {
    guard let first = stops.first, let last = stops.last else { return .clear }
    if t <= first.location { return first.color }
    if t >= last.location { return last.color }
    var upper = 1
    while stops[upper].location < t { upper += 1 }
    let a = stops[upper - 1]
    let b = stops[upper]
    let span = b.location - a.location
    let f = Float(span > 0 ? (t - a.location) / span : 1)
    return Color(
      red: a.color.red + (b.color.red - a.color.red) * f,
      green: a.color.green + (b.color.green - a.color.green) * f,
      blue: a.color.blue + (b.color.blue - a.color.blue) * f,
      alpha: a.color.alpha + (b.color.alpha - a.color.alpha) * f)
  }
}

/// Whether a gradient continues its end colours beyond its start and its end; without them
/// nothing is drawn there. Raw values equal `CGGradientDrawingOptions`'.
public struct GradientExtension: OptionSet, Hashable, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  public static let drawsBeforeStartLocation = GradientExtension(rawValue: 1)
  public static let drawsAfterEndLocation = GradientExtension(rawValue: 2)
  /// Both: the start and end colours continue forever ("pad").
  public static let pad: GradientExtension = [.drawsBeforeStartLocation, .drawsAfterEndLocation]
}
