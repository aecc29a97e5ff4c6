import Foundation
import TestSupport
import Testing

@testable import UIKit

/// Random visual-format strings, made of the language's own tokens so that most get deep
/// into the parser (issue #18): each gives constraints or a reported error, never a trap, and
/// the constraints it gives lay out to finite frames.
///
/// `OFFSCREEN_FUZZ_CASES` (default 2000) sets how many strings, `OFFSCREEN_FUZZ_SEED`
/// (default 1) the first seed. A failure names its seed and string.
@MainActor @Suite struct VisualFormatFuzzTests {
  static let tokens = [
    "H:", "V:", "|", "|", "-", "-", "[a]", "[b]", "[c]", "[", "]", "(", ")", "a", "b", "==",
    ">=", "<=", "@", "100", "20", "-8", "0", "1e308", "1e400", "-1e308", "nan", "inf", "@750",
    "@1000", "@0", "@2000", "(>=50)", "(==b)", "(<=a@500)", "side", "(side)", ",", "-(-5)-",
    "[a(b)]", "[a(==c)]", "[ä]", "[a(", "|-(", "\u{0}", "🙂", " ", "[_a]", "[a1]",
    "9999999999999999999",
  ]

  @Test func randomFormats_giveConstraintsOrAnError() {
    for seed in fuzzSeeds(defaultCases: 2000) {
      var random = SeededGenerator(seed: seed)
      let format = (0..<1 + random.below(12)).map { _ in
        Self.tokens[random.below(Self.tokens.count)]
      }
      .joined()
      if let failure = Self.check(format) {
        Issue.record("seed \(seed): \(failure) for \(format.debugDescription)")
      }
    }
  }

  static func check(_ format: String) -> String? {
    let superview = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let views = ["a": UIView(), "b": UIView(), "c": UIView(), "_a": UIView(), "a1": UIView()]
    for view in views.values {
      view.translatesAutoresizingMaskIntoConstraints = false
      superview.addSubview(view)
    }
    LayoutLog.capture = { _ in }
    defer { LayoutLog.capture = nil }
    let constraints = NSLayoutConstraint.constraints(
      withVisualFormat: format, options: [], metrics: ["side": 1e308], views: views)
    NSLayoutConstraint.activate(constraints)
    superview.layoutIfNeeded()
    for (name, view) in views where !view.frame.isFinite {
      return "\(name) has the frame \(view.frame)"
    }
    return nil
  }
}
