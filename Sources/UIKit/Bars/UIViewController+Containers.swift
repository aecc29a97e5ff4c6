/// A container controller with a list of children (a navigation stack, tabs): when another
/// container takes one of them, it drops it from its list.
@MainActor
protocol ChildListingContainer: UIViewController {
  func childWasTaken(_ child: UIViewController)
}

extension UIViewController {
  /// Makes `child` a child of this container, taking it from the container it was in, as
  /// UIKit moves a controller added to a second container.
  func attachContainedChild(_ child: UIViewController) {
    guard child.parent !== self else { return }
    let previous = child.parent
    addChild(child)
    child.didMove(toParent: self)
    (previous as? any ChildListingContainer)?.childWasTaken(child)
  }

  /// Removes `child` from this container: its view, the safe area the bars gave it, and the
  /// parent link.
  func detachContainedChild(_ child: UIViewController) {
    child.willMove(toParent: nil)
    child.containerSafeAreaInsets = .zero
    child.viewIfLoaded?.removeFromSuperview()
    child.removeFromParent()
  }

  /// `controllers` without repeats, in order.
  static func uniqued(_ controllers: [UIViewController]) -> [UIViewController] {
    var unique: [UIViewController] = []
    for controller in controllers where !unique.contains(where: { $0 === controller }) {
      unique.append(controller)
    }
    return unique
  }
}
