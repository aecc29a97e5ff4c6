import Testing
import UIKit

// Proxies are process-wide, as on iOS: each test styles classes (or containers) of its own so
// that no other test's views are touched.

private final class ProxyIdentityLabel: UILabel {}
private final class WindowEntryLabel: UILabel {}
private final class ExplicitLabel: UILabel {}
private class BaseBadge: UILabel {}
private final class DerivedBadge: BaseBadge {}
private final class StateButton: UIButton {}
private final class TraitSwitch: UISwitch {}
private final class CustomPanel: UIView {
  let caption = UILabel()
  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }
  override init(frame: CGRect) { super.init(frame: frame) }
}

/// `UIAppearance` as Apple documents it: one proxy per class (and containment, and traits),
/// settings applied when a view enters a window and not to views already in one, settings made
/// on a view itself kept.
@MainActor
@Suite struct AppearanceProxyTests {
  private func window() -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    window.isHidden = false
    return window
  }

  @Test func theProxyIsOneObjectOfTheClassThatNeverStylesTheViewsThemselves() {
    let proxy = ProxyIdentityLabel.appearance()
    #expect(ProxyIdentityLabel.appearance() === proxy)
    #expect(type(of: proxy) == ProxyIdentityLabel.self)
    let label = ProxyIdentityLabel()
    proxy.textColor = .systemRed
    // The proxy reads back what was set on it; a view not in a window is not styled yet.
    #expect(proxy.textColor == .systemRed)
    #expect(label.textColor == .label)
  }

  @Test func aViewTakesTheProxysValuesWhenItEntersAWindowNotBefore() {
    let host = window()
    let inside = WindowEntryLabel()
    host.addSubview(inside)
    WindowEntryLabel.appearance().textColor = .systemGreen
    WindowEntryLabel.appearance().font = .boldSystemFont(ofSize: 20)
    // "iOS … doesn't change the appearance of a view that's already in a window."
    #expect(inside.textColor == .label)

    let entering = WindowEntryLabel()
    #expect(entering.textColor == .label)
    host.addSubview(entering)
    #expect(entering.textColor == .systemGreen)
    #expect(entering.font == .boldSystemFont(ofSize: 20))

    // "remove the view from the view hierarchy and then put it back."
    inside.removeFromSuperview()
    host.addSubview(inside)
    #expect(inside.textColor == .systemGreen)
  }

  @Test func aValueSetOnTheViewItselfIsNotOverridden() {
    ExplicitLabel.appearance().textColor = .systemOrange
    ExplicitLabel.appearance().backgroundColor = .systemYellow
    let label = ExplicitLabel()
    label.textColor = .systemIndigo
    window().addSubview(label)
    #expect(label.textColor == .systemIndigo)
    #expect(label.backgroundColor == .systemYellow)
  }

  @Test func aSuperclassProxyStylesSubclassesAndASubclassProxyWins() {
    BaseBadge.appearance().textColor = .systemRed
    BaseBadge.appearance().backgroundColor = .systemGray
    DerivedBadge.appearance().textColor = .systemBlue
    let host = window()
    let base = BaseBadge()
    let derived = DerivedBadge()
    host.addSubview(base)
    host.addSubview(derived)
    #expect(base.textColor == .systemRed)
    #expect(derived.textColor == .systemBlue)
    #expect(derived.backgroundColor == .systemGray)
  }

  @Test func methodsWithAStateRecordEachStateApart() {
    StateButton.appearance().setTitleColor(.systemPink, for: .normal)
    StateButton.appearance().setTitleColor(.systemTeal, for: .highlighted)
    let button = StateButton(type: .custom)
    button.setTitleColor(.systemBrown, for: .highlighted)
    window().addSubview(button)
    #expect(button.titleColor(for: .normal) == .systemPink)
    // Set on the button itself for .highlighted: the proxy's highlighted colour is not applied.
    #expect(button.titleColor(for: .highlighted) == .systemBrown)
  }

  @Test func aTraitProxyStylesOnlyViewsWithThoseTraits() {
    TraitSwitch.appearance().onTintColor = .systemMint
    TraitSwitch.appearance(for: UITraitCollection(userInterfaceStyle: .dark)).onTintColor =
      .systemPurple
    let light = window()
    light.overrideUserInterfaceStyle = .light
    let dark = window()
    dark.overrideUserInterfaceStyle = .dark
    let inLight = TraitSwitch()
    let inDark = TraitSwitch()
    light.addSubview(inLight)
    dark.addSubview(inDark)
    #expect(inLight.onTintColor == .systemMint)
    #expect(inDark.onTintColor == .systemPurple)
  }

  @Test func aCustomSubclassProxyIsMadeWithItsOwnInitializer() {
    let proxy = CustomPanel.appearance()
    // init?(coder:) ran (the caption exists) and the proxy is not a view of any hierarchy.
    #expect(proxy.caption.superview == nil)
    #expect(proxy.superview == nil && proxy.window == nil)
    proxy.tintColor = .systemCyan
    let panel = CustomPanel()
    window().addSubview(panel)
    #expect(panel.tintColor == .systemCyan)
  }
}

/// A view class's `dynamic` property as the port writes it: the setter tells the appearance
/// machinery, as the Objective-C runtime's forwarding does on iOS.
private final class PortedField: UITextField {
  var titleColor: UIColor = .gray {
    didSet {
      appearancePropertyDidSet(\PortedField.titleColor, to: titleColor)
      colorUpdates += 1
    }
  }
  var colorUpdates = 0
}

@MainActor
@Suite struct PortedAppearancePropertyTests {
  @Test func theProxyOfACustomClassRecordsItsDynamicPropertiesAndAppliesThem() {
    let proxy = PortedField.appearance()
    proxy.titleColor = .systemRed
    // Read back from the proxy, as SkyFloatingLabelTextField's tests do.
    #expect(PortedField.appearance().titleColor == .systemRed)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    window.isHidden = false
    let styled = PortedField()
    let own = PortedField()
    own.titleColor = .systemBlue
    #expect(styled.titleColor == .gray)
    window.addSubview(styled)
    window.addSubview(own)
    #expect(styled.titleColor == .systemRed)
    #expect(styled.colorUpdates == 1)
    #expect(own.titleColor == .systemBlue)
  }
}
