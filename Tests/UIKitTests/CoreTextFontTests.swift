import CoreText
import Foundation
import Testing
import UIKit

// Core Text's font API over the fonts installed here (Inter, DejaVu), with expected values from
// Apple's documentation (sizes, descent's sign) and from the fonts' own OpenType feature lists.

@Test func createWithName_givesThatFaceAtTheSizeOr12() {
  let font = CTFontCreateWithName("Inter-Bold" as CFString, 20, nil)
  #expect(CTFontCopyPostScriptName(font) == "Inter-Bold")
  #expect(CTFontCopyFamilyName(font) == "Inter")
  #expect(CTFontGetSize(font) == 20)
  // Core Text's default size when 0 is asked for.
  #expect(CTFontGetSize(CTFontCreateWithName("Inter-Bold" as CFString, 0, nil)) == 12)
}

@Test func uiFontIsACTFont_withUIKitsMetrics() {
  let font = UIFont.systemFont(ofSize: 17)
  let coreText = font as CTFont
  #expect(CTFontGetSize(coreText) == 17)
  #expect(CTFontGetAscent(coreText) == font.ascender)
  // Core Text reports the descent as a positive distance; UIKit's descender is negative.
  #expect(CTFontGetDescent(coreText) == -font.descender)
  #expect(CTFontGetLeading(coreText) == font.leading)
  #expect(CTFontGetCapHeight(coreText) == font.capHeight)
  // Inter's head table: 2816 units to the em.
  #expect(CTFontGetUnitsPerEm(coreText) == 2816)
}

@Test func featureConstants_haveSFNTLayoutTypesNumbers() {
  #expect(kNumberSpacingType == 6)
  #expect(kMonospacedNumbersSelector == 0)
  #expect(kNumberCaseType == 21)
  #expect(kLowerCaseNumbersSelector == 0)
  #expect(kUpperCaseNumbersSelector == 1)
  #expect(kStylisticAlternativesType == 35)
  #expect(kStylisticAltTwoOnSelector == 4)
  #expect(kStylisticAltSixOffSelector == 13)
  #expect(kLowerCaseType == 37)
  #expect(kLowerCaseSmallCapsSelector == 1)
  #expect(kCTFontFeatureTypeIdentifierKey as String == "CTFeatureTypeIdentifier")
  #expect(kCTFontFeatureSelectorIdentifierKey as String == "CTFeatureSelectorIdentifier")
}

private func features(of name: String) throws -> [[String: Any]] {
  let list = try #require(CTFontCopyFeatures(CTFontCreateWithName(name as CFString, 12, nil)))
  return try #require(list as? [[String: Any]])
}

@Test func copyFeatures_listsTheAATTypesOfTheFontsOpenTypeFeatures() throws {
  // DejaVu Serif's GSUB has liga, dlig and case (and features with no AAT type: aalt, ccmp,
  // locl, mark, mkmk, salt, ssty, kern): so Ligatures (common and rare, each with its "off")
  // and Case-Sensitive Layout.
  let list = try features(of: "DejaVuSerif")
  let types = list.compactMap { $0[kCTFontFeatureTypeIdentifierKey as String] as? Int }
  #expect(types == [kLigaturesType, kCaseSensitiveLayoutType])
  let ligatures = try #require(list.first)
  #expect(ligatures[kCTFontFeatureTypeNameKey as String] as? String == "Ligatures")
  #expect(ligatures[kCTFontFeatureTypeExclusiveKey as String] as? Bool == false)
  let selectors = try #require(
    ligatures[kCTFontFeatureTypeSelectorsKey as String] as? [[String: Any]])
  #expect(
    selectors.compactMap { $0[kCTFontFeatureSelectorIdentifierKey as String] as? Int }
      == [
        kCommonLigaturesOnSelector, kCommonLigaturesOffSelector, kRareLigaturesOnSelector,
        kRareLigaturesOffSelector,
      ])
  #expect(selectors.first?[kCTFontFeatureSelectorDefaultKey as String] as? Bool == true)
}

@Test func copyFeatures_interOffersTabularFiguresButNotOldstyle() throws {
  // Inter has tnum and pnum, no onum or lnum.
  let types = try features(of: "Inter-Regular").compactMap {
    $0[kCTFontFeatureTypeIdentifierKey as String] as? Int
  }
  #expect(types.contains(kNumberSpacingType))
  #expect(!types.contains(kNumberCaseType))
}

@Test func registerGraphicsFont_fromBytes_registersOnceThenSaysAlreadyRegistered() throws {
  // The bytes of a DejaVu font no other test draws with (so that its second copy changes no
  // other test's lookups); registering it again fails as Core Text does for a font registered
  // before.
  let bytes = try Data(
    contentsOf: URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuMathTeXGyre.ttf"))
  let provider = try #require(CGDataProvider(data: bytes as CFData))
  let font = try #require(CGFont(provider))
  #expect(font.postScriptName == "DejaVuMathTeXGyre-Regular")
  var error: Unmanaged<CFError>?
  #expect(CTFontManagerRegisterGraphicsFont(font, &error))
  #expect(error == nil)
  #expect(!CTFontManagerRegisterGraphicsFont(font, &error))
  let failure = try #require(error?.takeRetainedValue())
  #expect(failure.domain == kCTFontManagerErrorDomain as String)
  #expect(failure.code == CTFontManagerError.alreadyRegistered.rawValue)
}

@Test func registerFontsForURL_missingFile_failsWithFileNotFound() throws {
  var error: Unmanaged<CFError>?
  let url = URL(fileURLWithPath: "/nonexistent/font.otf") as CFURL
  #expect(!CTFontManagerRegisterFontsForURL(url, .process, &error))
  #expect(error?.takeRetainedValue().code == CTFontManagerError.fileNotFound.rawValue)
}

@Test func cgFontFromBytesThatAreNotAFont_isNil() throws {
  let provider = try #require(CGDataProvider(data: Data("not a font".utf8) as CFData))
  #expect(CGFont(provider) == nil)
}
