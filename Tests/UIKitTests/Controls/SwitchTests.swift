import Testing
import UIKit

/// Switches: fixed size, state, colours by state.
@MainActor
@Suite struct SwitchTests {
  @Test func size_isAlways51By31() {
    let toggle = UISwitch(frame: CGRect(x: 5, y: 6, width: 200, height: 100))
    #expect(toggle.frame == CGRect(x: 5, y: 6, width: 51, height: 31))
    #expect(toggle.intrinsicContentSize == CGSize(width: 51, height: 31))
    #expect(toggle.sizeThatFits(.zero) == CGSize(width: 51, height: 31))
  }

  @Test func setOn_changesStateWithoutAnEvent() {
    let toggle = UISwitch()
    var changes = 0
    toggle.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
    #expect(!toggle.isOn)
    toggle.setOn(true, animated: true)
    #expect(toggle.isOn)
    #expect(changes == 0)
  }

  /// On: the track left of the thumb (x 8, mid-height) is the system green (52, 199, 89);
  /// off: the track right of the thumb (x 43) is the secondary system fill, (120, 120, 128)
  /// at 16 % over nothing: premultiplied (19, 19, 20, 41).
  @Test func track_isGreenWhenOnAndGreyWhenOff() {
    let toggle = UISwitch()
    toggle.isOn = true
    #expect(
      ControlTestSupport.close(
        ControlTestSupport.pixel(of: toggle, x: 8, y: 15), [52, 199, 89, 255]))
    toggle.isOn = false
    #expect(
      ControlTestSupport.close(
        ControlTestSupport.pixel(of: toggle, x: 43, y: 15), [19, 19, 20, 41]))
    toggle.isOn = true
    toggle.onTintColor = .systemBlue
    #expect(
      ControlTestSupport.close(
        ControlTestSupport.pixel(of: toggle, x: 8, y: 15), [0, 122, 255, 255]))
  }

  /// Disabled: the drawing at half opacity, so the green is half as opaque.
  @Test func disabled_isDimmed() {
    let toggle = UISwitch()
    toggle.isOn = true
    toggle.isEnabled = false
    let pixel = ControlTestSupport.pixel(of: toggle, x: 8, y: 15)
    #expect(ControlTestSupport.close(pixel, [26, 100, 45, 128], tolerance: 2))
  }
}
