/// Several animations run together, on the group's timeline: each child's times are
/// relative to the group, and the group's duration cuts them short.
open class CAAnimationGroup: CAAnimation {
  /// The animations of the group.
  open var animations: [CAAnimation]?

  /// Copies the children too, so that a group attached to a layer is apart from the one it
  /// was made from, as Core Animation's copy is.
  override func copyProperties(from other: CAAnimation) {
    super.copyProperties(from: other)
    guard let other = other as? CAAnimationGroup else { return }
    animations = other.animations?.map { $0.copy() as? CAAnimation ?? $0 }
  }
}
