import CoreGraphics
import Foundation

/// A view of spinning wheels, one per component, that shows rows of titles or views with the
/// selected row of each in a grey band across the middle.
///
/// The wheels are drawn as iOS 14 and later draw them: the selected row in the middle, the
/// others on a cylinder half the picker's height in radius, squeezed and faded as they turn
/// towards the top and the bottom; titles in the system font, centred.
///
/// Divergence: there are no touches headless, so rows change only through
/// ``selectRow(_:inComponent:animated:)`` and the delegate's `didSelectRow` is never called
/// (iOS calls it only for the user's picks). The wheel's perspective is approximated by a
/// vertical squeeze and a fade; the rows keep their width.
@preconcurrency @MainActor
open class UIPickerView: UIView {
  /// The rows' height when the delegate does not give one.
  static let defaultRowHeight: CGFloat = 32
  /// The picker's natural height, and its width when nothing constrains it.
  static let naturalSize = CGSize(width: 320, height: 216)
  /// The space between components, and between the outer ones and the picker's sides.
  static let componentSpacing: CGFloat = 5
  static let sideInset: CGFloat = 8
  /// The titles' point size.
  static let titleFontSize: CGFloat = 23.5

  /// Creates a picker with `frame`, no data source and no delegate.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    contentMode = .redraw
    clipsToBounds = true
  }

  /// Pickers are not archived here; this initialiser exists so that subclasses written for
  /// iOS compile. It returns nil.
  public required init?(coder: NSCoder) { return nil }

  /// The object that gives the numbers of components and rows.
  open weak var dataSource: (any UIPickerViewDataSource)? {
    didSet { reloadAllComponents() }
  }

  /// The object that gives the rows' content and sizes.
  open weak var delegate: (any UIPickerViewDelegate)? {
    didSet { reloadAllComponents() }
  }

  /// Whether the band behind the selected rows shows; stored only, as iOS 7 and later always
  /// show it.
  open var showsSelectionIndicator = true

  /// The number of components, from the data source: 0 without one.
  open var numberOfComponents: Int { max(0, dataSource?.numberOfComponents(in: self) ?? 0) }

  /// The number of rows of `component`, from the data source: 0 for a component that does not
  /// exist.
  open func numberOfRows(inComponent component: Int) -> Int {
    guard let dataSource, (0..<numberOfComponents).contains(component) else { return 0 }
    return max(0, dataSource.pickerView(self, numberOfRowsInComponent: component))
  }

  /// The size of `component`'s rows: the delegate's width and height (shared widths and 32
  /// points by default).
  open func rowSize(forComponent component: Int) -> CGSize {
    guard (0..<numberOfComponents).contains(component) else { return .zero }
    guard let delegate else {
      return CGSize(width: sharedComponentWidth, height: Self.defaultRowHeight)
    }
    return CGSize(
      width: delegate.pickerView(self, widthForComponent: component),
      height: delegate.pickerView(self, rowHeightForComponent: component))
  }

  /// The selected row of `component`, or -1 when it has no rows.
  open func selectedRow(inComponent component: Int) -> Int {
    let count = numberOfRows(inComponent: component)
    guard count > 0 else { return -1 }
    return min(max(selectedRows[component] ?? 0, 0), count - 1)
  }

  /// Turns `component`'s wheel so `row` is selected. Headless nothing is animated; the
  /// delegate is not told, as on iOS. Rows out of range are kept within the component's.
  open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
    guard (0..<numberOfComponents).contains(component) else {
      return LayoutLog.report(
        "UIPickerView.selectRow: component \(component) does not exist "
          + "(the picker has \(numberOfComponents))")
    }
    selectedRows[component] = row
    setNeedsLayout()
  }

  /// The view showing `row` of `component`, or nil when the row is out of sight.
  open func view(forRow row: Int, forComponent component: Int) -> UIView? {
    layoutIfNeeded()
    return shownRows[RowKey(component: component, row: row)]
  }

  /// Asks the data source and delegate again for every component.
  open func reloadAllComponents() {
    forgetRows { _ in true }
    setNeedsLayout()
    setNeedsDisplay()
  }

  /// Asks the data source and delegate again for `component`.
  open func reloadComponent(_ component: Int) {
    forgetRows { $0 == component }
    setNeedsLayout()
  }

  /// 320 by 216 points, the size of iOS's picker.
  open override var intrinsicContentSize: CGSize { Self.naturalSize }

  /// The width asked for (320 points when it is 0) and 216 points tall.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(
      width: size.width > 0 ? size.width : Self.naturalSize.width, height: Self.naturalSize.height)
  }

  /// Places the visible rows of every wheel, reusing the columns and the views of rows that
  /// stay in sight (adding a subview again would ask for another layout pass).
  open override func layoutSubviews() {
    super.layoutSubviews()
    let previous = shownRows
    shownRows = [:]
    let count = numberOfComponents
    while columns.count > count { columns.removeLast().removeFromSuperview() }
    while columns.count < count {
      let column = UIView()
      column.clipsToBounds = true
      addSubview(column)
      columns.append(column)
    }
    var x = bounds.midX - totalWidth / 2
    for (component, column) in columns.enumerated() {
      let size = rowSize(forComponent: component)
      column.frame = CGRect(x: x, y: 0, width: size.width, height: bounds.height)
      placeRows(of: component, in: column, size: size, reusing: previous)
      x += size.width + Self.componentSpacing
    }
    for (key, view) in previous where shownRows[key] !== view { view.removeFromSuperview() }
  }

  /// Draws the grey band behind the selected rows.
  open override func draw(_ rect: CGRect) {
    let height = (0..<numberOfComponents).map { rowSize(forComponent: $0).height }.max() ?? 0
    guard height > 0 else { return }
    let band = CGRect(
      x: bounds.minX + Self.sideInset, y: bounds.midY - height / 2,
      width: bounds.width - 2 * Self.sideInset, height: height)
    UIColor.tertiarySystemFill.setFill()
    UIBezierPath(roundedRect: band, cornerRadius: 8).fill()
  }

  /// The width each component gets when the delegate does not say: the picker's width less
  /// its side insets and the spaces between components, shared equally.
  var sharedComponentWidth: CGFloat {
    let count = CGFloat(max(numberOfComponents, 1))
    let free = bounds.width - 2 * Self.sideInset - Self.componentSpacing * (count - 1)
    return max(0, free / count)
  }

  // MARK: Private

  private struct RowKey: Hashable {
    var component: Int
    var row: Int
  }

  /// The selected row of each component that was given one; 0 for the others.
  private var selectedRows: [Int: Int] = [:]
  /// The view of each row in sight.
  private var shownRows: [RowKey: UIView] = [:]
  private var columns: [UIView] = []

  /// Takes the rows of the components `matching` out of sight, so they are asked for again.
  private func forgetRows(of matching: (Int) -> Bool) {
    for (key, view) in shownRows where matching(key.component) {
      view.removeFromSuperview()
      shownRows[key] = nil
    }
  }

  private var totalWidth: CGFloat {
    let count = numberOfComponents
    let widths = (0..<count).map { rowSize(forComponent: $0).width }
    return widths.reduce(0, +) + Self.componentSpacing * CGFloat(max(count - 1, 0))
  }

  private func placeRows(
    of component: Int, in column: UIView, size: CGSize, reusing previous: [RowKey: UIView]
  ) {
    let selected = selectedRow(inComponent: component)
    let count = numberOfRows(inComponent: component)
    guard (0..<count).contains(selected) else { return }
    let wheel = PickerWheel(radius: bounds.height / 2, rowHeight: size.height)
    // Only the rows the component has: a tall picker's reach can be far beyond them.
    let rows =
      (selected - min(wheel.reach, selected))...(selected + min(wheel.reach, count - 1 - selected))
    for row in rows {
      guard let place = wheel.placement(ofRowAt: row - selected) else { continue }
      let key = RowKey(component: component, row: row)
      let view = rowView(row: row, component: component, reusing: previous[key])
      view.transform = .identity
      view.frame = CGRect(origin: .zero, size: size)
      view.center = CGPoint(x: size.width / 2, y: column.bounds.midY + place.centerY)
      view.transform = CGAffineTransform(scaleX: 1, y: place.squeeze)
      view.alpha = place.alpha
      if view.superview !== column { column.addSubview(view) }
      shownRows[key] = view
    }
  }

  /// The delegate's view for the row, or a label with its attributed title or title.
  private func rowView(row: Int, component: Int, reusing old: UIView?) -> UIView {
    if let delegate {
      let given = delegate.pickerView(self, viewForRow: row, forComponent: component, reusing: old)
      if !(given is NoRowView) { return given }
    }
    let label = (old as? PickerRowLabel) ?? PickerRowLabel()
    label.font = UIFont.systemFont(ofSize: Self.titleFontSize)
    label.textAlignment = .center
    label.textColor = .label
    if let attributed = delegate?.pickerView(
      self, attributedTitleForRow: row, forComponent: component)
    {
      label.attributedText = attributed
    } else {
      label.text = delegate?.pickerView(self, titleForRow: row, forComponent: component) ?? "?"
    }
    return label
  }
}

/// The label a picker makes for a row given as a title.
final class PickerRowLabel: UILabel {}
