import Foundation
import Testing
import UIKit

// UIFontDescriptor as Apple documents it: attributes under iOS's raw names, `UIFont(descriptor:
// size:)` with the size-0 rule, symbolic traits replacing the descriptor's own, designs and
// feature settings. Faces are those installed here: Inter for the system font, DejaVu for the
// serif and monospaced designs, Noto Color Emoji (one face: no bold, no italic).

@Test func keys_haveIOSRawValues() {
  #expect(UIFontDescriptor.AttributeName.family.rawValue == "NSFontFamilyAttribute")
  #expect(UIFontDescriptor.AttributeName.name.rawValue == "NSFontNameAttribute")
  #expect(UIFontDescriptor.AttributeName.size.rawValue == "NSFontSizeAttribute")
  #expect(UIFontDescriptor.AttributeName.traits.rawValue == "NSCTFontTraitsAttribute")
  #expect(
    UIFontDescriptor.AttributeName.featureSettings.rawValue == "NSCTFontFeatureSettingsAttribute")
  #expect(UIFontDescriptor.AttributeName.textStyle.rawValue == "NSCTFontUIUsageAttribute")
  #expect(UIFontDescriptor.TraitKey.weight.rawValue == "NSCTFontWeightTrait")
  #expect(UIFontDescriptor.TraitKey.width.rawValue == "NSCTFontProportionTrait")
  #expect(UIFontDescriptor.TraitKey.slant.rawValue == "NSCTFontSlantTrait")
  #expect(UIFontDescriptor.FeatureKey.type.rawValue == "CTFeatureTypeIdentifier")
  #expect(UIFontDescriptor.FeatureKey.selector.rawValue == "CTFeatureSelectorIdentifier")
}

@Test func symbolicTraits_haveCoreTextsBits() {
  #expect(UIFontDescriptor.SymbolicTraits.traitItalic.rawValue == 1)
  #expect(UIFontDescriptor.SymbolicTraits.traitBold.rawValue == 2)
  #expect(UIFontDescriptor.SymbolicTraits.traitCondensed.rawValue == 64)
  #expect(UIFontDescriptor.SymbolicTraits.traitMonoSpace.rawValue == 1024)
  #expect(UIFontDescriptor.SymbolicTraits.classSansSerif.rawValue == 0x8000_0000)
}

@Test func preferredFontDescriptor_holdsTheStyleAndItsSize() {
  let descriptor = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body)
  #expect(descriptor.pointSize == 17)
  // iOS stores the style as a string: it reads back as a text style and as a String.
  #expect(descriptor.object(forKey: .textStyle) as? UIFont.TextStyle == .body)
  #expect(descriptor.fontAttributes[.textStyle] as? String == "UICTFontTextStyleBody")
  #expect(UIFont(descriptor: descriptor, size: 0) == UIFont.preferredFont(forTextStyle: .body))
  let headline = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .headline)
  #expect(UIFont(descriptor: headline, size: 0).fontName == "Inter-SemiBold")
}

@Test func fontWithDescriptor_sizeZeroKeepsTheDescriptorsSizeElseTwelve() {
  let descriptor = UIFontDescriptor(name: "Inter-Bold", size: 21)
  #expect(UIFont(descriptor: descriptor, size: 0).pointSize == 21)
  #expect(UIFont(descriptor: descriptor, size: 9).pointSize == 9)
  #expect(UIFont(descriptor: descriptor, size: 9).fontName == "Inter-Bold")
  // No size anywhere: Core Text's default size, 12 points.
  #expect(UIFont(descriptor: UIFontDescriptor(), size: 0).pointSize == 12)
  #expect(UIFont(descriptor: UIFontDescriptor(), size: 0) == UIFont.systemFont(ofSize: 12))
}

