import UIKit

/// Renders `view` as it looks in `controller` hosted by a `SnapshotWindow` (see
/// `hosting(_:in:config:traits:_:)`).
@MainActor
func renderSnapshot(
  of view: UIView, in controller: UIViewController, config: ViewImageConfig,
  traits: UITraitCollection
) -> UIImage {
  hosting(view, in: controller, config: config, traits: traits) { _ in
    guard !view.bounds.isEmpty else { return emptySnapshotImage() }
    let scale = UITraitCollection(traitsFrom: [config.traits, traits]).displayScale
    return view.renderedImage(scale: scale > 0 ? scale : nil)
  }
}

extension Snapshotting where Value: Sendable, Format == UIImage {
  /// Pixel snapshots of the view `host` picks for a value, rendered by `renderSnapshot` in the
  /// controller and on the configuration `host` gives, with `traits` over the configuration's;
  /// the view and controller strategies differ only in what they host.
  static func windowImage(
    precision: Float, perceptualPrecision: Float, traits: UITraitCollection,
    host: @escaping @MainActor (Value) -> (UIView, in: UIViewController, config: ViewImageConfig)
  ) -> Snapshotting {
    SimplySnapshotting.image(
      precision: precision, perceptualPrecision: perceptualPrecision, scale: traits.displayScale
    ).pullback { value in
      onMainActor {
        let (view, controller, config) = host(value)
        return renderSnapshot(of: view, in: controller, config: config, traits: traits)
      }
    }
  }
}

/// Runs `body` while `view` is shown in `controller` by a `SnapshotWindow`: the view is the
/// controller's own view, or a view put in a plain controller for the purpose (sized to
/// `config.size`); a view still without a size gets its fitting size (`sizeToFit()`), as
/// upstream's `prepareView` does for images and descriptions alike. Afterwards the view is
/// taken out again and its frame restored.
@MainActor
func hosting<T>(
  _ view: UIView, in controller: UIViewController, config: ViewImageConfig,
  traits: UITraitCollection, _ body: (SnapshotWindow) -> T
) -> T {
  let initialFrame = view.frame
  let borrowed = view !== controller.view
  if borrowed {
    view.frame.size = config.size ?? view.frame.size
    controller.view.bounds = view.bounds
    controller.view.addSubview(view)
  }
  let host = SnapshotWindow(hosting: controller, config: config, traits: traits)
  if view.bounds.isEmpty {
    view.sizeToFit()
    host.window.runUpdateCycle()
  }
  defer {
    if borrowed { view.removeFromSuperview() }
    host.dismantle()
    view.frame = initialFrame
  }
  return body(host)
}

/// What a view with no size renders as, as on iOS: a red card saying so, which a person
/// looking at the recorded reference cannot miss.
@MainActor
private func emptySnapshotImage() -> UIImage {
  let label = UILabel(frame: CGRect(x: 0, y: 0, width: 400, height: 80))
  label.backgroundColor = .red
  label.text =
    "Error: No image could be generated for this view as its size was zero. "
    + "Please set an explicit size in the test."
  label.textAlignment = .center
  label.numberOfLines = 3
  return label.renderedImage()
}
