import CoreGraphics

extension UITableView {
  /// The look of a table: rows edge to edge, groups of rows, or groups inset with rounded
  /// corners.
  public enum Style: Int, Sendable {
    /// Rows from edge to edge, with section headers that stay at the top while their section
    /// is in view.
    case plain
    /// Sections as separate groups on the grouped background.
    case grouped
    /// Groups inset from the edges by the layout margins, with rounded corners.
    case insetGrouped
  }

  /// Where a row scrolled to ends up.
  public enum ScrollPosition: Int, Sendable {
    case none, top, middle, bottom
  }

  /// How inserted, deleted or reloaded rows animate: headless, changes apply at once.
  public enum RowAnimation: Int, Sendable {
    case fade, right, left, top, bottom, none, middle
    case automatic = 100
  }

  /// What separator insets are measured from.
  public enum SeparatorInsetReference: Int, Sendable {
    case fromCellEdges, fromAutomaticInsets
  }

  /// A height that asks the table to choose: self-sizing rows, or headers and footers as tall
  /// as their titles need.
  public static let automaticDimension: CGFloat = -1
}

extension UITableViewCell {
  /// The classic layouts of a cell's ``textLabel``, ``detailTextLabel`` and ``imageView``.
  public enum CellStyle: Int, Sendable {
    /// A text at the leading edge, after an optional image.
    case `default`
    /// A text at the leading edge and a detail text in the secondary colour at the trailing
    /// edge.
    case value1
    /// A blue, right-aligned text in a narrow column, then a detail text.
    case value2
    /// A text with a smaller detail text below.
    case subtitle
  }

  /// The standard views at a cell's trailing edge.
  public enum AccessoryType: Int, Sendable {
    case none
    /// A chevron: the row leads to more.
    case disclosureIndicator
    /// An info button and a chevron.
    case detailDisclosureButton
    /// A checkmark in the tint colour.
    case checkmark
    /// An info button.
    case detailButton
  }

  /// How a selected cell looks.
  public enum SelectionStyle: Int, Sendable {
    case none, blue, gray
    case `default`
  }

  /// Whether separators are drawn between cells.
  public enum SeparatorStyle: Int, Sendable {
    case none, singleLine
    case singleLineEtched
  }

  /// What editing control a cell shows (stored only).
  public enum EditingStyle: Int, Sendable {
    case none, delete, insert
  }

  /// How a focused cell looks (stored only).
  public enum FocusStyle: Int, Sendable {
    case `default`, custom
  }
}
