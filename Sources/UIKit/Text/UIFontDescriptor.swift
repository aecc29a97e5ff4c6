import Foundation
import Typesetting

/// A description of a font by its attributes (family, name, size, traits, features, text
/// style), from which `UIFont(descriptor:size:)` makes the installed font that matches it.
///
/// Descriptors are immutable: the `with…` and ``addingAttributes(_:)`` methods return new ones.
/// Values are stored as iOS stores them (strings, numbers, dictionaries keyed by ``TraitKey``
/// and ``FeatureKey``), so code that reads them back with `as? String`, `as? CGFloat` or
/// `as? UIFont.TextStyle` gets what it gets on iOS.
open class UIFontDescriptor: NSObject, NSCopying, @unchecked Sendable {
  /// Every attribute of the descriptor.
  public let fontAttributes: [AttributeName: Any]

  /// A descriptor with `attributes` (none: the system font at 12 points).
  public init(fontAttributes attributes: [AttributeName: Any] = [:]) {
    fontAttributes = attributes
  }

  /// A descriptor of the font with PostScript name `fontName` at `size` points.
  public convenience init(name fontName: String, size: CGFloat) {
    self.init(fontAttributes: [.name: fontName, .size: NSNumber(value: Double(size))])
  }

  /// A descriptor of the font with PostScript name `fontName`, drawn with `matrix`.
  public convenience init(name fontName: String, matrix: CGAffineTransform) {
    self.init(fontAttributes: [.name: fontName, .matrix: matrix])
  }

