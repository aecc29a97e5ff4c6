/// A min-heap of symbol ids with no duplicates: the symbols whose objective coefficients
/// changed since they were last checked. Taking the smallest id first is Bland's rule, which
/// keeps degenerate pivoting from cycling.
struct SymbolHeap {
  private var heap: [Int] = []
  private var queued: [Bool] = []

  mutating func grow(to count: Int) {
    while queued.count < count { queued.append(false) }
  }

  mutating func reset(symbolCount: Int) {
    heap.removeAll(keepingCapacity: true)
    queued = Array(repeating: false, count: symbolCount)
  }

  mutating func removeAll() {
    for symbol in heap { queued[symbol] = false }
    heap.removeAll(keepingCapacity: true)
  }

  mutating func push(_ symbol: Int) {
    guard !queued[symbol] else { return }
    queued[symbol] = true
    heap.append(symbol)
    var child = heap.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard heap[parent] > heap[child] else { break }
      heap.swapAt(parent, child)
      child = parent
    }
  }

  mutating func popMin() -> Int? {
    guard let top = heap.first else { return nil }
    let last = heap.removeLast()
    if !heap.isEmpty {
      heap[0] = last
      var parent = 0
      while true {
        let left = 2 * parent + 1
        let right = left + 1
        var smallest = parent
        if left < heap.count && heap[left] < heap[smallest] { smallest = left }
        if right < heap.count && heap[right] < heap[smallest] { smallest = right }
        if smallest == parent { break }
        heap.swapAt(parent, smallest)
        parent = smallest
      }
    }
    queued[top] = false
    return top
  }
}
