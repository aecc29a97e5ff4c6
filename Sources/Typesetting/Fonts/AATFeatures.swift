/// Apple's font features (the AAT feature registry's types and selectors, which UIKit's and
/// Core Text's feature settings name) and the OpenType features they stand for.
///
/// Core Text takes a feature setting as an AAT type and selector (`kNumberCaseType`,
/// `kLowerCaseNumbersSelector`) and, for an OpenType font, turns on the OpenType feature that
/// does the same (`onum`). This is that translation, for the features apps ask for; a type or
/// selector it does not list turns nothing on, as Core Text ignores a setting no feature of
/// the font answers.
public enum AATFeatures {
  /// One feature type: its number in the registry, its name as Core Text reports it, whether
  /// its selectors exclude each other, and its selectors.
  public struct FeatureType: Sendable {
    public let identifier: Int
    public let name: String
    public let isExclusive: Bool
    public let selectors: [Selector]
  }

  /// One selector of a type: its number, its name, and the OpenType features it sets (a
  /// selector that turns a feature off, or back to the default, sets them to 0).
  public struct Selector: Sendable {
    public let identifier: Int
    public let name: String
    public let isDefault: Bool
    public let features: [FontFeature]
  }

  /// The OpenType features that AAT type `type`, selector `selector` sets; empty when the
  /// pair is not one this table knows.
  public static func features(type: Int, selector: Int) -> [FontFeature] {
    types.first { $0.identifier == type }?.selectors
      .first { $0.identifier == selector }?.features ?? []
  }

  /// The feature types whose selectors turn on one of `tags` (a face's OpenType feature
  /// tags), each with those selectors, the selectors that turn them off and its no-op
  /// default: what Core Text lists as a font's features.
  public static func types(offeredBy tags: Set<String>) -> [FeatureType] {
    types.compactMap { type in
      let kept = type.selectors.filter { selector in
        let touched = selector.features.contains { tags.contains($0.tag) }
        let turnsOn = selector.features.contains { $0.value != 0 && tags.contains($0.tag) }
        let turnsOff = selector.features.allSatisfy { $0.value == 0 }
        return turnsOn || (turnsOff && touched) || selector.features.isEmpty
      }
      guard kept.contains(where: { $0.features.contains { $0.value != 0 } }) else { return nil }
      return FeatureType(
        identifier: type.identifier, name: type.name, isExclusive: type.isExclusive,
        selectors: kept)
    }
  }

  private static func on(_ tags: String...) -> [FontFeature] {
    tags.map { FontFeature(tag: $0, value: 1) }
  }

  private static func off(_ tags: String...) -> [FontFeature] {
    tags.map { FontFeature(tag: $0, value: 0) }
  }

  private static func selector(
    _ identifier: Int, _ name: String, default isDefault: Bool = false, _ features: [FontFeature]
  ) -> Selector {
    Selector(identifier: identifier, name: name, isDefault: isDefault, features: features)
  }

  /// An on/off pair of selectors (on is even, off the next odd number), as most
  /// non-exclusive types number theirs.
  private static func toggle(_ on: Int, _ name: String, _ tag: String, default isOn: Bool = false)
    -> [Selector]
  {
    [
      selector(on, name, default: isOn, Self.on(tag)),
      selector(on + 1, name + " Off", default: !isOn, off(tag)),
    ]
  }

  /// The stylistic sets: selector 2n turns `ssNN` on, 2n + 1 off (n from 1 to 20).
  private static let stylisticSets: [Selector] =
    [selector(0, "No Alternates", default: true, [])]
    + (1...20).flatMap { set in
      toggle(2 * set, "Stylistic Set \(set)", "ss" + (set < 10 ? "0" : "") + String(set))
    }

  /// The registry's types and selectors (Apple's SFNTLayoutTypes.h numbers them), with the
  /// OpenType features Core Text maps them to.
  public static let types: [FeatureType] = [
    FeatureType(
      identifier: 1, name: "Ligatures", isExclusive: false,
      selectors: toggle(0, "Required Ligatures", "rlig", default: true)
        + toggle(2, "Common Ligatures", "liga", default: true)
        + toggle(4, "Rare Ligatures", "dlig") + toggle(18, "Contextual Ligatures", "clig")
        + toggle(20, "Historical Ligatures", "hlig")),
    FeatureType(
      identifier: 6, name: "Number Spacing", isExclusive: true,
      selectors: [
        selector(0, "Monospaced Numbers", on("tnum")),
        selector(1, "Proportional Numbers", on("pnum")),
      ]),
    FeatureType(
      identifier: 10, name: "Vertical Position", isExclusive: true,
      selectors: [
        selector(0, "Normal Vertical Position", default: true, off("sups", "subs", "ordn", "sinf")),
        selector(1, "Superiors/Superscripts", on("sups")),
        selector(2, "Inferiors/Subscripts", on("subs")),
        selector(3, "Ordinals", on("ordn")),
        selector(4, "Scientific Inferiors", on("sinf")),
      ]),
    FeatureType(
      identifier: 11, name: "Contextual Fractional Forms", isExclusive: true,
      selectors: [
        selector(0, "No Fractional Forms", default: true, off("frac", "afrc")),
        selector(1, "Vertical", on("afrc")),
        selector(2, "Diagonal", on("frac")),
      ]),
    FeatureType(
      identifier: 14, name: "Typographic Extras", isExclusive: false,
      selectors: toggle(4, "Slashed Zero", "zero")),
    FeatureType(
      identifier: 21, name: "Number Case", isExclusive: true,
      selectors: [
        selector(0, "Lowercase Numbers", on("onum")),
        selector(1, "Uppercase Numbers", on("lnum")),
      ]),
    FeatureType(
      identifier: 22, name: "Text Spacing", isExclusive: true,
      selectors: [
        selector(0, "Proportional", on("pwid")), selector(1, "Monospaced", on("fwid")),
        selector(2, "Half-width", on("hwid")), selector(3, "Third-width", on("twid")),
        selector(4, "Quarter-width", on("qwid")),
        selector(5, "Alternate Proportional", on("palt")),
        selector(6, "Alternate Half-width", on("halt")),
      ]),
    FeatureType(
      identifier: 33, name: "Case-Sensitive Layout", isExclusive: false,
      selectors: toggle(0, "Case-Sensitive Layout", "case")
        + toggle(2, "Case-Sensitive Spacing", "cpsp")),
    FeatureType(
      identifier: 35, name: "Alternative Stylistic Sets", isExclusive: false,
      selectors: stylisticSets),
    FeatureType(
      identifier: 36, name: "Contextual Alternates", isExclusive: false,
      selectors: toggle(0, "Contextual Alternates", "calt", default: true)
        + toggle(2, "Swash Alternates", "swsh") + toggle(4, "Contextual Swash Alternates", "cswh")),
    FeatureType(
      identifier: 37, name: "Lower Case", isExclusive: true,
      selectors: [
        selector(0, "Default Lower Case", default: true, off("smcp", "pcap")),
        selector(1, "Small Capitals", on("smcp")),
        selector(2, "Petite Capitals", on("pcap")),
      ]),
    FeatureType(
      identifier: 38, name: "Upper Case", isExclusive: true,
      selectors: [
        selector(0, "Default Upper Case", default: true, off("c2sc", "c2pc")),
        selector(1, "Small Capitals", on("c2sc")),
        selector(2, "Petite Capitals", on("c2pc")),
      ]),
  ]
}
