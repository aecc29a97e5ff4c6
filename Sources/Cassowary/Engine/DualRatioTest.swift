/// Dense scratch space for the dual ratio test, indexed by symbol id.
///
/// The pivot row of a chain's re-solve has thousands of candidates that tie at every priority
/// level. Comparing them one by one costs a hash look-up per candidate and level; filtering the
/// whole set level by level costs array accesses, and a walk over each objective row's table
/// when that is cheaper than looking every candidate up in it.
struct DualRatioScratch {
  private var coefficients: [Double] = []
  private var ratios: [Double] = []
  /// `inTie[s]` is the current tie stamp while `s` is among the candidates still tied;
  /// `atLevel[s]` is the level's stamp when `ratios[s]` holds its ratio at that level.
  private var inTie: [UInt32] = []
  private var atLevel: [UInt32] = []
  private var stamp: UInt32 = 0
  private var tie: [Int] = []

  mutating func grow(to count: Int) {
    guard coefficients.count < count else { return }
    let extra = Swift.max(count, 2 * coefficients.count) - coefficients.count
    coefficients.append(contentsOf: repeatElement(0, count: extra))
    ratios.append(contentsOf: repeatElement(0, count: extra))
    inTie.append(contentsOf: repeatElement(0, count: extra))
    atLevel.append(contentsOf: repeatElement(0, count: extra))
  }

  /// `count` fresh stamps, the first one returned.
  private mutating func stamps(_ count: Int) -> UInt32 {
    if stamp > UInt32.max - UInt32(count) - 1 {
      stamp = 0
      for index in inTie.indices {
        inTie[index] = 0
        atLevel[index] = 0
      }
    }
    stamp += UInt32(count)
    return stamp - UInt32(count) + 1
  }

  /// The dual ratio test over `row`'s terms, with the objective rows `levels` from the highest
  /// priority down (see ``Tableau/dualEntering(_:_:)``).
  mutating func entering(
    in row: SymbolMap<Double>, levels: [SymbolMap<Double>], kinds: [SymbolKind]
  ) -> Int? {
    var stamp = stamps(1 + 2 * levels.count)
    var tie = self.tie
    self.tie = []  // keeps the array uniquely referenced
    defer { self.tie = tie }
    tie.removeAll(keepingCapacity: true)
    coefficients.withUnsafeMutableBufferPointer { coefficients in
      ratios.withUnsafeMutableBufferPointer { ratios in
        inTie.withUnsafeMutableBufferPointer { inTie in
          atLevel.withUnsafeMutableBufferPointer { atLevel in
            kinds.withUnsafeBufferPointer { kinds in
              row.forEachEntry { symbol, coefficient in
                // A parametric user variable is free: it can enter moving either way, so a
                // negative coefficient qualifies too (its reduced cost is zero at an optimum).
                let free = kinds[symbol] == .external
                guard coefficient > epsilon || (free && coefficient < -epsilon),
                  kinds[symbol] != .dummy
                else { return }
                coefficients[symbol] = abs(coefficient)
                inTie[symbol] = stamp
                tie.append(symbol)
              }
            }
            for level in levels where tie.count > 1 {
              let levelStamp = stamp + 1
              let nextTie = stamp + 2
              var least = Double.infinity
              var present = 0
              func record(_ symbol: Int, _ cost: Double) {
                let ratio = cost / coefficients[symbol]
                ratios[symbol] = ratio
                atLevel[symbol] = levelStamp
                least = min(least, ratio)
                present += 1
              }
              if tie.count * 4 < level.count {
                for symbol in tie {
                  if let cost = level[symbol] { record(symbol, cost) }
                }
              } else {
                level.forEachEntry { symbol, cost in
                  if inTie[symbol] == stamp { record(symbol, cost) }
                }
              }
              // A symbol the level does not mention has a reduced cost of 0 there.
              if present < tie.count { least = min(least, 0) }
              tie.removeAll { symbol in
                let ratio = atLevel[symbol] == levelStamp ? ratios[symbol] : 0
                guard ratio <= least + epsilon else { return true }
                inTie[symbol] = nextTie
                return false
              }
              stamp = nextTie
            }
          }
        }
      }
    }
    return tie.min()
  }
}

extension Tableau {
  /// The dual ratio test on row `index`, which mentions parametric symbols only: among the
  /// symbols with a positive coefficient there (dummies never enter), the one whose reduced
  /// cost divided by that coefficient is lexicographically smallest, read from the highest
  /// level down, with ratios within `epsilon` tied, and ties to the smallest id.
  mutating func dualEntering(_ index: Int, _ objectives: [Int]) -> Int? {
    dualRatioScratch.entering(
      in: rows[index].terms, levels: objectives.map { rows[$0].terms }, kinds: kinds)
  }
}
