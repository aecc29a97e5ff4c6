import Foundation

/// A view whose `UITextInput` document is its plain text (a text field, a text view): it gives
/// the text and keeps the selection, in the text's UTF-16 code units.
@MainActor
protocol PlainTextStorage: AnyObject {
  var plainText: String { get }
  var selection: NSRange? { get set }
}

/// The document of a text field or a text view is its text: positions count its UTF-16 code
/// units.
///
/// Divergence: headless there is no caret; the selection is what code sets, nil until then
/// (on iOS a field that is not editing has none either), and it ends with the text when the
/// text becomes shorter.
extension UITextInput where Self: UIView {
  private var storage: (any PlainTextStorage)? { self as? any PlainTextStorage }

  private var document: PlainTextDocument { PlainTextDocument(text: storage?.plainText ?? "") }

  public var selectedTextRange: UITextRange? {
    get { document.range(of: storage?.selection) }
    set { storage?.selection = document.selection(of: newValue) }
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
