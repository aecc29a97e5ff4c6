import Foundation

extension UIFontDescriptor {
  /// The keys of a descriptor's attributes, with the raw values iOS gives them.
  public struct AttributeName: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The family name, such as "Inter" (a `String`).
    public static let family = AttributeName("NSFontFamilyAttribute")
    /// The font's PostScript name, such as "Inter-Bold" (a `String`).
    public static let name = AttributeName("NSFontNameAttribute")
    /// The style name within the family, such as "Bold" (a `String`).
    public static let face = AttributeName("NSFontFaceAttribute")
    /// The point size (a number).
    public static let size = AttributeName("NSFontSizeAttribute")
    /// The name to show to people (a `String`).
    public static let visibleName = AttributeName("NSFontVisibleNameAttribute")
    /// The font's transform (a `CGAffineTransform`).
    public static let matrix = AttributeName("NSFontMatrixAttribute")
    /// The characters the font covers (a `CharacterSet`).
    public static let characterSet = AttributeName("NSCTFontCharacterSetAttribute")
    /// Descriptors of the fonts to fall back to (an array of `UIFontDescriptor`).
    public static let cascadeList = AttributeName("NSCTFontCascadeListAttribute")
    /// The traits, a dictionary keyed by ``TraitKey``.
    public static let traits = AttributeName("NSCTFontTraitsAttribute")
    /// An advance to give every glyph (a number).
    public static let fixedAdvance = AttributeName("NSCTFontFixedAdvanceAttribute")
    /// Feature settings: an array of dictionaries keyed by ``FeatureKey``.
    public static let featureSettings = AttributeName("NSCTFontFeatureSettingsAttribute")
    /// The text style (a `UIFont.TextStyle`) of a Dynamic Type font.
    public static let textStyle = AttributeName("NSCTFontUIUsageAttribute")
  }

  /// The keys of the traits dictionary (``AttributeName/traits``).
  public struct TraitKey: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The symbolic traits (a number holding ``SymbolicTraits`` bits).
    public static let symbolic = TraitKey("NSCTFontSymbolicTrait")
    /// The weight, from −1 to 1 with regular at 0 (a number or a `UIFont.Weight`).
    public static let weight = TraitKey("NSCTFontWeightTrait")
    /// The width, from −1 (condensed) to 1 (expanded) with normal at 0 (a number).
    public static let width = TraitKey("NSCTFontProportionTrait")
    /// The slant, from −1 to 1 with upright at 0 (a number).
    public static let slant = TraitKey("NSCTFontSlantTrait")
  }

  /// The keys of one feature setting (``AttributeName/featureSettings``): an AAT feature type
  /// and selector, as Core Text numbers them (`kNumberCaseType`, `kLowerCaseNumbersSelector`).
  public struct FeatureKey: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The feature type (a number).
    public static let type = FeatureKey("CTFeatureTypeIdentifier")
    /// The feature selector (a number).
    public static let selector = FeatureKey("CTFeatureSelectorIdentifier")
    /// The feature type: the name iOS 7 to 14 gave ``type``.
    @available(*, deprecated, renamed: "type")
    public static let featureIdentifier = FeatureKey.type
    /// The feature selector: the name iOS 7 to 14 gave ``selector``.
    @available(*, deprecated, renamed: "selector")
    public static let typeIdentifier = FeatureKey.selector
  }

  /// A font's style, as bits: bold, italic, monospaced, condensed… and its family's class.
  public struct SymbolicTraits: OptionSet, Hashable, Sendable {
    public var rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Italic or oblique.
    public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
    /// Bold (semibold and heavier).
    public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
    /// Wider than the family's normal width.
    public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
    /// Narrower than the family's normal width.
    public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
    /// Every glyph has the same advance.
    public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
    /// Glyphs for vertical text.
    public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
    /// Optimised for user interface text.
    public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
    /// Tighter line spacing than the font's own.
    public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
    /// Looser line spacing than the font's own.
    public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)

    /// The bits holding the family's class (one of the `class…` values).
    public static let classMask = SymbolicTraits(rawValue: 0xF000_0000)
    /// No class.
    public static let classUnknown = SymbolicTraits([])
    /// Old-style serifs.
    public static let classOldStyleSerifs = SymbolicTraits(rawValue: 1 << 28)
    /// Transitional serifs.
    public static let classTransitionalSerifs = SymbolicTraits(rawValue: 2 << 28)
    /// Modern serifs.
    public static let classModernSerifs = SymbolicTraits(rawValue: 3 << 28)
    /// Clarendon serifs.
    public static let classClarendonSerifs = SymbolicTraits(rawValue: 4 << 28)
    /// Slab serifs.
    public static let classSlabSerifs = SymbolicTraits(rawValue: 5 << 28)
    /// Freeform serifs.
    public static let classFreeformSerifs = SymbolicTraits(rawValue: 7 << 28)
    /// Sans serif.
    public static let classSansSerif = SymbolicTraits(rawValue: 8 << 28)
    /// Ornamentals.
    public static let classOrnamentals = SymbolicTraits(rawValue: 9 << 28)
    /// Scripts.
    public static let classScripts = SymbolicTraits(rawValue: 10 << 28)
    /// Symbols.
    public static let classSymbolic = SymbolicTraits(rawValue: 12 << 28)
  }

  /// The designs of the system font (``UIFontDescriptor/withDesign(_:)``).
  public struct SystemDesign: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The system font's own design.
    public static let `default` = SystemDesign("NSCTFontUIFontDesignDefault")
    /// Rounded letterforms.
    public static let rounded = SystemDesign("NSCTFontUIFontDesignRounded")
    /// Monospaced letterforms.
    public static let monospaced = SystemDesign("NSCTFontUIFontDesignMonospaced")
    /// Serif letterforms.
    public static let serif = SystemDesign("NSCTFontUIFontDesignSerif")
  }
}
