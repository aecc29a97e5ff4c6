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
/// swift-snapshot-testing purges them): one line a view, `   | ` a level of depth, the fields
/// UIKit prints in its order, each only when it differs from a plain view's.
@MainActor
private func describe(_ view: UIView, depth: Int, into lines: inout [String]) {
  let frame = view.frame
  var fields = [
    "frame = (\(number(frame.minX)) \(number(frame.minY)); "
      + "\(number(frame.width)) \(number(frame.height)))"
  ]
  if let label = view as? UILabel, let text = label.text { fields.append("text = '\(text)'") }
  if view.transform != .identity {
    let t = view.transform
    fields.append(
      "transform = [\([t.a, t.b, t.c, t.d, t.tx, t.ty].map(number).joined(separator: ", "))]")
  }
  if view.clipsToBounds { fields.append("clipsToBounds = YES") }
  if view.isHidden { fields.append("hidden = YES") }
  if view.alpha != 1 { fields.append("alpha = \(number(view.alpha))") }
  // UIKit prints its stored opaque flag; UILabel answers NO from an override of `isOpaque`
  // and leaves the flag set, so labels never show `opaque = NO`.
  if !view.isOpaque && !(view is UILabel) { fields.append("opaque = NO") }
  if let mask = autoresizeDescription(view.autoresizingMask) {
    fields.append("autoresize = \(mask)")
  }
  if view.tag != 0 { fields.append("tag = \(view.tag)") }
  if !view.isUserInteractionEnabled { fields.append("userInteractionEnabled = NO") }
  fields.append("layer = <\(layerClassName(of: view))>")
  let indent = String(repeating: "   | ", count: depth)
  lines.append("\(indent)<\(type(of: view)); \(fields.joined(separator: "; "))>")
  for subview in view.subviews { describe(subview, depth: depth + 1, into: &lines) }
}

/// The class name UIKit shows for a view's layer: a label's is `_UILabelLayer`; Offscreen's
/// own layer classes show as the Core Animation class they stand for.
@MainActor
private func layerClassName(of view: UIView) -> String {
  if view is UILabel { return "_UILabelLayer" }
  let name = String(describing: type(of: view.layer))
  return name.hasPrefix("CA") ? name : "CALayer"
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

/// A number as UIKit prints it, with `%g`: six significant digits, no trailing zeros
/// (`133.667`, `20.3333`, `320`).
private func number(_ value: CGFloat) -> String {
  String(format: "%g", Double(value))
}
