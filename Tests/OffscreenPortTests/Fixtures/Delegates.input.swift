// swift-format-ignore-file
import UIKit

@objc public protocol ChartViewDelegate: NSObjectProtocol {
  @objc optional func chartValueSelected(_ chartView: ChartView, value: Double)
  @objc optional func chartHeight(for chartView: ChartView) -> CGFloat
  func chartDidRender(_ chartView: ChartView)
}

@objc protocol PlainDelegate {
  func ping()
}

open class ChartView: UIView {
  @objc open weak var delegate: ChartViewDelegate?
  weak var plain: PlainDelegate?

  func select(_ value: Double) {
    delegate?.chartValueSelected?(self, value: value)
    let height = delegate?.chartHeight?(for: self) ?? 44
    if let measured = delegate?.chartHeight?(for: self) {
      print(measured, height)
    }
    delegate?.chartDidRender(self)
    [delegate].compactMap { $0 }.forEach { $0.chartValueSelected?(self, value: value) }
  }
}

/// Forwards what it does not handle to the delegate it wraps, as proxies do.
final class TableProxy: NSObject, UITableViewDelegate {
  weak var original: UITableViewDelegate?
  var onScroll: ((UIScrollView) -> Void)?

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    original?.scrollViewDidScroll?(scrollView)
    onScroll?(scrollView)
  }

  func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
    original?.tableView?(tableView, willDisplay: cell, forRowAt: indexPath)
  }
}

/// A delegate mock whose Bool properties share the requirements' names: no closure is called.
final class FieldDelegateMock: NSObject, UITextFieldDelegate {
  var textFieldShouldBeginEditing: Bool = false
  var textFieldShouldReturn = true

  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { textFieldShouldBeginEditing }

  func check(_ field: UITextField) -> Bool {
    let began = field.delegate!.textFieldShouldBeginEditing!(field)
    let returned = field.delegate?.textFieldShouldReturn?(field) ?? false
    return began && returned && textFieldShouldReturn
  }
}
