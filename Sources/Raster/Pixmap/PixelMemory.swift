#if canImport(Glibc)
  import Glibc
#endif

/// Pixel memory a pixmap owns, handed out already cleared to zero (transparent black).
///
/// A large block is mapped straight from the kernel, aligned to 2 MiB with huge pages asked
/// for: its pages arrive zeroed when first touched, so clearing costs nothing up front and a
/// page never drawn into never costs anything (a view drawn once to learn that its class does
/// not draw leaves its full-screen store untouched), and first touching a full-screen frame
/// costs dozens of page faults instead of thousands. Smaller blocks come from `calloc`.
struct PixelMemory {
  let bytes: UnsafeMutablePointer<UInt8>
  private let mappedLength: Int?

  private static let hugePage = 2 << 20

  /// `count` zeroed bytes. Pixmap's size limits keep `count` at most 1 GiB; failing to get
  /// that is out of memory, which traps as any Swift allocation does.
  init(zeroedCount count: Int) {
    if count >= Self.hugePage, let mapped = Self.mapAligned(count) {
      bytes = mapped.assumingMemoryBound(to: UInt8.self)
      mappedLength = Self.rounded(count)
    } else {
      bytes = calloc(count, 1)!.assumingMemoryBound(to: UInt8.self)
      mappedLength = nil
    }
  }

  /// Has the kernel fault in a mapped block's pages on a thread of its own, so that clearing
  /// them (a few milliseconds for a full-screen frame) happens on another core while this one
  /// does other work. The pages' contents are never written, so drawing may start at once.
  func populateInBackground() {
    guard let mappedLength else { return }
    let region = Region(start: UnsafeMutableRawPointer(bytes), length: mappedLength)
    var thread = pthread_t()
    let context = Unmanaged.passRetained(region).toOpaque()
    let started = pthread_create(
      &thread, nil,
      { context in
        let region = Unmanaged<Region>.fromOpaque(context!).takeRetainedValue()
        // MADV_POPULATE_WRITE (Linux 5.14): faults pages in as writes would, leaving present
        // ones alone. Where it is missing, the pages fault when first drawn into instead.
        _ = madvise(region.start, region.length, 23)
        return nil
      }, context)
    if started == 0 {
      pthread_detach(thread)
    } else {
      Unmanaged<Region>.fromOpaque(context).release()
    }
  }

  /// What the populating thread needs, boxed to cross into it.
  private final class Region {
    let start: UnsafeMutableRawPointer
    let length: Int

    init(start: UnsafeMutableRawPointer, length: Int) {
      self.start = start
      self.length = length
    }
  }

  func release() {
    if let mappedLength {
      munmap(bytes, mappedLength)
    } else {
      free(bytes)
    }
  }

  private static func rounded(_ count: Int) -> Int {
    (count + hugePage - 1) / hugePage * hugePage
  }

  /// A mapping of `count` bytes rounded up to whole huge pages, starting on a huge-page
  /// boundary: a larger mapping is made and the unaligned ends given back.
  private static func mapAligned(_ count: Int) -> UnsafeMutableRawPointer? {
    let length = rounded(count)
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
