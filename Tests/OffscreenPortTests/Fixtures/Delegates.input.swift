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
  }
}
