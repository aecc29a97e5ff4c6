@_spi(Offscreen) import UIKit

/// Renders `view` as it looks in `controller` hosted by a `SnapshotWindow` (see
/// `hosting(_:in:config:traits:_:)`).
@MainActor
func renderSnapshot(
  of view: UIView, in controller: UIViewController, config: ViewImageConfig,
  traits: UITraitCollection
) -> UIImage {
  hosting(view, in: controller, config: config, traits: traits) { host in
    if view.bounds.isEmpty {
      // As on iOS: a view with no size gets its fitting size before giving up.
      view.sizeToFit()
      host.window.runUpdateCycle()
    }
    guard !view.bounds.isEmpty else { return emptySnapshotImage() }
    let scale = UITraitCollection(traitsFrom: [config.traits, traits]).displayScale
    return view.renderedImage(scale: scale > 0 ? scale : nil)
  }
}

/// Runs `body` while `view` is shown in `controller` by a `SnapshotWindow`: the view is the
/// controller's own view, or a view put in a plain controller for the purpose (sized to
/// `config.size`). Afterwards the view is taken out again and its frame restored.
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
