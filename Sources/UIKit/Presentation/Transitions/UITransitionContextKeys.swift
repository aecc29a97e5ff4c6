/// The keys that name the view controllers of a transition in
/// `UIViewControllerContextTransitioning.viewController(forKey:)`.
public struct UITransitionContextViewControllerKey: Hashable, RawRepresentable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }

  /// The controller on screen when the transition begins: the presenter for a presentation,
  /// the presented controller for a dismissal.
  public static let from = UITransitionContextViewControllerKey(
    rawValue: "UITransitionContextFromViewControllerKey")
  /// The controller on screen when the transition ends: the presented controller for a
  /// presentation, the presenter for a dismissal.
  public static let to = UITransitionContextViewControllerKey(
    rawValue: "UITransitionContextToViewControllerKey")
}

/// The keys that name the views of a transition in
/// `UIViewControllerContextTransitioning.view(forKey:)`.
public struct UITransitionContextViewKey: Hashable, RawRepresentable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }

  /// The view of the controller that leaves, when the animator has to move it.
  public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
  /// The view of the controller that arrives, when the animator has to place it.
  public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}
