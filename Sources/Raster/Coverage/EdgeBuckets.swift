/// Edges grouped by the band of rows their top falls in, so each band starts only the edges
/// that begin in it. A counting sort: linear in the number of edges, and its arrays are reused.
struct EdgeBuckets {
  private var order: [Int] = []
  private var start: [Int] = []
  private var bandOfEdge: [Int] = []

  /// Groups `lines` into `bandCount` bands of `bandRows` rows from row `top`; edges above the
  /// first band count as starting in it, edges at or below `bottom` are left out.
  mutating func sort(
    _ lines: UnsafeBufferPointer<DeviceLine>, top: Int, bottom: Int, bandRows: Int,
    bandCount: Int
  ) {
    Self.resize(&start, to: bandCount + 1)
    Self.resize(&bandOfEdge, to: lines.count)
    let (first, last) = (Double(top), Double(bottom))
    var total = 0
    start.withUnsafeMutableBufferPointer { start in
      bandOfEdge.withUnsafeMutableBufferPointer { bandOfEdge in
        for (edge, line) in lines.enumerated() {
          let edgeTop = min(line.y0, line.y1)
          guard edgeTop < last else {
            bandOfEdge[edge] = -1
            continue
          }
          let band = edgeTop <= first ? 0 : min(bandCount - 1, Int(edgeTop - first) / bandRows)
          bandOfEdge[edge] = band
          start[band + 1] += 1
        }
        for b in 0..<bandCount { start[b + 1] += start[b] }
        total = start[bandCount]
      }
    }
    Self.resize(&order, to: total)
    var cursor = start
    order.withUnsafeMutableBufferPointer { order in
      cursor.withUnsafeMutableBufferPointer { cursor in
        for (edge, band) in bandOfEdge.enumerated() where band >= 0 {
          order[cursor[band]] = edge
          cursor[band] += 1
        }
      }
    }
  }

  /// Makes `array` `count` zeros long, keeping its storage.
  private static func resize(_ array: inout [Int], to count: Int) {
    array.removeAll(keepingCapacity: true)
    array.append(contentsOf: repeatElement(0, count: count))
  }

  /// The edges (indices into the sorted lines) whose top is in band `band`.
  func edges(startingIn band: Int) -> ArraySlice<Int> {
    order[start[band]..<start[band + 1]]
  }
}
