import CoreGraphics

/// Where a view was among its superview's subviews, to put it back there.
struct ViewPlace {
  weak var superview: UIView?
  let index: Int
}

extension UIViewController {
  /// Takes the presenter's view out of the window once a presentation that covers it has
  /// ended, as UIKit does: for `.fullScreen` "the views belonging to the presenting view
  /// controller are removed after the presentation completes" (Apple's reference), and so for
  /// `.currentContext` and a presentation controller whose `shouldRemovePresentersView` is
  /// true. Its children's views leave with it, so they hear the disappearance calls then.
  func takeViewOutOfWindow(coveredBy presented: UIViewController) {
    guard let view = viewIfLoaded, let superview = view.superview else { return }
    let index = superview.subviews.firstIndex { $0 === view } ?? superview.subviews.count
    presented.presentationState.presenterViewPlace = ViewPlace(superview: superview, index: index)
    view.removeFromSuperview()
  }

  /// Puts the presenter's view back in its previous superview, as UIKit does when the
  /// dismissal of `presented` begins.
  func putViewBack(coveredBy presented: UIViewController) {
    guard let place = presented.presentationState.presenterViewPlace else { return }
    presented.presentationState.presenterViewPlace = nil
    guard let superview = place.superview, let view = viewIfLoaded else { return }
    superview.insertSubview(view, at: min(place.index, superview.subviews.count))
    if superview is UIWindow { view.frame = superview.bounds }
  }

  /// The presenter's view's frame in `container`, from where it was when it is out of the
  /// window.
  func frameInContainer(_ container: UIView, coveredBy presented: UIViewController) -> CGRect {
    guard let place = presented.presentationState.presenterViewPlace,
      let superview = place.superview
    else { return view.convert(view.bounds, to: container) }
    let frame = superview is UIWindow ? superview.bounds : view.frame
    return superview.convert(frame, to: container)
  }
}
