import Foundation
import Testing
import UIKit

/// Motion effects: stored on the view in the order added, and an interpolating effect's
/// value runs linearly from its minimum (full tilt one way, -1) to its maximum (+1).
@MainActor
@Suite struct MotionEffectTests {
  @Test func viewsKeepTheirEffects() {
    let view = UIView()
    let horizontal = UIInterpolatingMotionEffect(
      keyPath: "center.x", type: .tiltAlongHorizontalAxis)
    let group = UIMotionEffectGroup()
    group.motionEffects = [horizontal]
    view.addMotionEffect(group)
    view.addMotionEffect(group)
    #expect(view.motionEffects.count == 1 && view.motionEffects.first === group)
    view.removeMotionEffect(group)
    #expect(view.motionEffects.isEmpty)
    #expect(UIView().motionEffects.isEmpty)
  }

  /// From -10 to 10: level (0) is the middle, 0; half tilted (0.5) is three quarters, 5;
  /// a vertical effect ignores horizontal tilt.
  @Test func interpolatingEffectsRunFromMinimumToMaximum() {
    let horizontal = UIInterpolatingMotionEffect(
      keyPath: "center.x", type: .tiltAlongHorizontalAxis)
    horizontal.minimumRelativeValue = -10
    horizontal.maximumRelativeValue = 10
    let vertical = UIInterpolatingMotionEffect(keyPath: "center.y", type: .tiltAlongVerticalAxis)
    vertical.minimumRelativeValue = NSNumber(value: 0)
    vertical.maximumRelativeValue = NSNumber(value: 8)
    let level = horizontal.keyPathsAndRelativeValues(forViewerOffset: .zero)
    #expect(level?["center.x"] as? CGFloat == 0)
    let tilted = UIOffset(horizontal: 0.5, vertical: 0)
    #expect(
      horizontal.keyPathsAndRelativeValues(forViewerOffset: tilted)?["center.x"] as? CGFloat == 5)
    #expect(
      vertical.keyPathsAndRelativeValues(forViewerOffset: tilted)?["center.y"] as? CGFloat == 4)
    let group = UIMotionEffectGroup()
    group.motionEffects = [horizontal, vertical]
    let both = group.keyPathsAndRelativeValues(
      forViewerOffset: UIOffset(horizontal: 1, vertical: -1))
    #expect(both?["center.x"] as? CGFloat == 10)
    #expect(both?["center.y"] as? CGFloat == 0)
    #expect(UIMotionEffect().keyPathsAndRelativeValues(forViewerOffset: .zero) == nil)
  }
}
