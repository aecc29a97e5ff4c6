import UIKit

/// UISwitch's properties.
@MainActor
enum UISwitchProperties {
  static var all: [ViewProperty] {
    [
      .on(UISwitch.self, "isOn", .boolean, \.isOn),
      .on(UISwitch.self, "onTintColor", .color) { $0.onTintColor = $1 },
      .on(UISwitch.self, "thumbTintColor", .color) { $0.thumbTintColor = $1 },
      .on(
        UISwitch.self, "preferredStyle",
        .oneOf(["automatic": UISwitch.Style.automatic, "checkbox": .checkbox, "sliding": .sliding]),
        \.preferredStyle),
    ]
  }
}
