/// A face at a size, with the OpenType features shaping turns on.
public struct Font: Hashable, Sendable {
  public let face: FontFace
  /// The em size in points (pixels at scale 1).
  public let size: Double
  public let features: [FontFeature]

  public init(face: FontFace, size: Double, features: [FontFeature] = []) {
    self.face = face
    self.size = size.isFinite ? max(size, 0) : 0
    self.features = features
  }

  public var metrics: FontMetrics { face.metrics(size: size) }

  /// The same face and features at another size.
  public func withSize(_ size: Double) -> Font { Font(face: face, size: size, features: features) }

  /// Font units to points at this size.
  var scale: Double { size / Double(face.unitsPerEm) }
}

/// An OpenType feature setting, such as tabular figures for `monospacedDigitSystemFont`.
public struct FontFeature: Hashable, Sendable {
  /// The four-letter OpenType tag.
  public let tag: String
  public let value: UInt32

  public init(tag: String, value: UInt32 = 1) {
    self.tag = tag
    self.value = value
  }

  /// `tnum`: every digit takes the same advance.
  public static let tabularFigures = FontFeature(tag: "tnum")
}
