import CoreGraphics

/// The presentation controller of a popover: where it points from. On an iPad an action
/// sheet and any `.popover` controller have one; code sets its source before presenting.
///
/// Divergence: headless a popover is shown as a sheet (see `UIModalPresentationStyle`); the
/// source is stored.
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
  /// The view the popover points at.
  open var sourceView: UIView?
  /// The rectangle in ``sourceView`` the popover points at.
  open var sourceRect = CGRect.zero
  /// The bar button item the popover points at.
  open var barButtonItem: UIBarButtonItem?
  /// The directions the popover's arrow may point. `.any` by default.
  open var permittedArrowDirections = UIPopoverArrowDirection.any
  /// The direction the arrow points: `.unknown` until shown as a popover, so always here.
  open var arrowDirection: UIPopoverArrowDirection { .unknown }
  /// The popover's background colour (stored).
  open var backgroundColor: UIColor?
  /// Views a person can use while the popover is shown (stored).
  open var passthroughViews: [UIView]?
  /// Whether the popover may cover its source rectangle (stored).
  open var canOverlapSourceViewRect = false
}

/// The directions of a popover's arrow.
public struct UIPopoverArrowDirection: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
  public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
  public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
  public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
  public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
  public static let unknown = UIPopoverArrowDirection(rawValue: .max)
}

/// What a popover's presentation controller tells its delegate, besides what every
/// presentation controller does.
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
  func prepareForPopoverPresentation(
    _ popoverPresentationController: UIPopoverPresentationController)
}

extension UIPopoverPresentationControllerDelegate {
  public func prepareForPopoverPresentation(
    _ popoverPresentationController: UIPopoverPresentationController
  ) {}
}

extension UIViewController {
  /// The controller's presentation controller, made on first use for its presentation style:
  /// a popover's for `.popover` (and an action sheet on an iPad), a plain one otherwise.
  public var presentationController: UIPresentationController? {
    let wantsPopover =
      modalPresentationStyle == .popover
      || ((self as? UIAlertController)?.preferredStyle == .actionSheet
        && UIScreen.main.traitCollection.horizontalSizeClass == .regular)
    if let existing = presentationState.presentationController,
      (existing is UIPopoverPresentationController) == wantsPopover
    {
      return existing
    }
    let made =
      wantsPopover
      ? UIPopoverPresentationController(presentedViewController: self, presenting: nil)
      : UIPresentationController(presentedViewController: self, presenting: nil)
    presentationState.presentationController = made
    return made
  }

  /// The controller's popover presentation controller: for `.popover` controllers and action
  /// sheets on an iPad; nil otherwise, as on an iPhone's action sheets.
  public var popoverPresentationController: UIPopoverPresentationController? {
    presentationController as? UIPopoverPresentationController
  }
}
