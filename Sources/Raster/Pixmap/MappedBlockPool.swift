import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// Large pixel blocks given back, kept for the next pixmap of the same size.
///
/// A process that renders again and again (a test suite, a benchmark) would otherwise have the
/// kernel clear every full-screen frame's fresh pages anew, some milliseconds each; a kept
/// block is cleared where it was touched, which costs a tenth of a millisecond.
enum MappedBlockPool {
  private struct Block {
    let start: UnsafeMutableRawPointer
    let length: Int
  }

  /// At most this many bytes are kept; a block beyond it goes back to the kernel.
  private static let capacity = 96 << 20
  private static let pageSize = max(Int(sysconf(Int32(_SC_PAGESIZE))), 4096)

  nonisolated(unsafe) private static var kept: [Block] = []
  private static let lock = Mutex(())

  /// A kept block of exactly `length` bytes, zeroed unless told not to, or nil.
  static func take(length: Int, zeroed: Bool) -> UnsafeMutableRawPointer? {
    let block = lock.withLock { _ -> Block? in
      guard let index = kept.firstIndex(where: { $0.length == length }) else { return nil }
      return kept.remove(at: index)
    }
    guard let block else { return nil }
    if zeroed { zeroResidentPages(of: block) }
    return block.start
  }

  /// Keeps the block for later, or unmaps it when the pool is full.
  static func give(_ start: UnsafeMutableRawPointer, length: Int) {
    let isKept = lock.withLock { _ -> Bool in
      guard kept.reduce(length, { $0 + $1.length }) <= capacity else { return false }
      kept.append(Block(start: start, length: length))
      return true
    }
    if !isKept { munmap(start, length) }
  }

  /// Clears the pages that were touched; untouched ones still read as zero without costing a
  /// fault now (a store drawn once to learn that its view does not draw is never touched).
  private static func zeroResidentPages(of block: Block) {
    let pages = (block.length + pageSize - 1) / pageSize
    var resident = [UInt8](repeating: 0, count: pages)
    guard mincore(block.start, block.length, &resident) == 0 else {
      memset(block.start, 0, block.length)
      return
    }
    var page = 0
    while page < pages {
      guard resident[page] & 1 != 0 else {
        page += 1
        continue
      }
      var end = page + 1
      while end < pages && resident[end] & 1 != 0 { end += 1 }
      memset(block.start + page * pageSize, 0, min(end * pageSize, block.length) - page * pageSize)
      page = end
    }
  }
}
