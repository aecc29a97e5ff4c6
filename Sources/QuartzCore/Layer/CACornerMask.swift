/// Which corners of a layer `cornerRadius` rounds. The names are in Core Animation's
/// y-up terms: on iOS, where a layer's geometry is flipped, `layerMinXMinYCorner` is top-left.
public struct CACornerMask: OptionSet, Sendable, Hashable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// The top-left corner on iOS.
  public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
  /// The top-right corner on iOS.
  public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
  /// The bottom-left corner on iOS.
  public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
  /// The bottom-right corner on iOS.
  public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

/// The curve of a layer's rounded corners.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  /// A quarter circle.
  public static let circular = CALayerCornerCurve(rawValue: "circular")
  /// Apple's continuous curvature ("squircle") corner.
  public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

/// How a layer's contents are placed in its bounds.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  public static let center = CALayerContentsGravity(rawValue: "center")
  public static let top = CALayerContentsGravity(rawValue: "top")
  public static let bottom = CALayerContentsGravity(rawValue: "bottom")
  public static let left = CALayerContentsGravity(rawValue: "left")
  public static let right = CALayerContentsGravity(rawValue: "right")
  public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
  public static let topRight = CALayerContentsGravity(rawValue: "topRight")
  public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
  public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
  /// Stretched to fill the bounds (the default).
  public static let resize = CALayerContentsGravity(rawValue: "resize")
  /// Scaled to fit inside the bounds, keeping its aspect ratio.
  public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
  /// Scaled to fill the bounds, keeping its aspect ratio; the overflow is cut off only when
  /// the layer masks to bounds.
  public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
}
