/// A hash map keyed by symbol id (or row index), with open addressing and Fibonacci hashing.
///
/// Rows and columns are read and written in every pivot; Swift's `Dictionary` hashes an `Int`
/// with SipHash, which costs more than the rest of the work. Ids are small dense integers, so
/// a multiplicative hash spreads them well, and keys and values share one allocation.
/// Deletion shifts the rest of the probe run back instead of leaving markers, and the table
/// stays at most half full, so probe runs stay short however often entries come and go.
/// Iteration order depends only on the operations done, never on a per-process seed, so
/// solving is deterministic.
struct SymbolMap<Value>: Sequence {
  fileprivate typealias Slot = (key: Int, value: Value)
  private static var empty: Int { -1 }

  /// Keys are a symbol id, or `empty`.
  private var slots: [Slot] = []
  private(set) var count = 0
  private var shift = 64

  init() {}

  /// The map of `keys[i]` to `values[i]`; the keys must be distinct.
  init(
    distinctKeys keys: UnsafeBufferPointer<Int>, values: UnsafeBufferPointer<Value>, filler: Value
  ) {
    guard !keys.isEmpty else { return }
    var capacity = 4
    while capacity < keys.count * 2 { capacity *= 2 }
    slots = Array(repeating: (Self.empty, filler), count: capacity)
    shift = 64 - capacity.trailingZeroBitCount
    count = keys.count
    let mask = capacity - 1
    let shift = self.shift
    slots.withUnsafeMutableBufferPointer { slots in
      for position in 0..<keys.count {
        let key = keys[position]
        var slot = Self.home(of: key, shift: shift)
        while slots[slot].key != Self.empty { slot = (slot + 1) & mask }
        slots[slot] = (key, values[position])
      }
    }
  }

  var isEmpty: Bool { count == 0 }

  private static func home(of key: Int, shift: Int) -> Int {
    let hash = UInt64(bitPattern: Int64(key) &* -7_046_029_254_386_353_131)
    return Int(truncatingIfNeeded: hash >> UInt64(shift))
  }

  private func home(of key: Int) -> Int { Self.home(of: key, shift: shift) }

  /// The slot holding `key`, if any.
  private func find(_ key: Int) -> Int? {
    guard count > 0 else { return nil }
    let mask = slots.count - 1
    var slot = home(of: key)
    while true {
      let found = slots[slot].key
      if found == key { return slot }
      if found == Self.empty { return nil }
      slot = (slot + 1) & mask
    }
  }

  subscript(key: Int) -> Value? {
    get { find(key).map { slots[$0].value } }
    set {
      if let newValue { insert(key, newValue) } else { removeValue(forKey: key) }
    }
  }

  mutating func insert(_ key: Int, _ value: Value) {
    if let slot = find(key) {
      slots[slot].value = value
      return
    }
    if (count + 1) * 2 > slots.count {
      rehash(capacity: Swift.max(4, slots.count * 2), filler: value)
    }
    let mask = slots.count - 1
    var slot = home(of: key)
    while slots[slot].key != Self.empty { slot = (slot + 1) & mask }
    slots[slot] = (key, value)
    count += 1
  }

  @discardableResult
  mutating func removeValue(forKey key: Int) -> Value? {
    guard let slot = find(key) else { return nil }
    let value = slots[slot].value
    count -= 1
    if count == 0 {
      self = SymbolMap()
      return value
    }
    // Close the hole: move back each later entry of the run whose home is not between the
    // hole and itself (cyclically), so every entry stays reachable from its home.
    let mask = slots.count - 1
    var hole = slot
    var next = (slot + 1) & mask
    while slots[next].key != Self.empty {
      let home = home(of: slots[next].key)
      let reachable =
        hole <= next ? (hole < home && home <= next) : (hole < home || home <= next)
      if !reachable {
        slots[hole] = slots[next]
        hole = next
      }
      next = (next + 1) & mask
    }
    slots[hole].key = Self.empty
    if count * 8 < slots.count && slots.count > 16 {
      rehash(capacity: slots.count / 4, filler: value)
    }
    return value
  }

  /// Makes room for `capacity` entries at once. Merging one table into another in its
  /// iteration order feeds keys sorted by hash: a target that grows step by step meanwhile
  /// piles them into long probe runs, so a merge reserves first.
  mutating func reserveCapacity(_ capacity: Int, filler: Value) {
    guard capacity * 2 > slots.count else { return }
    var size = 4
    while size < capacity * 2 { size *= 2 }
    rehash(capacity: size, filler: filler)
  }

  /// Applies `transform` to every value in place.
  mutating func updateValues(_ transform: (Value) -> Value) {
    slots.withUnsafeMutableBufferPointer { slots in
      for slot in slots.indices where slots[slot].key >= 0 {
        slots[slot].value = transform(slots[slot].value)
      }
    }
  }

  /// Lets `body` update every entry in place, in table order; entries for which it returns
  /// false are removed after the walk, and their keys appended to `dropped`.
  mutating func updateEntries(dropping dropped: inout [Int], _ body: (Int, inout Value) -> Bool) {
    let start = dropped.count
    slots.withUnsafeMutableBufferPointer { slots in
      for slot in slots.indices where slots[slot].key >= 0 {
        if !body(slots[slot].key, &slots[slot].value) { dropped.append(slots[slot].key) }
      }
    }
    for key in dropped[start...] { removeValue(forKey: key) }
  }

  /// Rebuilds the table: twice as large when it fills up, smaller when it empties, so that
  /// iterating costs in proportion to the entries. `filler` fills the unused value slots.
  private mutating func rehash(capacity: Int, filler: Value) {
    let old = slots
    slots = Array(repeating: (Self.empty, filler), count: capacity)
    shift = 64 - capacity.trailingZeroBitCount
    let mask = capacity - 1
    for entry in old where entry.key >= 0 {
      var slot = home(of: entry.key)
      while slots[slot].key != Self.empty { slot = (slot + 1) & mask }
      slots[slot] = entry
    }
  }

  /// The keys, in table order.
  var keys: [Int] {
    var keys: [Int] = []
    keys.reserveCapacity(count)
    for entry in slots where entry.key >= 0 { keys.append(entry.key) }
    return keys
  }

  /// Calls `body` with every entry, in table order.
  func forEachEntry(_ body: (Int, Value) -> Void) {
    slots.withUnsafeBufferPointer { slots in
      for slot in slots where slot.key >= 0 { body(slot.key, slot.value) }
    }
  }

  func contains(where predicate: (Int) -> Bool) -> Bool {
    slots.contains { $0.key >= 0 && predicate($0.key) }
  }

  func makeIterator() -> Iterator { Iterator(slots: slots) }

  struct Iterator: IteratorProtocol {
    fileprivate let slots: [Slot]
    private var index = 0

    fileprivate init(slots: [Slot]) { self.slots = slots }

    mutating func next() -> (key: Int, value: Value)? {
      while index < slots.count {
        defer { index += 1 }
        if slots[index].key >= 0 { return slots[index] }
      }
      return nil
    }
  }
}

/// A set of symbol ids (or row indices) with the same table.
typealias SymbolSet = SymbolMap<Void>

extension SymbolMap where Value == Void {
  mutating func insert(_ key: Int) { insert(key, ()) }
  mutating func remove(_ key: Int) { removeValue(forKey: key) }
}
