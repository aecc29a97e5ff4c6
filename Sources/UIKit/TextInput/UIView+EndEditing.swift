extension UIView {
  /// Makes the first responder resign when it is this view or one inside it (the text field
  /// being edited, say); true when it resigned, false when nothing here was first responder.
  /// `force` is accepted: resigning is never refused headless.
  @discardableResult
  public func endEditing(_ force: Bool) -> Bool {
    guard let responder = UIResponder.firstResponder as? UIView, responder.isDescendant(of: self)
    else { return false }
    return responder.resignFirstResponder()
  }
}
