// swift-format-ignore-file
import UIKit

public protocol ChartViewDelegate: NSObjectProtocol, AnyObject {
  func chartValueSelected(_ chartView: ChartView, value: Double)
  func chartHeight(for chartView: ChartView) -> CGFloat
  func chartDidRender(_ chartView: ChartView)
}

// Offscreen port: default implementations of the optional requirements.
extension ChartViewDelegate {
  public func chartValueSelected(_ chartView: ChartView, value: Double) { OptionalRequirement.unimplemented() }
  public func chartHeight(for chartView: ChartView) -> CGFloat { OptionalRequirement.unimplemented() }
}

protocol PlainDelegate: AnyObject {
  func ping()
}

open class ChartView: UIView {
  open weak var delegate: ChartViewDelegate?
  weak var plain: PlainDelegate?

  func select(_ value: Double) {
    OptionalRequirement.call({ delegate?.chartValueSelected(self, value: value) })
    let height = OptionalRequirement.call({ delegate?.chartHeight(for: self) }) ?? 44
    if let measured = OptionalRequirement.call({ delegate?.chartHeight(for: self) }) {
      print(measured, height)
    }
    delegate?.chartDidRender(self)
    [delegate].compactMap { $0 }.forEach { OptionalRequirement.call(evaluating: $0.chartValueSelected(self, value: value)) }
  }
}

/// Forwards what it does not handle to the delegate it wraps, as proxies do.
final class TableProxy: NSObject, UITableViewDelegate, OptionalMethods {
  weak var original: UITableViewDelegate?
  var onScroll: ((UIScrollView) -> Void)?

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    OptionalRequirement.call({ original?.scrollViewDidScroll(scrollView) })
    onScroll?(scrollView)
  }

  func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
    OptionalRequirement.call({ original?.tableView(tableView, willDisplay: cell, forRowAt: indexPath) })
  }
  // Offscreen port: the optional requirements it implements, for responds(to:).
  nonisolated class var optionalMethods: Set<String> { ["scrollViewDidScroll:", "tableView:willDisplay:forRowAt:"] }
}

/// A delegate mock whose Bool properties share the requirements' names: no closure is called.
final class FieldDelegateMock: NSObject, UITextFieldDelegate, OptionalMethods {
  var textFieldShouldBeginEditing: Bool = false
  var textFieldShouldReturn = true

  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { textFieldShouldBeginEditing }

  func check(_ field: UITextField) -> Bool {
    let began = field.delegate!.textFieldShouldBeginEditing(field)
    let returned = OptionalRequirement.call({ field.delegate?.textFieldShouldReturn(field) }) ?? false
    return began && returned && textFieldShouldReturn
  }
  // Offscreen port: the optional requirements it implements, for responds(to:).
  nonisolated class var optionalMethods: Set<String> { ["textFieldShouldBeginEditing:"] }
}
