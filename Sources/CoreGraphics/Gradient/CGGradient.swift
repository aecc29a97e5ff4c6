import Raster

/// Colours at locations from 0 to 1, for `CGContext.drawLinearGradient` and
/// `drawRadialGradient`.
public final class CGGradient: Sendable {
  /// The stops in increasing location.
  let stops: [(location: Double, color: Color)]

  /// A gradient from colours; `locations` nil spaces them evenly from 0 to 1. Nil when there are
  /// no colours, an element is not a `CGColor`, or the counts differ.
  public init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: [CGFloat]?) {
    let cgColors = colors.compactMap { $0 as? CGColor }
    guard !cgColors.isEmpty, cgColors.count == colors.count else { return nil }
    let at = locations ?? CGGradient.evenLocations(cgColors.count)
    guard at.count == cgColors.count else { return nil }
    stops = CGGradient.sorted(zip(at, cgColors.map(\.raster)))
  }

  /// A gradient from flat components (`count` colours of the space's components and alpha).
  public init?(
    colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
    locations: UnsafePointer<CGFloat>?, count: Int
  ) {
    guard count > 0 else { return nil }
    let width = space.numberOfComponents + 1
    var colors: [Color] = []
    for i in 0..<count {
      guard let c = CGColor(colorSpace: space, components: components + i * width) else {
        return nil
      }
      colors.append(c.raster)
    }
    let at =
      locations.map { Array(UnsafeBufferPointer(start: $0, count: count)) }
      ?? CGGradient.evenLocations(count)
    stops = CGGradient.sorted(zip(at, colors))
  }

  /// A gradient through `stops`, already sorted.
  init(stops: [(location: Double, color: Color)]) {
    self.stops = stops
  }

  private static func evenLocations(_ n: Int) -> [CGFloat] {
    n == 1 ? [0] : (0..<n).map { CGFloat($0) / CGFloat(n - 1) }
  }

  private static func sorted(
    _ pairs: Zip2Sequence<[CGFloat], [Color]>
  ) -> [(location: Double, color: Color)] {
    pairs.map { (location: $0.isFinite ? min(max(Double($0), 0), 1) : 0, color: $1) }
      .sorted { $0.location < $1.location }
  }
}

/// Whether a gradient extends its end colours beyond its start and end.
public struct CGGradientDrawingOptions: OptionSet, Sendable {
  /// The option bits.
  public let rawValue: UInt32
  /// Options from their raw bits.
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// Fills beyond the start with the first colour.
  public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1)
  /// Fills beyond the end with the last colour.
  public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 2)
}
