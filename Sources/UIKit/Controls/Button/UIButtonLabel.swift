/// The label a button shows its title (or subtitle) in, named as UIKit's is (descriptions
/// show it): a font or text set on it straight away, as iOS code does through `titleLabel`,
/// re-measures the button too.
@MainActor
final class UIButtonLabel: UILabel {
  weak var owner: UIButton?

  override func invalidateIntrinsicContentSize() {
    super.invalidateIntrinsicContentSize()
    owner?.invalidateIntrinsicContentSize()
    owner?.setNeedsLayout()
  }
}
