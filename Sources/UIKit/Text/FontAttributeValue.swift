import Foundation
import Typesetting

/// Reads the values of font descriptor attributes as iOS code stores them: strings or
/// `NSString`s, numbers of any type or `NSNumber`s, `UIFont.Weight`s, dictionaries keyed by the
/// key types or by their raw strings.
enum FontAttributeValue {
  /// A string, from a `String`, an `NSString` or a text style.
  static func string(_ value: Any?) -> String? {
    switch value {
    case let style as UIFont.TextStyle: style.rawValue
    case let string as String: string
    default: nil
    }
  }

  /// A number, from any numeric type, an `NSNumber` or a `UIFont.Weight`.
  static func number(_ value: Any?) -> Double? {
    switch value {
    case let weight as UIFont.Weight: Double(weight.rawValue)
    case let number as UInt32: Double(number)
    default: StyledText.number(value)
    }
  }

  /// Symbolic traits, from a `SymbolicTraits` value or its raw number.
  static func symbolicTraits(_ value: Any?) -> UIFontDescriptor.SymbolicTraits? {
    if let traits = value as? UIFontDescriptor.SymbolicTraits { return traits }
    return number(value).map {
      UIFontDescriptor.SymbolicTraits(rawValue: UInt32(clamping: Int($0)))
    }
  }

  /// A traits dictionary, keyed by `TraitKey` or by the keys' raw strings.
  static func traits(_ value: Any?) -> [UIFontDescriptor.TraitKey: Any] {
    if let traits = value as? [UIFontDescriptor.TraitKey: Any] { return traits }
    guard let traits = value as? [String: Any] else { return [:] }
    return Dictionary(uniqueKeysWithValues: traits.map { (.init(rawValue: $0.key), $0.value) })
  }

  /// The OpenType features that feature settings turn on: each setting an AAT type and
  /// selector (`FeatureKey.type` and `.selector`), or an OpenType tag and value
  /// (`CTFeatureOpenTypeTag`, `CTFeatureOpenTypeValue`, as Core Text also takes).
  static func features(_ value: Any?) -> [FontFeature] {
    let settings: [[String: Any]]
    if let keyed = value as? [[UIFontDescriptor.FeatureKey: Any]] {
      settings = keyed.map {
        Dictionary(uniqueKeysWithValues: $0.map { ($0.key.rawValue, $0.value) })
      }
    } else {
      settings = value as? [[String: Any]] ?? []
    }
    return settings.flatMap { setting -> [FontFeature] in
      if let tag = string(setting[openTypeTag]), tag.utf8.count == 4 {
        let value = number(setting[openTypeValue]).map { UInt32(clamping: Int($0)) } ?? 1
        return [FontFeature(tag: tag, value: value)]
      }
      guard let type = number(setting[UIFontDescriptor.FeatureKey.type.rawValue]),
        let selector = number(setting[UIFontDescriptor.FeatureKey.selector.rawValue])
      else { return [] }
      return AATFeatures.features(type: Int(type), selector: Int(selector))
    }
  }

  /// Feature settings that turn on `features`: the AAT type and selector that stands for each,
  /// else its OpenType tag and value.
  static func settings(of features: [FontFeature]) -> [[UIFontDescriptor.FeatureKey: Any]] {
    features.map { feature in
      for type in AATFeatures.types {
        for selector in type.selectors where selector.features == [feature] {
          return [
            .type: NSNumber(value: type.identifier),
            .selector: NSNumber(value: selector.identifier),
          ]
        }
      }
      return [
        .init(rawValue: openTypeTag): feature.tag,
        .init(rawValue: openTypeValue): NSNumber(value: feature.value),
      ]
    }
  }

  /// Core Text's keys of an OpenType feature setting.
  static let openTypeTag = "CTFeatureOpenTypeTag"
  static let openTypeValue = "CTFeatureOpenTypeValue"
}
