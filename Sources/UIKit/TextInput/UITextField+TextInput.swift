import Foundation

/// A text field's document is its text: positions count its UTF-16 code units.
///
/// Divergence: headless there is no caret; the selection is what code sets, nil until then
/// (on iOS a field that is not editing has none either), and it ends with the text when the
/// text becomes shorter.
extension UITextField: UITextInput {
  private var document: PlainTextDocument { PlainTextDocument(text: text ?? "") }

  public var selectedTextRange: UITextRange? {
    get { document.range(of: selection) }
    set { selection = document.selection(of: newValue) }
  }

  public var beginningOfDocument: UITextPosition { document.beginning }

  public var endOfDocument: UITextPosition { document.end }

  public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition)
    -> UITextRange?
  { document.range(from: fromPosition, to: toPosition) }

  public func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
    document.position(from: position, offset: offset)
  }

  public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
    document.offset(from: from, to: toPosition)
  }

  public func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
    document.compare(position, to: other)
  }

  public func text(in range: UITextRange) -> String? { document.text(in: range) }
}
