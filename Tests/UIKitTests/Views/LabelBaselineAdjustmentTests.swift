import Foundation
import Testing
import UIKit

/// `UILabel.baselineAdjustment`: where a one-line label whose font shrank to fit its width
/// puts the smaller text. Capitals ("H") sit on the baseline, so the ink's bottom is the
/// baseline and its middle the middle of the cap height; the labels draw at 3x.
@MainActor
@Suite struct LabelBaselineAdjustmentTests {
  let text = "HHHH HHHH HHHH"

  func label(shrinking: Bool, adjustment: UIBaselineAdjustment = .alignBaselines) -> UILabel {
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
    label.text = text
    label.textColor = .black
    label.adjustsFontSizeToFitWidth = shrinking
    label.minimumScaleFactor = 0.5
    label.baselineAdjustment = adjustment
    return label
  }

  @Test func defaultIsAlignBaselines() {
    #expect(UILabel().baselineAdjustment == .alignBaselines)
  }

  /// The shrunk text stands on the baseline the full-size text stands on.
  @Test func alignBaselines_keepsTheBaseline() throws {
    let full = try displayedInk(of: label(shrinking: false))
    let shrunk = try displayedInk(of: label(shrinking: true))
    #expect(shrunk.maxY - shrunk.minY < full.maxY - full.minY - 6)
    #expect(abs(shrunk.maxY - full.maxY) <= 1)
  }

  /// The line's box stays centred on the label's middle (45 pixels down), so every point of
  /// the text comes towards it in proportion to the font's scale: the caps' middle is `s`
  /// times as far from it as the full-size caps' middle.
  @Test func alignCenters_shrinksTowardsTheMiddle() throws {
    let full = try displayedInk(of: label(shrinking: false))
    let shrunk = try displayedInk(of: label(shrinking: true, adjustment: .alignCenters))
    let scale = Double(shrunk.maxY - shrunk.minY) / Double(full.maxY - full.minY)
    let fullMiddle = Double(full.minY + full.maxY) / 2 - 45
    let shrunkMiddle = Double(shrunk.minY + shrunk.maxY) / 2 - 45
    #expect(abs(shrunkMiddle - scale * fullMiddle) <= 1.5)
    #expect(shrunk.maxY < full.maxY)
  }

  /// The line's box keeps the full-size box's top: compared with a centred box, which moved
  /// down by half of what the line height lost, the text is that much higher.
  @Test func none_shrinksTowardsTheTop() throws {
    let full = try displayedInk(of: label(shrinking: false))
    let centred = try displayedInk(of: label(shrinking: true, adjustment: .alignCenters))
    let top = try displayedInk(of: label(shrinking: true, adjustment: .none))
    let scale = Double(centred.maxY - centred.minY) / Double(full.maxY - full.minY)
    let lineHeight = UIFont.systemFont(ofSize: 17).lineHeight * 3
    #expect(abs(Double(centred.minY - top.minY) - (1 - scale) * lineHeight / 2) <= 1.5)
    #expect(top.maxY - top.minY == centred.maxY - centred.minY)
  }

  /// Text that fits, and multi-line labels, are not moved.
  @Test func textThatFitsIsCentredWhateverTheAdjustment() throws {
    let short = label(shrinking: true, adjustment: .none)
    short.text = "HH"
    let centred = label(shrinking: true, adjustment: .alignCenters)
    centred.text = "HH"
    #expect(try displayedInk(of: short) == displayedInk(of: centred))
  }
}
