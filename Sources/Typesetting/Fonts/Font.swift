/// A face at a size, with the OpenType features shaping turns on.
public struct Font: Hashable, Sendable {
  public let face: FontFace
  /// The em size in points (pixels at scale 1).
  public let size: Double
  public let features: [FontFeature]
  /// Set on the system font: the face for each size, SF Pro's metrics and Apple's tracking.
  public let system: SystemFontDesign?

  public init(face: FontFace, size: Double, features: [FontFeature] = []) {
    self.face = face
    self.size = Self.clamped(size)
    self.features = features
    system = nil
  }

  /// The system font at `size`: `system`'s face for that size.
  public init(system: SystemFontDesign, size: Double, features: [FontFeature] = []) {
    self.size = Self.clamped(size)
    face = system.face(size: self.size)
    self.features = features
    self.system = system
  }

  public var metrics: FontMetrics {
    var metrics = face.metrics(size: size)
    if let line = system?.lineMetrics {
      metrics.ascender = line.ascender * size
      metrics.descender = line.descender * size
      metrics.leading = line.leading * size
      metrics.capHeight = line.capHeight * size
      metrics.xHeight = line.xHeight * size
    }
    return metrics
  }

  /// Space added after every character, in points: the system font's tracking for its size, as
  /// Core Text adds SF Pro's; zero for any other font.
  public var tracking: Double { system == nil ? 0 : SystemFontDesign.tracking(size: size) }

  /// SF Pro Text's advances, where this font is the system font's stand-in face at a size iOS
  /// draws with SF Pro Text; nil otherwise (SF Pro itself, fallback faces, larger sizes).
  var sfProTextAdvances: SFProTextAdvances? {
    guard let system, let advances = system.textAdvances, face === system.text,
      size < SFProTextAdvances.sizesBelow
    else { return nil }
    return advances
  }

  /// The same font and features at another size (for the system font, in the face for that
  /// size).
  public func withSize(_ size: Double) -> Font {
    if let system { return Font(system: system, size: size, features: features) }
    return Font(face: face, size: size, features: features)
  }

  /// Font units to points at this size.
  var scale: Double { size / Double(face.unitsPerEm) }

  private static func clamped(_ size: Double) -> Double { size.isFinite ? max(size, 0) : 0 }
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
