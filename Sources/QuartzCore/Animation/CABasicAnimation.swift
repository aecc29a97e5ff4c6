/// An animation of a layer property between two values: from ``fromValue`` to ``toValue``,
/// or by ``byValue``; an unset end is the property's current value.
open class CABasicAnimation: CAPropertyAnimation {
  /// The value the property starts at.
  open var fromValue: Any?
  /// The value the property ends at.
  open var toValue: Any?
  /// How much the property changes over the animation.
  open var byValue: Any?

  override func copyProperties(from other: CAAnimation) {
    super.copyProperties(from: other)
    guard let other = other as? CABasicAnimation else { return }
    fromValue = other.fromValue
    toValue = other.toValue
    byValue = other.byValue
  }
}
