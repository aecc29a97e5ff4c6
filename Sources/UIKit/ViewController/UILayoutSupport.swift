import CoreGraphics

/// The top or bottom layout guide of a view controller (iOS 7–10): where content starts below
/// the bars, as a length and as anchors.
@preconcurrency @MainActor
public protocol UILayoutSupport: AnyObject {
  /// The guide's length in points: the top or bottom safe-area inset.
  var length: CGFloat { get }
  var topAnchor: NSLayoutYAxisAnchor { get }
  var bottomAnchor: NSLayoutYAxisAnchor { get }
  var heightAnchor: NSLayoutDimension { get }
}

/// A layout guide between an edge of the controller's view and that edge of its safe area,
/// which is what `topLayoutGuide` and `bottomLayoutGuide` became in iOS 11. It is the item
/// the constraints made with it hold (`secondItem === controller.topLayoutGuide`), as on iOS.
final class BarLayoutGuide: UILayoutGuide, UILayoutSupport {
  var length: CGFloat { layoutFrame.height }
}

extension UIViewController {
  /// The guide from the top of the view to the top of its safe area (below the status bar and
  /// a navigation bar). Deprecated on iOS since 11 in favour of `safeAreaLayoutGuide`, which it
  /// follows.
  @available(iOS, deprecated: 11.0, message: "Use view.safeAreaLayoutGuide.topAnchor")
  public var topLayoutGuide: any UILayoutSupport { barGuide(top: true) }

  /// The guide from the bottom of the safe area (above a tab bar or toolbar) to the bottom of
  /// the view.
  @available(iOS, deprecated: 11.0, message: "Use view.safeAreaLayoutGuide.bottomAnchor")
  public var bottomLayoutGuide: any UILayoutSupport { barGuide(top: false) }

  /// The controller's guide for an edge, made and constrained on first use. As on iOS, two
  /// constraints installed on the controller's view place it: its edge on the view's edge and
  /// its length (here, its other edge on the safe area's); across, it is left open, as iOS
  /// leaves it.
  private func barGuide(top: Bool) -> BarLayoutGuide {
    let view = self.view!
    let identifier = top ? "UIViewControllerTopLayoutGuide" : "UIViewControllerBottomLayoutGuide"
    if let guide = view.layoutGuides.first(where: { $0.identifier == identifier })
      as? BarLayoutGuide
    {
      return guide
    }
    let guide = BarLayoutGuide()
    guide.identifier = identifier
    view.addLayoutGuide(guide)
    let safeArea = view.safeAreaLayoutGuide
    NSLayoutConstraint.activate(
      top
        ? [
          guide.topAnchor.constraint(equalTo: view.topAnchor),
          guide.bottomAnchor.constraint(equalTo: safeArea.topAnchor),
        ]
        : [
          guide.topAnchor.constraint(equalTo: safeArea.bottomAnchor),
          guide.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    return guide
  }
}
