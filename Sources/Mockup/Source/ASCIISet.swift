/// A set of ASCII bytes as a 128-bit mask. The nesting bound tests every byte of a file against
/// a few such sets before Yams reads it: a shift and a test, where `Set<UInt8>` hashes each byte.
struct ASCIISet {
  private var low: UInt64 = 0
  private var high: UInt64 = 0

  /// The set of `bytes`, which must all be ASCII.
  init(_ bytes: some Sequence<UInt8>) {
    for byte in bytes {
      precondition(byte < 128, "ASCIISet holds ASCII bytes only, not \(byte)")
      if byte < 64 { low |= 1 << byte } else { high |= 1 << (byte - 64) }
    }
  }

  /// Whether `byte` is in the set; a byte beyond ASCII never is.
  func contains(_ byte: UInt8) -> Bool {
    if byte < 64 { return low & (1 << byte) != 0 }
    return byte < 128 && high & (1 << (byte - 64)) != 0
  }
}
