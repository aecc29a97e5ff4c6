// The AAT font feature registry's types and selectors, under the names and numbers of Apple's
// SFNTLayoutTypes.h, which Swift imports as `Int` constants. Feature settings of font
// descriptors take them (`UIFontDescriptor.FeatureKey.type`, `.selector`); Offscreen turns the
// ones Typesetting's `AATFeatures` lists into their OpenType features.

// MARK: Feature types

public let kAllTypographicFeaturesType = 0
public let kLigaturesType = 1
public let kCursiveConnectionType = 2
public let kLetterCaseType = 3
public let kVerticalSubstitutionType = 4
public let kLinguisticRearrangementType = 5
public let kNumberSpacingType = 6
public let kSmartSwashType = 8
public let kDiacriticsType = 9
public let kVerticalPositionType = 10
public let kFractionsType = 11
public let kOverlappingCharactersType = 13
public let kTypographicExtrasType = 14
public let kMathematicalExtrasType = 15
public let kOrnamentSetsType = 16
public let kCharacterAlternativesType = 17
public let kDesignComplexityType = 18
public let kStyleOptionsType = 19
public let kCharacterShapeType = 20
public let kNumberCaseType = 21
public let kTextSpacingType = 22
public let kTransliterationType = 23
public let kAnnotationType = 24
public let kKanaSpacingType = 25
public let kIdeographicSpacingType = 26
public let kUnicodeDecompositionType = 27
public let kRubyKanaType = 28
public let kCJKSymbolAlternativesType = 29
public let kIdeographicAlternativesType = 30
public let kCJKVerticalRomanPlacementType = 31
public let kItalicCJKRomanType = 32
public let kCaseSensitiveLayoutType = 33
public let kAlternateKanaType = 34
public let kStylisticAlternativesType = 35
public let kContextualAlternatesType = 36
public let kLowerCaseType = 37
public let kUpperCaseType = 38
public let kLanguageTagType = 39
public let kCJKRomanSpacingType = 103

// MARK: Ligatures (kLigaturesType)

public let kRequiredLigaturesOnSelector = 0
public let kRequiredLigaturesOffSelector = 1
public let kCommonLigaturesOnSelector = 2
public let kCommonLigaturesOffSelector = 3
public let kRareLigaturesOnSelector = 4
public let kRareLigaturesOffSelector = 5
public let kContextualLigaturesOnSelector = 18
public let kContextualLigaturesOffSelector = 19
public let kHistoricalLigaturesOnSelector = 20
public let kHistoricalLigaturesOffSelector = 21

// MARK: Number spacing (kNumberSpacingType)

public let kMonospacedNumbersSelector = 0
public let kProportionalNumbersSelector = 1
public let kThirdWidthNumbersSelector = 2
public let kQuarterWidthNumbersSelector = 3

// MARK: Vertical position (kVerticalPositionType)

public let kNormalPositionSelector = 0
public let kSuperiorsSelector = 1
public let kInferiorsSelector = 2
public let kOrdinalsSelector = 3
public let kScientificInferiorsSelector = 4

// MARK: Fractions (kFractionsType)

public let kNoFractionsSelector = 0
public let kVerticalFractionsSelector = 1
public let kDiagonalFractionsSelector = 2

// MARK: Typographic extras (kTypographicExtrasType)

public let kSlashedZeroOnSelector = 4
public let kSlashedZeroOffSelector = 5

// MARK: Number case (kNumberCaseType)

public let kLowerCaseNumbersSelector = 0
public let kUpperCaseNumbersSelector = 1

// MARK: Text spacing (kTextSpacingType)

public let kProportionalTextSelector = 0
public let kMonospacedTextSelector = 1
public let kHalfWidthTextSelector = 2
public let kThirdWidthTextSelector = 3
public let kQuarterWidthTextSelector = 4
public let kAltProportionalTextSelector = 5
public let kAltHalfWidthTextSelector = 6

// MARK: Case-sensitive layout (kCaseSensitiveLayoutType)

public let kCaseSensitiveLayoutOnSelector = 0
public let kCaseSensitiveLayoutOffSelector = 1
public let kCaseSensitiveSpacingOnSelector = 2
public let kCaseSensitiveSpacingOffSelector = 3

// MARK: Contextual alternates (kContextualAlternatesType)

public let kContextualAlternatesOnSelector = 0
public let kContextualAlternatesOffSelector = 1
public let kSwashAlternatesOnSelector = 2
public let kSwashAlternatesOffSelector = 3
public let kContextualSwashAlternatesOnSelector = 4
public let kContextualSwashAlternatesOffSelector = 5

// MARK: Lower case (kLowerCaseType)

public let kDefaultLowerCaseSelector = 0
public let kLowerCaseSmallCapsSelector = 1
public let kLowerCasePetiteCapsSelector = 2

// MARK: Upper case (kUpperCaseType)

public let kDefaultUpperCaseSelector = 0
public let kUpperCaseSmallCapsSelector = 1
public let kUpperCasePetiteCapsSelector = 2

// MARK: Stylistic sets (kStylisticAlternativesType)

public let kNoStylisticAlternatesSelector = 0
public let kStylisticAltOneOnSelector = 2
public let kStylisticAltOneOffSelector = 3
public let kStylisticAltTwoOnSelector = 4
public let kStylisticAltTwoOffSelector = 5
public let kStylisticAltThreeOnSelector = 6
public let kStylisticAltThreeOffSelector = 7
public let kStylisticAltFourOnSelector = 8
public let kStylisticAltFourOffSelector = 9
public let kStylisticAltFiveOnSelector = 10
public let kStylisticAltFiveOffSelector = 11
public let kStylisticAltSixOnSelector = 12
public let kStylisticAltSixOffSelector = 13
public let kStylisticAltSevenOnSelector = 14
public let kStylisticAltSevenOffSelector = 15
public let kStylisticAltEightOnSelector = 16
public let kStylisticAltEightOffSelector = 17
public let kStylisticAltNineOnSelector = 18
public let kStylisticAltNineOffSelector = 19
public let kStylisticAltTenOnSelector = 20
public let kStylisticAltTenOffSelector = 21
public let kStylisticAltElevenOnSelector = 22
public let kStylisticAltElevenOffSelector = 23
public let kStylisticAltTwelveOnSelector = 24
public let kStylisticAltTwelveOffSelector = 25
public let kStylisticAltThirteenOnSelector = 26
public let kStylisticAltThirteenOffSelector = 27
public let kStylisticAltFourteenOnSelector = 28
public let kStylisticAltFourteenOffSelector = 29
public let kStylisticAltFifteenOnSelector = 30
public let kStylisticAltFifteenOffSelector = 31
public let kStylisticAltSixteenOnSelector = 32
public let kStylisticAltSixteenOffSelector = 33
public let kStylisticAltSeventeenOnSelector = 34
public let kStylisticAltSeventeenOffSelector = 35
public let kStylisticAltEighteenOnSelector = 36
public let kStylisticAltEighteenOffSelector = 37
public let kStylisticAltNineteenOnSelector = 38
public let kStylisticAltNineteenOffSelector = 39
public let kStylisticAltTwentyOnSelector = 40
public let kStylisticAltTwentyOffSelector = 41
