extension Path {
  /// Sends the path, mapped by `transform`, to `sink` as straight lines, each subpath closed
  /// back to its start (the implicit close of a fill).
  ///
  /// Curves are split so that no line strays more than `tolerance` from the mapped curve.
  /// A curve whose control points all lie outside `visible` cannot draw anything there except
  /// through its winding, which its chord carries just as well, so it becomes that chord: a
  /// huge curve far away costs nothing.
  ///
  /// - Returns: false when the transform produced a non-finite coordinate; the caller should
  ///   then draw nothing (the lines already sent are incomplete).
  func flatten<Sink: LineSink>(
    transform t: Transform, tolerance: Double, visible: DeviceBox, into sink: inout Sink
  ) -> Bool {
    var start = Point.zero
    var current = Point.zero
    var open = false
    for element in elements {
      switch element {
      case .move(let p):
        if open { sink.addLine(from: current, to: start) }
        let q = t.apply(p)
        guard q.isFinite else { return false }
        start = q
        current = q
        open = true
      case .line(let p):
        let q = t.apply(p)
        guard q.isFinite else { return false }
        sink.addLine(from: current, to: q)
        current = q
      case .quad(let c, let p):
        let (q1, q2) = (t.apply(c), t.apply(p))
        guard q1.isFinite, q2.isFinite else { return false }
        if visible.intersectsHull(current, q1, q2) {
          let n = CurveFlattening.segmentCount(current, q1, q2, tolerance: tolerance)
          var previous = current
          for i in 1..<n {
            let next = CurveFlattening.point(onQuad: current, q1, q2, at: Double(i) / Double(n))
            sink.addLine(from: previous, to: next)
            previous = next
          }
          sink.addLine(from: previous, to: q2)
        } else {
          sink.addLine(from: current, to: q2)
        }
        current = q2
      case .cubic(let c1, let c2, let p):
        let (q1, q2, q3) = (t.apply(c1), t.apply(c2), t.apply(p))
        guard q1.isFinite, q2.isFinite, q3.isFinite else { return false }
        if visible.intersectsHull(current, q1, q2, q3) {
          let n = CurveFlattening.segmentCount(current, q1, q2, q3, tolerance: tolerance)
          var previous = current
          for i in 1..<n {
            let next = CurveFlattening.point(
              onCubic: current, q1, q2, q3, at: Double(i) / Double(n))
            sink.addLine(from: previous, to: next)
            previous = next
          }
          sink.addLine(from: previous, to: q3)
        } else {
          sink.addLine(from: current, to: q3)
        }
        current = q3
      case .close:
        sink.addLine(from: current, to: start)
        current = start
      }
    }
    if open { sink.addLine(from: current, to: start) }
    return true
  }
}

/// A box in device space, in floating point so that it can hold geometry far off any pixmap.
struct DeviceBox {
  var minX: Double
  var minY: Double
  var maxX: Double
  var maxY: Double

  init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
    self.minX = minX
    self.minY = minY
    self.maxX = maxX
    self.maxY = maxY
  }

  init(_ r: IntRect) {
    self.init(
      minX: Double(r.minX), minY: Double(r.minY), maxX: Double(r.maxX), maxY: Double(r.maxY))
  }

  /// Some point of the convex hull of the three points may lie inside the box (tested on the
  /// hull's bounding box, so the answer errs towards yes).
  func intersectsHull(_ a: Point, _ b: Point, _ c: Point) -> Bool {
    intersectsHull(a, b, c, c)
  }

  /// Some point of the convex hull of the four points may lie inside the box.
  func intersectsHull(_ a: Point, _ b: Point, _ c: Point, _ d: Point) -> Bool {
    max(a.x, b.x, c.x, d.x) > minX && min(a.x, b.x, c.x, d.x) < maxX
      && max(a.y, b.y, c.y, d.y) > minY && min(a.y, b.y, c.y, d.y) < maxY
  }
}
