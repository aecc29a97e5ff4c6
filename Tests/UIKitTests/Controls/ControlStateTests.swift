import CoreGraphics
import Testing
import UIKit

/// A control whose drawing shows its state: green when enabled, grey when not.
@MainActor
private final class StateSwatch: UIControl {
  var draws = 0
  override func draw(_ rect: CGRect) {
    draws += 1
    (isEnabled ? UIColor.green : UIColor.gray).setFill()
    UIRectFill(bounds)
  }
}

/// The state flags and the redraw a change of state causes.
@MainActor
@Suite struct ControlStateTests {
  @Test func state_combinesTheFlags() {
    let control = UIControl()
    #expect(control.state == .normal)
    control.isSelected = true
    control.isEnabled = false
    #expect(control.state == [.selected, .disabled])
    control.isHighlighted = true
    #expect(control.state == [.selected, .disabled, .highlighted])
    control.isEnabled = true
    #expect(control.state == [.selected, .highlighted])
  }

  @Test func changingState_redrawsOnlyWhenItChanges() {
    let control = StateSwatch(frame: CGRect(x: 0, y: 0, width: 2, height: 2))
    control.contentScaleFactor = 1
    control.layer.displayIfNeeded()
    #expect(control.draws == 1)
    control.isEnabled = true
    control.layer.displayIfNeeded()
    #expect(control.draws == 1)
    control.isEnabled = false
    control.layer.displayIfNeeded()
    #expect(control.draws == 2)
    control.isSelected = true
    control.layer.displayIfNeeded()
    #expect(control.draws == 3)
  }

  @Test func effectiveHorizontalAlignment_followsTheLayoutDirection() {
    let control = UIControl()
    #expect(control.contentHorizontalAlignment == .center)
    #expect(control.contentVerticalAlignment == .center)
    control.contentHorizontalAlignment = .leading
    #expect(control.effectiveContentHorizontalAlignment == .left)
    control.semanticContentAttribute = .forceRightToLeft
    #expect(control.effectiveContentHorizontalAlignment == .right)
    control.contentHorizontalAlignment = .trailing
    #expect(control.effectiveContentHorizontalAlignment == .left)
  }
}
