import Foundation
import Testing
import UIKit

/// The accessibility model, with Apple's documented defaults: "UIKit controls and labels are
/// accessibility elements by default"; a label's label is its text; a button's its title;
/// traits follow the kind of view and the control's state.
@MainActor
@Suite struct AccessibilityTests {
  @Test func defaultsPerClass() {
    let label = UILabel()
    label.text = "Wi-Fi"
    #expect(label.isAccessibilityElement)
    #expect(label.accessibilityLabel == "Wi-Fi")
    #expect(label.accessibilityTraits == .staticText)

    let button = UIButton(type: .system)
    button.setTitle("Done", for: .normal)
    #expect(button.isAccessibilityElement)
    #expect(button.accessibilityLabel == "Done")
    #expect(button.accessibilityTraits == .button)
    button.isEnabled = false
    #expect(button.accessibilityTraits == [.button, .notEnabled])
    button.isEnabled = true
    button.isSelected = true
    #expect(button.accessibilityTraits == [.button, .selected])

    #expect(!UIView().isAccessibilityElement)
    let image = UIImageView()
    #expect(!image.isAccessibilityElement)
    #expect(image.accessibilityTraits == .image)
  }

  @Test func setValuesWinOverDefaults() {
    let label = UILabel()
    label.text = "3"
    label.accessibilityLabel = "Three unread messages"
    label.accessibilityTraits = [.staticText, .updatesFrequently]
    label.accessibilityHint = "Opens the inbox"
    label.isAccessibilityElement = false
    #expect(label.accessibilityLabel == "Three unread messages")
    #expect(label.accessibilityAttributedLabel?.string == "Three unread messages")
    #expect(label.accessibilityTraits == [.staticText, .updatesFrequently])
    #expect(label.accessibilityHint == "Opens the inbox")
    #expect(!label.isAccessibilityElement)
    #expect(label.accessibilityUserInputLabels == ["Three unread messages"])
  }

  /// A view's accessibility frame is its frame in screen coordinates; the activation point
  /// its centre.
  @Test func framesAreInScreenCoordinates() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let card = UIView(frame: CGRect(x: 20, y: 100, width: 200, height: 100))
    let badge = UIView(frame: CGRect(x: 10, y: 10, width: 30, height: 20))
    window.addSubview(card)
    card.addSubview(badge)
    #expect(badge.accessibilityFrame == CGRect(x: 30, y: 110, width: 30, height: 20))
    #expect(badge.accessibilityActivationPoint == CGPoint(x: 45, y: 120))
  }

  /// "accessibilityFrameInContainerSpace … the frame of the element in the container's
  /// coordinate space"; the screen frame follows the container.
  @Test func elementsFollowTheirContainer() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let chart = UIView(frame: CGRect(x: 0, y: 200, width: 300, height: 200))
    window.addSubview(chart)
    let bar = UIAccessibilityElement(accessibilityContainer: chart)
    bar.accessibilityFrameInContainerSpace = CGRect(x: 10, y: 50, width: 20, height: 150)
    bar.accessibilityLabel = "March"
    bar.accessibilityValue = "42"
    chart.accessibilityElements = [bar]
    #expect(bar.isAccessibilityElement)
    #expect(bar.accessibilityFrame == CGRect(x: 10, y: 250, width: 20, height: 150))
    chart.frame.origin.y = 300
    #expect(bar.accessibilityFrame == CGRect(x: 10, y: 350, width: 20, height: 150))
    #expect(chart.accessibilityElementCount() == 1)
    #expect(chart.accessibilityElement(at: 0) as? UIAccessibilityElement === bar)
    #expect(chart.index(ofAccessibilityElement: bar) == 0)
    #expect(chart.index(ofAccessibilityElement: UIView()) == NSNotFound)
    #expect(bar.accessibilityContainer as? UIView === chart)
  }

  @Test func postedNotificationsAreKeptForTests() {
    UIAccessibility.removePostedNotifications()
    let label = UILabel()
    UIAccessibility.post(notification: .layoutChanged, argument: label)
    UIAccessibility.post(notification: .announcement, argument: "Saved")
    #expect(
      UIAccessibility.postedNotifications.map(\.notification) == [.layoutChanged, .announcement])
    #expect(UIAccessibility.postedNotifications.last?.argument as? String == "Saved")
    #expect(!UIAccessibility.isVoiceOverRunning)
  }

  final class Archiver {
    var archived = 0
    func archive(_ action: UIAccessibilityCustomAction) { archived += 1 }
  }

  @Test func customActionsRunTheirHandlerOrSelector() {
    var ran = false
    let handler = UIAccessibilityCustomAction(name: "Flag") { _ in
      ran = true
      return true
    }
    #expect(handler.perform())
    #expect(ran)
    let archiver = Archiver()
    let selector = UIAccessibilityCustomAction(
      name: "Archive", target: archiver, selector: Selector(Archiver.archive, name: "archive:"))
    #expect(selector.perform())
    #expect(archiver.archived == 1)
  }
}