@Test func fontDescriptor_ofSystemFonts_holdsIOSUsageNames() {
  let regular = UIFont.systemFont(ofSize: 17).fontDescriptor
  #expect(regular.object(forKey: .textStyle) as? String == "CTFontRegularUsage")
  #expect(regular.pointSize == 17)
  let bold = UIFont.boldSystemFont(ofSize: 15).fontDescriptor
  #expect(bold.object(forKey: .textStyle) as? String == "CTFontEmphasizedUsage")
  let semibold = UIFont.systemFont(ofSize: 15, weight: .semibold).fontDescriptor
  #expect(semibold.object(forKey: .textStyle) as? String == "CTFontDemiUsage")
  let italic = UIFont.italicSystemFont(ofSize: 15).fontDescriptor
  #expect(italic.object(forKey: .textStyle) as? String == "CTFontObliqueUsage")
}

@Test func fontDescriptor_ofNamedFont_holdsItsNameAndSize() {
  let descriptor = UIFont(name: "DejaVuSans-Bold", size: 13)!.fontDescriptor
  #expect(descriptor.object(forKey: .name) as? String == "DejaVuSans-Bold")
  #expect(descriptor.pointSize == 13)
  #expect(descriptor.postscriptName == "DejaVuSans-Bold")
}

@Test(arguments: [
  UIFont.systemFont(ofSize: 17), UIFont.boldSystemFont(ofSize: 11),
  UIFont.italicSystemFont(ofSize: 30), UIFont.systemFont(ofSize: 12, weight: .light),
  UIFont.preferredFont(forTextStyle: .headline), UIFont(name: "DejaVuSerif-Italic", size: 14)!,
  UIFont.monospacedDigitSystemFont(ofSize: 16, weight: .medium),
  UIFont.systemFont(ofSize: 17).withSize(25),
])
func fontFromItsOwnDescriptor_isTheSameFont(font: UIFont) {
  #expect(UIFont(descriptor: font.fontDescriptor, size: 0) == font)
}

@Test func withSymbolicTraits_boldAndItalic_pickThoseFaces() throws {
  let descriptor = UIFont.systemFont(ofSize: 17).fontDescriptor
  let bold = try #require(descriptor.withSymbolicTraits(.traitBold))
  #expect(UIFont(descriptor: bold, size: 0).fontName == "Inter-Bold")
  #expect(UIFont(descriptor: bold, size: 0).pointSize == 17)
  #expect(bold.symbolicTraits.contains(.traitBold))
  let both = try #require(descriptor.withSymbolicTraits([.traitBold, .traitItalic]))
  #expect(UIFont(descriptor: both, size: 0).fontName == "Inter-BoldItalic")
  #expect(both.symbolicTraits.isSuperset(of: [.traitBold, .traitItalic]))
  #expect(!descriptor.symbolicTraits.contains(.traitBold))
}

@Test func withSymbolicTraits_replacesTheTraitsItHad() throws {
  let bold = UIFont.boldSystemFont(ofSize: 14).fontDescriptor
  #expect(bold.symbolicTraits.contains(.traitBold))
  let italicOnly = try #require(bold.withSymbolicTraits(.traitItalic))
  #expect(UIFont(descriptor: italicOnly, size: 0).fontName == "Inter-Italic")
  let plain = try #require(italicOnly.withSymbolicTraits([]))
  #expect(UIFont(descriptor: plain, size: 0).fontName == "Inter-Regular")
}

@Test func withSymbolicTraits_ofANamedFont_findsTheFamilysFaceOrNil() throws {
  let serif = UIFontDescriptor(name: "DejaVuSerif", size: 12)
  let bold = try #require(serif.withSymbolicTraits(.traitBold))
  #expect(UIFont(descriptor: bold, size: 0).fontName == "DejaVuSerif-Bold")
  // The emoji font has one face: no italic to give.
  #expect(
    UIFontDescriptor(name: "NotoColorEmoji", size: 12).withSymbolicTraits(.traitItalic) == nil)
}

@Test func monospaceTrait_givesTheMonospacedFont() throws {
  let descriptor = try #require(
    UIFont.systemFont(ofSize: 13).fontDescriptor.withSymbolicTraits(.traitMonoSpace))
  let font = UIFont(descriptor: descriptor, size: 0)
  #expect(font == UIFont.monospacedSystemFont(ofSize: 13, weight: .regular))
  #expect(descriptor.symbolicTraits.contains(.traitMonoSpace))
}

