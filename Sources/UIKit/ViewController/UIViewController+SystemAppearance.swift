/// Which controller decides the status bar and the other system appearance, as UIKit finds
/// it: from a window's root controller, down what it presents in full screen (or what captures
/// the status bar when presented otherwise), then down the `childFor…` chain.
extension UIViewController {
  /// The controller whose ``preferredStatusBarStyle`` is used.
  var statusBarStyleDecider: UIViewController {
    decider(following: \.childForStatusBarStyle)
  }

  /// The controller whose ``prefersStatusBarHidden`` is used.
  var statusBarHiddenDecider: UIViewController {
    decider(following: \.childForStatusBarHidden)
  }

  private func decider(following child: KeyPath<UIViewController, UIViewController?>)
    -> UIViewController
  {
    var current = self
    var visited: Set<ObjectIdentifier> = [ObjectIdentifier(self)]
    while true {
      let next: UIViewController?
      if let presented = current.presentedViewController,
        presented.modalPresentationStyle == .fullScreen
          || presented.modalPresentationCapturesStatusBarAppearance
      {
        next = presented
      } else {
        next = current[keyPath: child]
      }
      // A chain that comes back on itself stops where it would loop.
      guard let next, visited.insert(ObjectIdentifier(next)).inserted else { return current }
      current = next
    }
  }
}
