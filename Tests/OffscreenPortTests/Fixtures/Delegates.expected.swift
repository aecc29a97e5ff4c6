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
final class TableProxy: NSObject, UITableViewDelegate {
  weak var original: UITableViewDelegate?
  var onScroll: ((UIScrollView) -> Void)?

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    OptionalRequirement.call({ original?.scrollViewDidScroll(scrollView) })
    onScroll?(scrollView)
  }

  func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
    OptionalRequirement.call({ original?.tableView(tableView, willDisplay: cell, forRowAt: indexPath) })
  }
}
