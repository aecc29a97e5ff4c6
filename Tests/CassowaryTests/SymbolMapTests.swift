import TestSupport
import Testing

@testable import Cassowary

/// The tableau's hash map, against `Dictionary` as the oracle, through growth, deletion
/// markers and shrinking.
struct SymbolMapTests {
  @Test(arguments: [1, 2, 3])
  func randomOperations_matchDictionary(seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    var map = SymbolMap<Double>()
    var oracle: [Int: Double] = [:]
    for step in 0..<4000 {
      // Phases of mostly inserting, then mostly removing, so the table grows and shrinks.
      let inserting = (step / 500) % 2 == 0
      let key = Int.random(in: 0..<300, using: &generator)
      if Int.random(in: 0..<10, using: &generator) < (inserting ? 8 : 2) {
        let value = Double(step)
        map[key] = value
        oracle[key] = value
      } else {
        #expect(map.removeValue(forKey: key) == oracle.removeValue(forKey: key))
      }
      #expect(map.count == oracle.count)
      #expect(map[key] == oracle[key])
    }
    #expect(Dictionary(uniqueKeysWithValues: map.map { ($0.key, $0.value) }) == oracle)
    #expect(map.keys.sorted() == oracle.keys.sorted())
  }

  @Test func updateValues_scalesEveryEntry() {
    var map = SymbolMap<Double>()
    for key in 0..<20 { map[key * 7] = Double(key) }
    map.updateValues { $0 * 2 }
    for key in 0..<20 { #expect(map[key * 7] == Double(key) * 2) }
    #expect(map[3] == nil)
  }

  @Test(arguments: [0, 1, 5, 300])
  func builtFromDistinctKeys_matchesDictionary_andStaysUsable(count: Int) {
    var generator = SeededGenerator(seed: UInt64(count))
    let keys = Array((0..<2000).shuffled(using: &generator).prefix(count))
    let values = keys.map { Double($0) / 4 }
    var map = keys.withUnsafeBufferPointer { keys in
      values.withUnsafeBufferPointer { SymbolMap(distinctKeys: keys, values: $0, filler: 0) }
    }
    var oracle = Dictionary(uniqueKeysWithValues: zip(keys, values))
    #expect(map.count == oracle.count)
    for key in keys { #expect(map[key] == oracle[key]) }
    map[5000] = 1
    oracle[5000] = 1
    for key in keys.prefix(count / 2) {
      #expect(map.removeValue(forKey: key) == oracle.removeValue(forKey: key))
    }
    #expect(Dictionary(uniqueKeysWithValues: map.map { ($0.key, $0.value) }) == oracle)
  }

  @Test func updateEntries_updatesKeptEntries_andDropsTheRest() {
    var map = SymbolMap<Double>()
    for key in 0..<200 { map[key * 3] = Double(key) }
    var dropped: [Int] = []
    map.updateEntries(dropping: &dropped) { key, value in
      value += 0.5
      return key % 2 == 0
    }
    #expect(dropped.sorted() == (0..<200).map { $0 * 3 }.filter { $0 % 2 == 1 })
    #expect(map.count == 100)
    for key in 0..<200 where key * 3 % 2 == 0 { #expect(map[key * 3] == Double(key) + 0.5) }
    for key in dropped { #expect(map[key] == nil) }
  }
}
