import Foundation
import Testing
import UIKit

/// `NSCoder`'s geometry strings, as `NSStringFromCGPoint` and its kin write them.
@Suite struct GeometryStringTests {
  @Test func stringsAreParsed() {
    #expect(NSCoder.cgPoint(for: "{1.5, -2}") == CGPoint(x: 1.5, y: -2))
    #expect(NSCoder.cgSize(for: "{3,4}") == CGSize(width: 3, height: 4))
    #expect(NSCoder.cgRect(for: "{{1, 2}, {30, 40}}") == CGRect(x: 1, y: 2, width: 30, height: 40))
    #expect(NSCoder.cgVector(for: "{0.25, 8}") == CGVector(dx: 0.25, dy: 8))
    #expect(
      NSCoder.uiEdgeInsets(for: "{1, 2, 3, 4}")
        == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    #expect(
      NSCoder.cgAffineTransform(for: "{2, 0, 0, 2, 5, 6}")
        == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 5, ty: 6))
  }

  /// A string with too few numbers gives zero (the identity for a transform).
  @Test func malformedStringsGiveZero() {
    #expect(NSCoder.cgPoint(for: "{1}") == .zero)
    #expect(NSCoder.cgRect(for: "nothing") == .zero)
    #expect(NSCoder.cgAffineTransform(for: "{1, 2}") == .identity)
  }

  @Test func geometryIsWrittenInBraces() {
    #expect(NSCoder.string(for: CGPoint(x: 1, y: 2.5)) == "{1, 2.5}")
    #expect(NSCoder.string(for: CGRect(x: 0, y: 0, width: 10, height: 20)) == "{{0, 0}, {10, 20}}")
    #expect(
      NSCoder.string(for: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)) == "{1, 2, 3, 4}")
    let point = CGPoint(x: 0.1, y: 1e10)
    #expect(NSCoder.cgPoint(for: NSCoder.string(for: point)) == point)
  }
}
