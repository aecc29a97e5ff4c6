import CoreGraphics
import Typesetting

/// The keys of the feature dictionaries `CTFontCopyFeatures` returns and feature settings take,
/// with Core Text's values.
public let kCTFontFeatureTypeIdentifierKey: CFString = "CTFeatureTypeIdentifier"
public let kCTFontFeatureTypeNameKey: CFString = "CTFeatureTypeName"
public let kCTFontFeatureTypeExclusiveKey: CFString = "CTFeatureTypeExclusive"
public let kCTFontFeatureTypeSelectorsKey: CFString = "CTFeatureTypeSelectors"
public let kCTFontFeatureSelectorIdentifierKey: CFString = "CTFeatureSelectorIdentifier"
public let kCTFontFeatureSelectorNameKey: CFString = "CTFeatureSelectorName"
public let kCTFontFeatureSelectorDefaultKey: CFString = "CTFeatureSelectorDefault"
public let kCTFontFeatureSelectorSettingKey: CFString = "CTFeatureSelectorSetting"
/// The OpenType feature tag of a feature setting (such as "smcp").
public let kCTFontOpenTypeFeatureTag: CFString = "CTFeatureOpenTypeTag"
/// The value of an OpenType feature setting (1 on, 0 off).
public let kCTFontOpenTypeFeatureValue: CFString = "CTFeatureOpenTypeValue"

/// The font's features, as Core Text lists them: one dictionary per AAT feature type that the
/// font's OpenType features answer (type identifier, name, whether exclusive, and its
/// selectors, each with identifier, name and whether it is the default); nil when it has none.
///
/// Divergence: Core Text lists every feature of the font, named by the font; Offscreen lists
/// the types Typesetting's `AATFeatures` maps to OpenType, named as Core Text names them.
public func CTFontCopyFeatures(_ font: CTFont) -> CFArray? {
  let types = AATFeatures.types(offeredBy: font.typesettingFont.face.openTypeFeatureTags)
  guard !types.isEmpty else { return nil }
  let dictionaries: [[String: Any]] = types.map { type in
    [
      kCTFontFeatureTypeIdentifierKey: type.identifier,
      kCTFontFeatureTypeNameKey: type.name,
      kCTFontFeatureTypeExclusiveKey: type.isExclusive,
      kCTFontFeatureTypeSelectorsKey: type.selectors.map { selector -> [String: Any] in
        [
          kCTFontFeatureSelectorIdentifierKey: selector.identifier,
          kCTFontFeatureSelectorNameKey: selector.name,
          kCTFontFeatureSelectorDefaultKey: selector.isDefault,
        ]
      },
    ]
  }
  return dictionaries as NSArray
}
