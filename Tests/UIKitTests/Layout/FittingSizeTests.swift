import Testing
import UIKit

/// systemLayoutSizeFitting, from UIView's reference: "the size of the view that satisfies the
/// constraints it holds", as small as possible for layoutFittingCompressedSize, as large as
/// possible for layoutFittingExpandedSize, and held to the target on an axis whose fitting
/// priority is required.
@MainActor
@Suite struct FittingSizeTests {
  /// A stand-in for a one-line label: 50 × 20 of content.
  final class ContentView: UIView {
    override var intrinsicContentSize: CGSize { CGSize(width: 50, height: 20) }
  }

  /// A cell-like view: content pinned 16 points in from the sides and 8 from top and bottom.
  func cell() -> UIView {
    let cell = UIView()
    let content = ContentView()
    content.translatesAutoresizingMaskIntoConstraints = false
    cell.addSubview(content)
    NSLayoutConstraint.activate([
      content.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
      content.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -16),
      content.topAnchor.constraint(equalTo: cell.topAnchor, constant: 8),
      content.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -8),
    ])
    return cell
  }

  @Test func compressedSizeIsTheContentPlusTheInsets() {
    // 50 + 16 + 16 by 20 + 8 + 8.
    #expect(
      cell().systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        == CGSize(width: 82, height: 36))
  }

  /// The content hugs at 250, stronger than the fitting size level (50): even aiming for the
  /// largest size, the cell stays at its content's size.
  @Test func expandedSizeIsHeldByHugging() {
    #expect(
      cell().systemLayoutSizeFitting(UIView.layoutFittingExpandedSize)
        == CGSize(width: 82, height: 36))
  }

  /// A required width is kept; the height is as small as the constraints allow.
  @Test func requiredWidthFittingHeight() {
    let size = cell().systemLayoutSizeFitting(
      CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(size == CGSize(width: 300, height: 36))
  }

  /// Fitting does not move or resize the view.
  @Test func fittingLeavesTheFrameAlone() {
    let view = cell()
    view.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
    _ = view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    #expect(view.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
  }

  /// A view with only an intrinsic size fits to it, as its superview would lay it out:
  /// compressed, its height resists at 750 against the fitting level's 50.
  @Test func aViewWithOnlyAnIntrinsicSizeFitsToIt() {
    final class Tall: UIView {
      override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: 420)
      }
    }
    let size = Tall().systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    #expect(size == CGSize(width: 0, height: 420))
  }
}
