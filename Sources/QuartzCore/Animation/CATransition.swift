/// An animation of a layer's change as a whole (its sublayers added, removed or
/// replaced): a fade, a push, a move or a reveal.
open class CATransition: CAAnimation {
  /// The kind of transition. Defaults to `.fade`.
  open var type: CATransitionType = .fade
  /// The direction of the movement kinds, or nil.
  open var subtype: CATransitionSubtype?
  /// Where the transition starts, as a fraction (0…1) of its progress.
  open var startProgress: Float = 0
  /// Where the transition ends, as a fraction (0…1) of its progress.
  open var endProgress: Float = 1
  /// A filter to transition with; stored only.
  open var filter: Any?

  override func copyProperties(from other: CAAnimation) {
    super.copyProperties(from: other)
    guard let other = other as? CATransition else { return }
    type = other.type
    subtype = other.subtype
    startProgress = other.startProgress
    endProgress = other.endProgress
    filter = other.filter
  }
}

/// The key a transition is attached under when it is added with a nil key.
public let kCATransition = "transition"

/// The kinds of transition.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  /// The new content fades in over the old.
  public static let fade = CATransitionType(rawValue: "fade")
  /// The new content slides in over the old.
  public static let moveIn = CATransitionType(rawValue: "moveIn")
  /// The new content pushes the old out.
  public static let push = CATransitionType(rawValue: "push")
  /// The old content slides away to reveal the new.
  public static let reveal = CATransitionType(rawValue: "reveal")
}

/// The direction of a moving transition.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  /// From the right side of the layer.
  public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
  /// From the left side of the layer.
  public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
  /// From the top of the layer.
  public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
  /// From the bottom of the layer.
  public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}
