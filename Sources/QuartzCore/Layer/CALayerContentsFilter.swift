/// How a layer's contents are sampled when drawn at another size than their pixels.
public struct CALayerContentsFilter: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Blends the nearest pixels (the default).
  public static let linear = CALayerContentsFilter(rawValue: "linear")
  /// Takes the nearest pixel: hard pixel edges, as pixel art wants.
  public static let nearest = CALayerContentsFilter(rawValue: "nearest")
  /// Blends the nearest pixels of the two nearest levels of detail.
  public static let trilinear = CALayerContentsFilter(rawValue: "trilinear")
}
