import Testing

@testable import Raster

@Suite struct ExactDivisionTests {
  /// Every sum a box of width d can hold (up to 255·d, plus the d/2 added for rounding) divides
  /// exactly as `/` does, for small boxes, the widths a 3× shadow blur uses, and the largest.
  @Test(arguments: [1, 2, 3, 7, 10, 25, 26, 255, 1000, 4095, 4097])
  func quotient_matchesIntegerDivision_forEveryBoxSum(divisor: Int) {
    let division = ExactDivision(by: divisor)
    var mismatches = 0
    for n in 0...(255 * divisor + divisor / 2) where division.quotient(of: n) != n / divisor {
      mismatches += 1
    }
    #expect(mismatches == 0)
  }

  /// Near the top of the range, where the multiplier's rounding error is largest:
  /// n = 2²¹ − 1 = 2097151; ⌊2097151 / 4097⌋ = 511 (511·4097 = 2093567, 512·4097 = 2097664).
  @Test func quotient_isExact_atTheTopOfTheRange() {
    #expect(ExactDivision(by: 4097).quotient(of: (1 << 21) - 1) == 511)
    // 3·4097 − 1 = 12290 is one short of a multiple: ⌊12290 / 4097⌋ = 2.
    #expect(ExactDivision(by: 4097).quotient(of: 12290) == 2)
  }
}
