/// Per-draw scratch rows for a sink: combined coverage and the shaded source span.
final class SpanBuffers {
  let capacity: Int
  let coverage: UnsafeMutablePointer<UInt8>
  let source: UnsafeMutablePointer<UInt32>

  init(capacity: Int) {
    self.capacity = max(capacity, 1)
    coverage = .allocate(capacity: self.capacity)
    source = .allocate(capacity: self.capacity)
  }

  deinit {
    coverage.deallocate()
    source.deallocate()
  }
}
