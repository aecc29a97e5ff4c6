/// Division by a fixed divisor as a multiplication and a shift: a box blur divides every pixel
/// by its box width, and a hardware division per pixel was most of the blur's time.
///
/// The multiplier is ⌈2⁴⁰ / d⌉, so n·m / 2⁴⁰ exceeds n / d by less than n / 2⁴⁰; the floor is
/// unchanged while that is below 1 / d, that is for n·d < 2⁴⁰ — true of every box sum
/// (n < 255 · 4097 + 4097 < 2²¹ and d ≤ 4097 < 2¹³).
struct ExactDivision {
  private let multiplier: UInt64

  /// Divides by `divisor` (1 ≤ divisor ≤ 2¹³).
  init(by divisor: Int) {
    precondition((1...(1 << 13)).contains(divisor), "divisor \(divisor) out of 1…8192")
    multiplier = ((1 << 40) + UInt64(divisor) - 1) / UInt64(divisor)
  }

  /// ⌊n / divisor⌋ for 0 ≤ n < 2²¹.
  @inline(__always)
  func quotient(of n: Int) -> Int {
    Int(truncatingIfNeeded: (UInt64(truncatingIfNeeded: n) &* multiplier) >> 40)
  }
}
