import CoreGraphics
import Foundation

/// What a picker view asks for the number of its components and rows.
@preconcurrency @MainActor
public protocol UIPickerViewDataSource: SelectorResponding {
  /// The number of components (wheels) of the picker.
  func numberOfComponents(in pickerView: UIPickerView) -> Int
  /// The number of rows of `component`.
  func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

/// What a picker view asks for the size and content of its rows, and tells about selection.
///
/// A delegate gives each row's content as a view, an attributed title or a title; the picker
/// asks in that order and shows the first it gets.
///
/// Divergence: Swift on Linux has no optional protocol requirements; the optional ones have
/// defaults that answer as UIKit does when they are not implemented (no content, equal widths,
/// rows 32 points tall).
@preconcurrency @MainActor
public protocol UIPickerViewDelegate: SelectorResponding {
  /// The width of `component`'s rows: by default the components share the picker's width.
  func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
  /// The height of `component`'s rows: 32 points by default.
  func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
  /// The title of a row, drawn in the system font, centred; nil by default.
  func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int)
    -> String?
  /// The styled title of a row; nil by default. Wins over the plain title.
  func pickerView(
    _ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int
  ) -> NSAttributedString?
  /// The view of a row, sized to the row; nil by default. Wins over the titles. `view` is the
  /// view this place showed before, to reuse.
  func pickerView(
    _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int,
    reusing view: UIView?
  ) -> UIView
  /// Called after the user picked a row (never headless: ``UIPickerView/selectRow(_:inComponent:animated:)``
  /// does not call it, as on iOS).
  func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}

extension UIPickerViewDelegate {
  public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
    pickerView.sharedComponentWidth
  }
  public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int)
    -> CGFloat
  { UIPickerView.defaultRowHeight }
  public func pickerView(
    _ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int
  ) -> String? { nil }
  public func pickerView(
    _ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int
  ) -> NSAttributedString? { nil }
  public func pickerView(
    _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int,
    reusing view: UIView?
  ) -> UIView { NoRowView() }
  public func pickerView(
    _ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int
  ) {}
}

/// What the default ``UIPickerViewDelegate/pickerView(_:viewForRow:forComponent:reusing:)``
/// returns: the sign that the delegate gives no view, so the picker shows the row's title.
final class NoRowView: UIView {}