@Test func weightTrait_picksTheWeightAsSystemFontOfSizeWeightDoes() {
  let descriptor = UIFontDescriptor(fontAttributes: [
    .traits: [UIFontDescriptor.TraitKey.weight: UIFont.Weight.semibold], .size: 20,
  ])
  #expect(
    UIFont(descriptor: descriptor, size: 0) == UIFont.systemFont(ofSize: 20, weight: .semibold))
  let numeric = UIFontDescriptor(fontAttributes: [
    .traits: [UIFontDescriptor.TraitKey.weight: NSNumber(value: -0.4)]
  ])
  #expect(UIFont(descriptor: numeric, size: 12).fontName == "Inter-Light")
}

@Test func familyAndFace_pickThatFace() {
  let descriptor = UIFontDescriptor(fontAttributes: [.family: "DejaVu Sans"])
  #expect(UIFont(descriptor: descriptor, size: 10).fontName == "DejaVuSans")
  #expect(UIFont(descriptor: descriptor.withFace("Bold"), size: 10).fontName == "DejaVuSans-Bold")
  let serif = UIFont.systemFont(ofSize: 10).fontDescriptor.withFamily("DejaVu Serif")
  #expect(UIFont(descriptor: serif, size: 0).fontName == "DejaVuSerif")
  #expect(UIFont(descriptor: serif, size: 0).pointSize == 10)
}

@Test func addingAttributes_replacesThoseOfTheSameName() {
  let descriptor = UIFontDescriptor(name: "DejaVuSans", size: 10)
    .addingAttributes([.name: "DejaVuSans-Bold"])
  #expect(descriptor.object(forKey: .name) as? String == "DejaVuSans-Bold")
  #expect(descriptor.pointSize == 10)
  #expect(descriptor.withSize(18).pointSize == 18)
}

@Test func withDesign_serifAndMonospaced_useThoseFonts_namedFontsHaveNone() throws {
  let system = UIFont.systemFont(ofSize: 15, weight: .bold).fontDescriptor
  let serif = try #require(system.withDesign(.serif))
  #expect(UIFont(descriptor: serif, size: 0).fontName == "DejaVuSerif-Bold")
  let mono = try #require(serif.withDesign(.monospaced))
  #expect(UIFont(descriptor: mono, size: 0).fontName == "DejaVuSansMono-Bold")
  let back = try #require(mono.withDesign(.default))
  #expect(UIFont(descriptor: back, size: 0) == UIFont.systemFont(ofSize: 15, weight: .bold))
  // No rounded face is installed: the system font's own design stands in (Divergences.md).
  let rounded = try #require(system.withDesign(.rounded))
  #expect(UIFont(descriptor: rounded, size: 0) == UIFont.systemFont(ofSize: 15, weight: .bold))
  #expect(UIFontDescriptor(name: "DejaVuSans", size: 12).withDesign(.serif) == nil)
}

@Test func featureSettings_monospacedNumbers_turnOnTabularFigures() {
  // kNumberSpacingType 6, kMonospacedNumbersSelector 0, as Core Text numbers them.
  let descriptor = UIFont.systemFont(ofSize: 20).fontDescriptor.addingAttributes([
    .featureSettings: [[UIFontDescriptor.FeatureKey.type: 6, .selector: 0]]
  ])
  let font = UIFont(descriptor: descriptor, size: 0)
  #expect(font == UIFont.monospacedDigitSystemFont(ofSize: 20, weight: .regular))
  let attributes: [NSAttributedString.Key: Any] = [.font: font]
  #expect(
    "1111".size(withAttributes: attributes).width == "0000".size(withAttributes: attributes).width)
}

@Test func textStyle_readsBackForUIFontMetrics() throws {
  // Tabman's label reads the style this way to scale its font.
  let font = UIFont.preferredFont(forTextStyle: .footnote)
  let style = try #require(font.fontDescriptor.object(forKey: .textStyle) as? UIFont.TextStyle)
  #expect(style == .footnote)
}
