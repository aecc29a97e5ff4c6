import Foundation

/// What a text view asks and tells about editing its text; a text view's `delegate` (the
/// scroll view delegate it inherits) may conform to it.
///
/// Divergence: Swift on Linux has no optional protocol requirements; each has a default that
/// answers as UIKit does when it is not implemented. Nothing is typed headless, so a text view
/// never calls these; code that drives a delegate calls them itself.
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
  /// Whether editing may begin: true by default.
  func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
  /// Whether editing may end: true by default.
  func textViewShouldEndEditing(_ textView: UITextView) -> Bool
  /// Editing began.
  func textViewDidBeginEditing(_ textView: UITextView)
  /// Editing ended.
  func textViewDidEndEditing(_ textView: UITextView)
  /// Whether the typed replacement of `range` by `text` is allowed: true by default.
  func textView(
    _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool
  /// The person changed the text.
  func textViewDidChange(_ textView: UITextView)
  /// The person changed the selection.
  func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
  public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
  public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
  public func textViewDidBeginEditing(_ textView: UITextView) {}
  public func textViewDidEndEditing(_ textView: UITextView) {}
  public func textView(
    _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool { true }
  public func textViewDidChange(_ textView: UITextView) {}
  public func textViewDidChangeSelection(_ textView: UITextView) {}
}
