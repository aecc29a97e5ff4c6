import Foundation

extension SeededGenerator {
  /// True with probability `p`.
  public mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &self) < p }

  /// One of `choices`.
  public mutating func pick<T>(_ choices: [T]) -> T { choices.randomElement(using: &self)! }

  /// A number in `range`.
  public mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }

  /// A number in `0..<n` (0 when `n` is not positive).
  public mutating func below(_ n: Int) -> Int { n > 0 ? Int.random(in: 0..<n, using: &self) : 0 }
}

/// The fuzzers' seeds (issue #18): `OFFSCREEN_FUZZ_CASES` cases (`defaultCases` unless set)
/// from the seed `OFFSCREEN_FUZZ_SEED` (1 unless set), case `i` using seed + i, so that a
/// failure's seed replays it alone with `OFFSCREEN_FUZZ_CASES=1`.
public func fuzzSeeds(defaultCases: Int) -> Range<UInt64> {
  let environment = ProcessInfo.processInfo.environment
  let count = environment["OFFSCREEN_FUZZ_CASES"].flatMap { UInt64($0) } ?? UInt64(defaultCases)
  let first = environment["OFFSCREEN_FUZZ_SEED"].flatMap { UInt64($0) } ?? 1
  return first..<first + count
}
