import QuartzCore
import Testing

@MainActor
@Suite struct LayerGeometryTests {
  @Test func frameComesFromPositionAnchorAndBounds() {
    let layer = CALayer()
    layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 40)
    layer.position = CGPoint(x: 60, y: 30)
    // The default anchor is the centre: origin = position − size / 2.
    #expect(layer.frame == CGRect(x: 10, y: 10, width: 100, height: 40))
    layer.anchorPoint = .zero
    #expect(layer.frame == CGRect(x: 60, y: 30, width: 100, height: 40))
  }

  @Test func settingFrameSetsSizeAndPosition() {
    let layer = CALayer()
    layer.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
    #expect(layer.bounds == CGRect(x: 0, y: 0, width: 30, height: 40))
    #expect(layer.position == CGPoint(x: 25, y: 40))
  }

  @Test func rotatedFrameIsTheBoundingBox() {
    let layer = CALayer()
    layer.frame = CGRect(x: 0, y: 0, width: 100, height: 20)
    layer.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
    let frame = layer.frame
    // A quarter turn about the centre (50, 10) swaps the extents: 20 wide, 100 tall.
    #expect(abs(frame.minX - 40) < 1e-9 && abs(frame.width - 20) < 1e-9)
    #expect(abs(frame.minY + 40) < 1e-9 && abs(frame.height - 100) < 1e-9)
  }

  @Test func convertsBetweenSiblings() {
    let root = CALayer()
    root.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
    let a = CALayer()
    a.frame = CGRect(x: 10, y: 20, width: 100, height: 100)
    let b = CALayer()
    b.frame = CGRect(x: 5, y: 5, width: 50, height: 50)
    root.addSublayer(a)
    a.addSublayer(b)
    #expect(b.convert(CGPoint(x: 1, y: 2), to: root) == CGPoint(x: 16, y: 27))
    #expect(root.convert(CGPoint(x: 16, y: 27), to: b) == CGPoint(x: 1, y: 2))
  }

  @Test func sublayerOrderFollowsInsertCalls() {
    let root = CALayer()
    let (a, b, c) = (CALayer(), CALayer(), CALayer())
    root.addSublayer(a)
    root.addSublayer(b)
    root.insertSublayer(c, below: b)
    #expect(root.sublayers?.map { ObjectIdentifier($0) } == [a, c, b].map { ObjectIdentifier($0) })
    root.insertSublayer(a, above: b)
    #expect(root.sublayers?.map { ObjectIdentifier($0) } == [c, b, a].map { ObjectIdentifier($0) })
    b.removeFromSuperlayer()
    #expect(b.superlayer == nil && root.sublayers?.count == 2)
  }
}
