import CoreGraphics
import QuartzCore
import UIKit

extension Snapshotting where Value == UIView, Format == String {
  /// A snapshot strategy for comparing views based on a recursive description of their
  /// properties and hierarchies.
  public static var recursiveDescription: Snapshotting { .recursiveDescription() }

  /// A snapshot strategy for comparing views based on a recursive description of their
  /// properties and hierarchies, after laying the view out in a window of its size (or
  /// `size`) with `traits`.
  public static func recursiveDescription(
    size: CGSize? = nil, traits: UITraitCollection = .init()
  ) -> Snapshotting<UIView, String> {
    SimplySnapshotting.lines.pullback { view in
      onMainActor {
        describeLaidOut(
          view, in: UIViewController(),
          config: .init(safeArea: .zero, size: size ?? view.frame.size, traits: traits))
      }
    }
  }
}

extension Snapshotting where Value == UIViewController, Format == String {
  /// A snapshot strategy for comparing view controller views based on a recursive description
  /// of their properties and hierarchies.
  public static var recursiveDescription: Snapshotting { .recursiveDescription() }

  /// A snapshot strategy for comparing view controller views based on a recursive description
  /// of their properties and hierarchies, shown on `config`.
  public static func recursiveDescription(
    on config: ViewImageConfig = .init(), size: CGSize? = nil, traits: UITraitCollection = .init()
  ) -> Snapshotting<UIViewController, String> {
    SimplySnapshotting.lines.pullback { controller in
      onMainActor {
        describeLaidOut(
          controller.view, in: controller,
          config: .init(
            safeArea: config.safeArea, size: size ?? config.size,
            traits: UITraitCollection(traitsFrom: [config.traits, traits])))
      }
    }
  }
}

/// The recursive description of `view` hosted as for an image snapshot, after the update
/// cycle.
@MainActor
private func describeLaidOut(
  _ view: UIView, in controller: UIViewController, config: ViewImageConfig
) -> String {
  hosting(view, in: controller, config: config, traits: .init()) { _ in
    var lines: [String] = []
    describe(view, depth: 0, into: &lines)
    return lines.joined(separator: "\n")
  }
}

/// UIKit's `recursiveDescription` format with the object addresses left out (as
/// swift-snapshot-testing purges them): one line a view, `   | ` a level of depth.
@MainActor
private func describe(_ view: UIView, depth: Int, into lines: inout [String]) {
  var fields = [
    "frame = (\(number(view.frame.minX)) \(number(view.frame.minY)); "
      + "\(number(view.frame.width)) \(number(view.frame.height)))"
  ]
  if let label = view as? UILabel, let text = label.text { fields.append("text = '\(text)'") }
  if view.isHidden { fields.append("hidden = YES") }
  if view.alpha != 1 { fields.append("alpha = \(number(view.alpha))") }
  if let mask = autoresizeDescription(view.autoresizingMask) {
    fields.append("autoresize = \(mask)")
  }
  if !view.translatesAutoresizingMaskIntoConstraints {
    fields.append("translatesAutoresizingMaskIntoConstraints = NO")
  }
  fields.append("layer = <\(type(of: view.layer))>")
  let indent = String(repeating: "   | ", count: depth)
  lines.append("\(indent)<\(type(of: view)); \(fields.joined(separator: "; "))>")
  for subview in view.subviews { describe(subview, depth: depth + 1, into: &lines) }
}

/// UIKit's names for the autoresizing flags, joined by `+`; nil when none is set.
private func autoresizeDescription(_ mask: UIView.AutoresizingMask) -> String? {
  let names: [(UIView.AutoresizingMask, String)] = [
    (.flexibleLeftMargin, "LM"), (.flexibleWidth, "W"), (.flexibleRightMargin, "RM"),
    (.flexibleTopMargin, "TM"), (.flexibleHeight, "H"), (.flexibleBottomMargin, "BM"),
  ]
  let set = names.filter { mask.contains($0.0) }.map(\.1)
  return set.isEmpty ? nil : set.joined(separator: "+")
}

/// A coordinate as `%g` prints it: no decimals when whole.
private func number(_ value: CGFloat) -> String {
  value == value.rounded() ? String(Int(value)) : String(Double(value))
}