  /// The descriptor of the system font for a Dynamic Type text style, at its size for the
  /// content size category of `UITraitCollection.current` (as `preferredFont(forTextStyle:)`).
  open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle)
    -> UIFontDescriptor
  {
    preferredFontDescriptor(withTextStyle: style, compatibleWith: nil)
  }

  /// The descriptor of the system font for a text style at its size for the content size
  /// category of `traitCollection`.
  open class func preferredFontDescriptor(
    withTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?
  ) -> UIFontDescriptor {
    let size = DynamicTypeSizes.size(
      of: style, at: DynamicTypeSizes.category(in: traitCollection))
    return UIFontDescriptor(fontAttributes: [
      .textStyle: NSString(string: style.rawValue), .size: NSNumber(value: Double(size)),
    ])
  }

  // MARK: Reading attributes

  /// The value of one attribute, or nil.
  open func object(forKey anAttribute: AttributeName) -> Any? {
    fontAttributes[anAttribute]
  }

  /// The point size the descriptor asks for; 0 when it names none.
  open var pointSize: CGFloat {
    CGFloat(FontAttributeValue.number(fontAttributes[.size]) ?? 0)
  }

  /// The PostScript name of the font the descriptor names, or else of the font it matches.
  open var postscriptName: String {
    FontAttributeValue.string(fontAttributes[.name])
      ?? FontMatch(self, size: 12).font.face.postScriptName
  }

  /// The transform the descriptor asks for; the identity when it names none.
  open var matrix: CGAffineTransform {
    fontAttributes[.matrix] as? CGAffineTransform ?? .identity
  }

  /// The traits of the font the descriptor matches (bold for semibold and heavier faces,
  /// italic, monospaced), with the other traits it asks for.
  open var symbolicTraits: SymbolicTraits {
    let requested = FontMatch.Traits(self).symbolic ?? []
    let face = FontMatch(self, size: 12).font.face
    var traits = requested.subtracting([.traitBold, .traitItalic, .traitMonoSpace])
    if face.weight >= .semibold { traits.insert(.traitBold) }
    if face.isItalic { traits.insert(.traitItalic) }
    if face.isFixedPitch { traits.insert(.traitMonoSpace) }
    return traits
  }

  // MARK: Derived descriptors

  /// The descriptor with `attributes` added, replacing those of the same names.
  open func addingAttributes(_ attributes: [AttributeName: Any]) -> UIFontDescriptor {
    UIFontDescriptor(fontAttributes: fontAttributes.merging(attributes) { $1 })
  }

  /// The descriptor at another point size.
  open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
    addingAttributes([.size: NSNumber(value: Double(newPointSize))])
  }

  /// The descriptor drawn with another transform.
  open func withMatrix(_ matrix: CGAffineTransform) -> UIFontDescriptor {
    addingAttributes([.matrix: matrix])
  }

  /// The descriptor of another face (style name, such as "Bold") of its family.
  open func withFace(_ newFace: String) -> UIFontDescriptor {
    var attributes = fontAttributes
    if attributes[.family] == nil {
      attributes[.family] = FontMatch(self, size: 12).font.face.familyName
    }
    attributes[.name] = nil
    attributes[.textStyle] = nil
    attributes[.face] = newFace
    return UIFontDescriptor(fontAttributes: attributes)
  }

  /// The descriptor of another family, keeping the size, traits and features: the name and
  /// text style, which would pick a font of their own, are dropped.
  open func withFamily(_ newFamily: String) -> UIFontDescriptor {
    var attributes = fontAttributes
    attributes[.name] = nil
    attributes[.textStyle] = nil
    attributes[.family] = newFamily
    return UIFontDescriptor(fontAttributes: attributes)
  }

  /// The descriptor with exactly `symbolicTraits` (they replace the traits it asked for), or
  /// nil when the family has no face with the bold, italic or monospaced trait asked for. The
  /// system font always has one: its faces, or the monospaced font's for monospace.
  open func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
    var traits = fontAttributes[.traits] as? [TraitKey: Any] ?? [:]
    traits[.symbolic] = NSNumber(value: symbolicTraits.rawValue)
    let descriptor = addingAttributes([.traits: traits])
    let match = FontMatch(descriptor, size: 12)
    guard !match.isSystem else { return descriptor }
    let face = match.font.face
    let satisfied =
      (!symbolicTraits.contains(.traitBold) || face.weight >= .semibold)
      && (!symbolicTraits.contains(.traitItalic) || face.isItalic)
      && (!symbolicTraits.contains(.traitMonoSpace) || face.isFixedPitch)
    return satisfied ? descriptor : nil
  }

  /// The descriptor in another design of the system font, or nil when the descriptor is not
  /// of the system font (a named font or family has no designs).
  ///
  /// Divergence: iOS draws the designs with SF Pro Rounded, SF Mono and New York; Offscreen
  /// draws serif with fontconfig's serif font (DejaVu Serif), monospaced with its monospaced
  /// font (DejaVu Sans Mono), and rounded, which no installed font has, with the system font.
  open func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
    let designs: [SystemDesign] = [.serif, .monospaced]
    let family = FontAttributeValue.string(fontAttributes[.family])
    guard fontAttributes[.name] == nil,
      family == nil || designs.contains(where: { Self.family(of: $0) == family })
    else { return nil }
    var attributes = fontAttributes
    attributes[.family] = Self.family(of: design)
    return UIFontDescriptor(fontAttributes: attributes)
  }

  /// The installed family that draws `design`; nil for the system font's own.
  private static func family(of design: SystemDesign) -> String? {
    let generic: String
    switch design {
    case .serif: generic = "serif"
    case .monospaced: generic = "monospace"
    default: return nil
    }
    return FontLibrary.shared.font(family: generic, size: 12)?.face.familyName
  }

  // MARK: NSObject

  /// Descriptors are immutable: a copy is the descriptor itself.
  open func copy(with zone: NSZone? = nil) -> Any { self }

  /// Descriptors are equal when their attributes are.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIFontDescriptor else { return false }
    return bridged == other.bridged
  }

  open override var hash: Int { bridged.hash }

  open override var description: String {
    "UICTFontDescriptor \(bridged)"
  }

  /// The attributes keyed by their raw names, as Foundation compares and prints them.
  private var bridged: NSDictionary {
    NSDictionary(
      dictionary: Dictionary(
        uniqueKeysWithValues: fontAttributes.map { ($0.key.rawValue, $0.value) }
      ))
  }
}
