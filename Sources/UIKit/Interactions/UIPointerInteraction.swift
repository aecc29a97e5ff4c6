import Foundation

/// The object that says where a pointer interaction's regions are and how the pointer looks
/// in them. Each method has a default, as the optional methods of iOS's protocol do.
@preconcurrency @MainActor
public protocol UIPointerInteractionDelegate: NSObjectProtocol {
  /// The region the pointer is in at `request.location`; nil for none. The default returns
  /// `defaultRegion`, the view's bounds.
  func pointerInteraction(
    _ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
    defaultRegion: UIPointerRegion
  ) -> UIPointerRegion?
  /// How the pointer looks in `region`; nil for the system pointer. The default returns nil.
  func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion)
    -> UIPointerStyle?
}

extension UIPointerInteractionDelegate {
  public func pointerInteraction(
    _ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
    defaultRegion: UIPointerRegion
  ) -> UIPointerRegion? { defaultRegion }

  public func pointerInteraction(
    _ interaction: UIPointerInteraction, styleFor region: UIPointerRegion
  )
    -> UIPointerStyle?
  { nil }
}

/// An interaction that changes the look of a trackpad or mouse pointer over its view.
///
/// Divergence: headless, there is no pointer. The interaction is kept by its view with its
/// delegate, and ``region(at:)`` and ``style(for:)`` ask the delegate what iOS would when
/// the pointer is at a point, so tests can check the answers; nothing asks on its own.
@preconcurrency @MainActor
open class UIPointerInteraction: NSObject, UIInteraction {
  /// The object asked for the regions and the pointer's look.
  open private(set) weak var delegate: (any UIPointerInteractionDelegate)?
  /// Whether the interaction changes the pointer. True by default.
  open var isEnabled = true
  /// The view the interaction is added to.
  public private(set) weak var view: UIView?

  /// Creates an interaction that asks `delegate`.
  public init(delegate: (any UIPointerInteractionDelegate)?) {
    self.delegate = delegate
    super.init()
  }

  open func willMove(to view: UIView?) {}

  open func didMove(to view: UIView?) { self.view = view }

  /// Makes the interaction ask its delegate again; nothing is cached here, so it does nothing.
  open func invalidate() {}

  /// The region the delegate gives for the pointer at `location` in the view (the view's
  /// bounds when it gives its default); nil when the interaction is disabled or not in a view.
  public func region(at location: CGPoint) -> UIPointerRegion? {
    guard isEnabled, let view else { return nil }
    let defaultRegion = UIPointerRegion(rect: view.bounds)
    let request = UIPointerRegionRequest(location: location, modifiers: [])
    guard let delegate else { return defaultRegion }
    return delegate.pointerInteraction(self, regionFor: request, defaultRegion: defaultRegion)
  }

  /// The style the delegate gives for `region`; nil for the system pointer.
  public func style(for region: UIPointerRegion) -> UIPointerStyle? {
    guard isEnabled else { return nil }
    return delegate?.pointerInteraction(self, styleFor: region)
  }
}
