// swift-format-ignore-file
import UIKit

internal protocol Configurable: class {
  init()
}

extension Configurable {
  init(_ block: (Self) -> Void) {
    self.init()
    block(self)
  }

  @discardableResult func with(_ block: (Self) -> Void) -> Self {
    block(self)
    return self
  }
}

extension NSObject: Configurable {}

final class Style: Configurable {
  var width = 1
  required init() {}
}

/// NSObjects configured through the protocol's members, as SideMenu configures its views.
func makeViews() -> (UIView, UILabel, Style) {
  let view = UIView { $0.tag = 7 }
  let label = UILabel().with { $0.text = "menu" }
  return (view, label, Style { $0.width = 2 })
}

/// Uses that see the protocol's conformers, which on Linux no longer include NSObjects.
func isConfigurable(_ value: Any) -> Bool { value is Configurable }
func make<T: Configurable>(_ type: T.Type) -> T { T() }
