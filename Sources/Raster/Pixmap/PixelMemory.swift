#if canImport(Glibc)
  import Glibc
#endif

/// Pixel memory a pixmap owns, handed out already cleared to zero (transparent black).
///
/// A large block is mapped straight from the kernel, aligned to 2 MiB with huge pages asked
/// for: its pages arrive zeroed when first touched, so clearing costs nothing up front and a
/// page never drawn into never costs anything, and first touching a full-screen frame
/// costs dozens of page faults instead of thousands. A block given back is kept for the next
/// of its size (`MappedBlockPool`). Smaller blocks come from `calloc`.
struct PixelMemory {
  let bytes: UnsafeMutablePointer<UInt8>
  private let mappedLength: Int?
  /// Whether the mapping goes back to `MappedBlockPool` or straight to the kernel.
  private let isPooled: Bool

  private static let hugePage = 2 << 20

  /// `count` zeroed bytes. Pixmap's size limits keep `count` at most 1 GiB; failing to get
  /// that is out of memory, which traps as any Swift allocation does.
  init(zeroedCount count: Int) {
    self.init(count: count, zeroed: true)
  }

  /// `count` bytes that the caller overwrites before reading: a kept block is not cleared
  /// (clearing a full-screen block costs more than a millisecond).
  init(overwrittenCount count: Int) {
    self.init(count: count, zeroed: false)
  }

  private init(count: Int, zeroed: Bool) {
    let length = Self.rounded(count)
    if count >= Self.hugePage,
      let mapped = MappedBlockPool.take(length: length, zeroed: zeroed) ?? Self.mapAligned(length)
    {
      bytes = mapped.assumingMemoryBound(to: UInt8.self)
      mappedLength = length
    } else {
      bytes = calloc(count, 1)!.assumingMemoryBound(to: UInt8.self)
      mappedLength = nil
    }
    isPooled = true
  }

  /// `count` zeroed bytes freshly mapped from the kernel, whatever their size: nothing is
  /// cleared up front and no page costs anything until it is written, where a pooled or
  /// `calloc` block of a size seen before must be cleared first. For memory that will most
  /// likely never be written (the store of a view whose last draw painted nothing).
  init(untouchedCount count: Int) {
    let pageSize = max(Int(sysconf(Int32(_SC_PAGESIZE))), 4096)
    let length = (count + pageSize - 1) / pageSize * pageSize
    let raw = mmap(nil, length, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
    if let raw, raw != MAP_FAILED {
      bytes = raw.assumingMemoryBound(to: UInt8.self)
      mappedLength = length
    } else {
      bytes = calloc(count, 1)!.assumingMemoryBound(to: UInt8.self)
      mappedLength = nil
    }
    isPooled = false
  }

  func release() {
    switch (mappedLength, isPooled) {
    case (let length?, true): MappedBlockPool.give(bytes, length: length)
    case (let length?, false): munmap(bytes, length)
    case (nil, _): free(bytes)
    }
  }

  private static func rounded(_ count: Int) -> Int {
    (count + hugePage - 1) / hugePage * hugePage
  }

  /// A mapping of `length` bytes (whole huge pages) starting on a huge-page boundary: a
  /// larger mapping is made and the unaligned ends given back.
  private static func mapAligned(_ length: Int) -> UnsafeMutableRawPointer? {
    let span = length + hugePage
    guard
      let raw = mmap(nil, span, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
      raw != MAP_FAILED
    else { return nil }
    let start = Int(bitPattern: raw)
    let aligned = (start + hugePage - 1) / hugePage * hugePage
    let head = aligned - start
    if head > 0 { munmap(raw, head) }
    let tail = span - head - length
    if tail > 0 { munmap(UnsafeMutableRawPointer(bitPattern: aligned + length), tail) }
    let memory = UnsafeMutableRawPointer(bitPattern: aligned)!
    _ = madvise(memory, length, MADV_HUGEPAGE)
    return memory
  }
}
