import CoreGraphics

/// A rectangle that takes part in Auto Layout without being a view: space between views, or
/// a view's margins, safe area or readable width. As on iOS, an `NSObject`.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject, LayoutItem {
  /// The view the guide belongs to.
  public internal(set) weak var owningView: UIView?
  /// A name for debugging.
  open var identifier = ""
  /// What kind of system guide this is, if it is one.
  let role: Role

  /// The guides a view makes for itself.
  enum Role {
    case custom, layoutMargins, safeArea, readableContent, keyboard
  }

  /// A guide to add to a view with `addLayoutGuide(_:)`.
  public override init() {
    role = .custom
    super.init()
  }

  init(role: Role, owner: UIView, identifier: String) {
    self.role = role
    owningView = owner
    self.identifier = identifier
    super.init()
  }

  public var hostView: UIView? { owningView }

  /// The guide's rectangle in its owning view's coordinates, as the last layout solved it.
  public var layoutFrame: CGRect {
    guard let owner = owningView else { return .zero }
    return owner.rootView.layoutEngine.frame(of: self, in: owner) ?? .zero
  }

  var debugName: String {
    "UILayoutGuide:\(ObjectIdentifier(self).hashValue)'\(identifier)'"
  }

  open override var description: String { "<\(debugName); layoutFrame = \(layoutFrame)>" }
}

extension UIView {
  /// The guides added to the view with ``addLayoutGuide(_:)``.
  public var layoutGuides: [UILayoutGuide] { layoutGuideStorage.filter { $0.role == .custom } }

  /// Adds `layoutGuide` to the view, so constraints can relate it to the view's hierarchy.
  public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
    layoutGuide.owningView?.removeLayoutGuide(layoutGuide)
    layoutGuide.owningView = self
    layoutGuideStorage.append(layoutGuide)
    invalidateEngine()
  }

  /// Removes `layoutGuide` and deactivates the constraints that use it.
  public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
    guard layoutGuide.owningView === self else { return }
    for constraint in rootView.allInstalledConstraints
    where constraint.references(layoutGuide) {
      constraint.isActive = false
    }
    layoutGuideStorage.removeAll { $0 === layoutGuide }
    layoutGuide.owningView = nil
    invalidateEngine()
  }

  /// The guide inset from the bounds by ``layoutMargins``.
  public var layoutMarginsGuide: UILayoutGuide {
    systemGuide(.layoutMargins, "UIViewLayoutMarginsGuide")
  }

  /// The guide inset from the bounds by ``safeAreaInsets``.
  public var safeAreaLayoutGuide: UILayoutGuide {
    systemGuide(.safeArea, "UIViewSafeAreaLayoutGuide")
  }

  /// A guide within the layout margins no wider than text is comfortable to read (672
  /// points at the default text size), centred.
  public var readableContentGuide: UILayoutGuide {
    systemGuide(.readableContent, "UIViewReadableContentGuide")
  }

  /// The guide the keyboard takes up. Headless no keyboard shows, so it lies along the bottom
  /// edge, as tall as the bottom safe area inset (see ``UIKeyboardLayoutGuide``).
  public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
    if let guide = layoutGuideStorage.first(where: { $0.role == .keyboard }) {
      return guide as! UIKeyboardLayoutGuide
    }
    let guide = UIKeyboardLayoutGuide(owner: self)
    layoutGuideStorage.append(guide)
    return guide
  }

  private func systemGuide(_ role: UILayoutGuide.Role, _ identifier: String) -> UILayoutGuide {
    if let guide = layoutGuideStorage.first(where: { $0.role == role }) { return guide }
    let guide = UILayoutGuide(role: role, owner: self, identifier: identifier)
    layoutGuideStorage.append(guide)
    return guide
  }
}
