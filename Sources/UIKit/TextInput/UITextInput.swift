import Foundation

/// A position in a text input's document.
///
/// On iOS the class is abstract: each text input hands out positions of its own subclass.
/// Offscreen's text inputs hand out positions that hold a UTF-16 offset from the start of the
/// text (an `NSString` index, as `NSRange` counts).
@preconcurrency @MainActor
open class UITextPosition: NSObject {
  /// The position's UTF-16 offset in the text of the input that made it; -1 for a position
  /// of another subclass.
  let utf16Offset: Int

  /// Creates a position no Offscreen text input knows, for a subclass of its own.
  public override init() {
    utf16Offset = -1
    super.init()
  }

  init(utf16Offset: Int) {
    self.utf16Offset = utf16Offset
    super.init()
  }

  /// Two positions made by a text input are equal when they are at the same offset.
  nonisolated open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UITextPosition, utf16Offset >= 0 else {
      return super.isEqual(object)
    }
    return other.utf16Offset == utf16Offset
  }

  nonisolated open override var hash: Int { utf16Offset >= 0 ? utf16Offset.hashValue : super.hash }
}

/// A range of a text input's document, from ``start`` to ``end``.
@preconcurrency @MainActor
open class UITextRange: NSObject {
  private let startPosition: UITextPosition
  private let endPosition: UITextPosition

  /// Creates a range for a subclass of its own, which overrides ``start`` and ``end``; this one
  /// is empty at a position no Offscreen text input knows.
  public override init() {
    startPosition = UITextPosition()
    endPosition = startPosition
    super.init()
  }

  init(start: UITextPosition, end: UITextPosition) {
    startPosition = start
    endPosition = end
    super.init()
  }

  /// The start of the range.
  open var start: UITextPosition { startPosition }
  /// The end of the range.
  open var end: UITextPosition { endPosition }
  /// Whether the range holds no text: its start and end are the same position.
  open var isEmpty: Bool { start.isEqual(end) }
}

/// The document of a text input, as positions and ranges in its text.
///
/// Divergence: Apple's protocol also covers marked text, geometry, writing direction and
/// typing (`UIKeyInput`); headless there is no keyboard and no caret to draw, so it has the
/// document's positions, ranges and the selection, which code reads and sets.
@preconcurrency @MainActor
public protocol UITextInput: UITextInputTraits {
  /// The selection: empty where it is a caret, nil when there is none.
  var selectedTextRange: UITextRange? { get set }
  /// The position before the first character.
  var beginningOfDocument: UITextPosition { get }
  /// The position after the last character.
  var endOfDocument: UITextPosition { get }
  /// The range between two positions.
  func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
  /// The position `offset` characters from `position`; nil when that is outside the text.
  func position(from position: UITextPosition, offset: Int) -> UITextPosition?
  /// The number of characters from one position to another (negative when `to` comes first).
  func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int
  /// Whether one position comes before, at or after another.
  func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult
  /// The text of `range`; nil when the range is outside the text.
  func text(in range: UITextRange) -> String?
  /// The provisional text of a multi-stage input method (marked, underlined); nil when there
  /// is none.
  var markedTextRange: UITextRange? { get }
}

extension UITextInput {
  /// Nil: marked text comes only from a keyboard's input method, and there is none headless.
  public var markedTextRange: UITextRange? { nil }
}

/// The positions of a document that is one plain string: they count its UTF-16 code units, as
/// `NSRange` does. Text inputs keep their selection as an `NSRange` and answer `UITextInput`
/// through it.
struct PlainTextDocument {
  /// The document's text.
  let text: String

  private var length: Int { text.utf16.count }

  /// The offset of a position a text input made, clamped to the text; nil for a position of
  /// another kind.
  @MainActor private func clamped(_ position: UITextPosition) -> Int? {
    position.utf16Offset >= 0 ? min(position.utf16Offset, length) : nil
  }

  /// The selection as a range; a selection past a text that has since become shorter ends
  /// with the text.
  @MainActor func range(of selection: NSRange?) -> UITextRange? {
    guard let selection else { return nil }
    let start = min(selection.location, length)
    let end = min(selection.location + selection.length, length)
    return UITextRange(
      start: UITextPosition(utf16Offset: start), end: UITextPosition(utf16Offset: end))
  }

  /// The selection a range sets: nil for nil or for positions of another kind.
  @MainActor func selection(of range: UITextRange?) -> NSRange? {
    guard let range, let start = clamped(range.start), let end = clamped(range.end) else {
      return nil
    }
    return NSRange(location: min(start, end), length: abs(end - start))
  }

  @MainActor var beginning: UITextPosition { UITextPosition(utf16Offset: 0) }

  @MainActor var end: UITextPosition { UITextPosition(utf16Offset: length) }

  /// The range between two positions, in document order.
  @MainActor func range(from: UITextPosition, to: UITextPosition) -> UITextRange? {
    guard let from = clamped(from), let to = clamped(to) else { return nil }
    return UITextRange(
      start: UITextPosition(utf16Offset: min(from, to)),
      end: UITextPosition(utf16Offset: max(from, to)))
  }

  @MainActor func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
    guard let start = clamped(position) else { return nil }
    let target = start + offset
    return (0...length).contains(target) ? UITextPosition(utf16Offset: target) : nil
  }

  @MainActor func offset(from: UITextPosition, to: UITextPosition) -> Int {
    (clamped(to) ?? 0) - (clamped(from) ?? 0)
  }

  @MainActor func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult
  {
    let (a, b) = (clamped(position) ?? 0, clamped(other) ?? 0)
    return a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame
  }

  @MainActor func text(in range: UITextRange) -> String? {
    guard let start = clamped(range.start), let end = clamped(range.end), start <= end else {
      return nil
    }
    return (text as NSString).substring(with: NSRange(location: start, length: end - start))
  }
}
