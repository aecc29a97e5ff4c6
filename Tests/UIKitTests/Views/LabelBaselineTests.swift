import Testing
import UIKit

/// Baseline anchors follow the label's laid-out text.
@MainActor
@Suite struct LabelBaselineTests {
  /// A 17-point and a 34-point label side by side with their last baselines equal: the big
  /// label's top is the small one's baseline less its own ascent, so both baselines land on
  /// the same y (to the pixel rounding of the frames and of the ink measurement: half a point).
  @Test func labelsAlignedByLastBaseline_shareTheBaseline() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    let small = addLabel("Small", to: container)
    let big = addLabel("Big", to: container)
    big.font = .systemFont(ofSize: 34)
    NSLayoutConstraint.activate([
      small.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
      small.topAnchor.constraint(equalTo: container.topAnchor, constant: 50),
      big.leadingAnchor.constraint(equalTo: small.trailingAnchor, constant: 8),
      big.lastBaselineAnchor.constraint(equalTo: small.lastBaselineAnchor),
    ])
    container.layoutIfNeeded()
    // A one-line label exactly as tall as its text has its baseline one ascent below its
    // top (less the leading above the glyphs, which the same font and size share).
    let smallBaseline = small.frame.minY + baseline(in: small)
    let bigBaseline = big.frame.minY + baseline(in: big)
    #expect(small.frame.minY == 50)
    #expect(abs(smallBaseline - bigBaseline) <= 0.5)
    // The big label sits higher: its ascent is twice the small one's.
    #expect(big.frame.minY < small.frame.minY - 8)
    #expect(abs(small.frame.height - small.intrinsicContentSize.height) < 1e-9)
  }

  /// First baselines line up the same way, and a taller label centres its text, moving its
  /// baseline down by half the spare height.
  @Test func firstBaseline_followsVerticalCentring() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    let tall = addLabel("Tall", to: container)
    let reference = addLabel("Ref", to: container)
    NSLayoutConstraint.activate([
      tall.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      tall.topAnchor.constraint(equalTo: container.topAnchor, constant: 20),
      tall.heightAnchor.constraint(equalToConstant: 80),
      reference.leadingAnchor.constraint(equalTo: tall.trailingAnchor, constant: 8),
      reference.firstBaselineAnchor.constraint(equalTo: tall.firstBaselineAnchor),
    ])
    container.layoutIfNeeded()
    // Both 17-point labels have the same text height h; the tall one's text starts
    // (80 - h) / 2 below its top, so the reference's top is 20 + (80 - h) / 2.
    let h = reference.intrinsicContentSize.height
    #expect(abs(reference.frame.height - h) < 1e-9)
    #expect(abs(reference.frame.minY - (20 + (80 - h) / 2)) <= 1.0 / 3 + 1e-9)
  }

  /// A label showing `text`, added to `container` for Auto Layout.
  private func addLabel(_ text: String, to container: UIView) -> UILabel {
    let label = UILabel()
    label.text = text
    label.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(label)
    return label
  }

  /// The baseline of a label's text from its top: the glyph ink bottom of a capital "H",
  /// found by drawing it, so that the test does not read the label's own baseline offsets.
  private func baseline(in label: UILabel) -> CGFloat {
    let probe = UILabel(frame: label.bounds)
    probe.font = label.font
    probe.text = "H"
    probe.textColor = .black
    guard let pixmap = displayedPixmap(of: probe), let ink = inkBounds(pixmap) else { return 0 }
    return CGFloat(ink.maxY) / 3
  }
}
