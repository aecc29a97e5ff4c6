import Foundation
import Testing
import UIKit

/// Anchors are NSObjects, as on iOS: a constraint's anchors equal the anchors it was made from,
/// whatever their declared anchor types, so tests written for iOS compare them directly.
@MainActor
@Suite struct AnchorIdentityTests {
  /// `XCTAssertEqual`'s shape: one type for both sides, which Swift finds as their common
  /// superclass (`NSObject`) when one is `NSLayoutAnchor<AnyObject>` and one a y-axis anchor.
  func same<T: Equatable>(_ a: T, _ b: T) -> Bool { a == b }

  @Test func aConstraintsAnchorsEqualTheAnchorsItWasMadeFrom() {
    let (panel, container) = (UIView(), UIView())
    let constraint = panel.bottomAnchor.constraint(equalTo: container.topAnchor, constant: 100)
    #expect(same(constraint.firstAnchor, panel.bottomAnchor))
    #expect(same(constraint.secondAnchor, container.topAnchor))
    #expect(!same(constraint.firstAnchor, panel.topAnchor))
    #expect(!same(constraint.firstAnchor, container.bottomAnchor))
    #expect(constraint.firstAnchor.hash == panel.bottomAnchor.hash)
    #expect(Set<NSObject>([panel.topAnchor, panel.topAnchor, panel.leftAnchor]).count == 2)
  }

  @Test func aGuidesAnchorsAreItsOwn() {
    let view = UIView()
    let constraint = view.safeAreaLayoutGuide.bottomAnchor.constraint(equalTo: view.bottomAnchor)
    #expect(same(constraint.firstAnchor, view.safeAreaLayoutGuide.bottomAnchor))
    #expect(!same(constraint.firstAnchor, view.bottomAnchor))
  }

  /// A composite dimension equals one measured between the same anchors, and not one measured
  /// from another anchor to the same end.
  @Test func compositeDimensionsCompareBothEnds() {
    let (panel, container) = (UIView(), UIView())
    let offset = container.topAnchor.anchorWithOffset(to: panel.bottomAnchor)
    let constraint = offset.constraint(equalTo: container.heightAnchor, multiplier: 0.5)
    #expect(
      same(constraint.firstAnchor, container.topAnchor.anchorWithOffset(to: panel.bottomAnchor)))
    #expect(!same(constraint.firstAnchor, panel.topAnchor.anchorWithOffset(to: panel.bottomAnchor)))
    #expect(!same(constraint.firstAnchor, panel.bottomAnchor))
    #expect(same(constraint.secondAnchor, container.heightAnchor))
  }

  /// What a test for `is NSLayoutAnchor<…>` becomes through the port: true of every anchor, as
  /// Objective-C's erased generics make it on iOS.
  @Test func everyAnchorIsAnErasedAnchor() {
    let view = UIView()
    let constraint = view.widthAnchor.constraint(equalToConstant: 10)
    let anchors: [Any] = [
      constraint.firstAnchor, view.heightAnchor, view.leadingAnchor, view.firstBaselineAnchor,
    ]
    #expect(anchors.allSatisfy { $0 is any ErasedLayoutAnchor })
    #expect(!(view is any ErasedLayoutAnchor))
  }
}
