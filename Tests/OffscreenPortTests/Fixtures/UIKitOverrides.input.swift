// swift-format-ignore-file
// The members iOS code overrides most, each overridden as it is written for iOS: every one
// must be open in Offscreen's UIKit, with UIKit's type.
import UIKit
final class V: UIView {
  override var frame: CGRect { didSet {} }
  override var bounds: CGRect { didSet {} }
  override var center: CGPoint { didSet {} }
  override var backgroundColor: UIColor? { didSet {} }
  override var isHidden: Bool { didSet {} }
  override var alpha: CGFloat { didSet {} }
  override var tintColor: UIColor! { didSet {} }
  override var safeAreaInsets: UIEdgeInsets { .zero }
  override var layoutMargins: UIEdgeInsets { didSet {} }
  override var intrinsicContentSize: CGSize { .zero }
  override func sizeThatFits(_ size: CGSize) -> CGSize { size }
  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { nil }
  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { true }
  override func layoutSubviews() {}
  override func draw(_ rect: CGRect) {}
  override var traitCollection: UITraitCollection { super.traitCollection }
  override func tintColorDidChange() {}
  override func safeAreaInsetsDidChange() {}
  override func layoutMarginsDidChange() {}
  override var isUserInteractionEnabled: Bool { didSet {} }
  override var clipsToBounds: Bool { didSet {} }
  override var contentMode: UIView.ContentMode { didSet {} }
  override var transform: CGAffineTransform { didSet {} }
  override func updateConstraints() { super.updateConstraints() }
  override func setNeedsLayout() {}
  override func layoutIfNeeded() {}
  override func sizeToFit() {}
  override func didMoveToWindow() {}
  override var canBecomeFirstResponder: Bool { true }
  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
  override class var layerClass: AnyClass { CALayer.self }
  override var accessibilityLabel: String? { get { nil } set {} }
  override func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { targetSize }
  override var directionalLayoutMargins: NSDirectionalEdgeInsets { didSet {} }
  override var semanticContentAttribute: UISemanticContentAttribute { didSet {} }
  override func setNeedsDisplay() {}
  override var description: String { "V" }
  override var isOpaque: Bool { didSet {} }
  override func willMove(toWindow newWindow: UIWindow?) {}
  override func removeFromSuperview() {}
  override func didAddSubview(_ subview: UIView) {}
  override var forFirstBaselineLayout: UIView { self }
  override var forLastBaselineLayout: UIView { self }
  override func invalidateIntrinsicContentSize() {}
}
final class B: UIButton {
  override var isHighlighted: Bool { didSet {} }
  override var isSelected: Bool { didSet {} }
  override var isEnabled: Bool { didSet {} }
  override func setTitle(_ title: String?, for state: UIControl.State) {}
  override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
}
final class L: UILabel {
  override var text: String? { didSet {} }
  override var font: UIFont! { didSet {} }
  override var textColor: UIColor! { didSet {} }
  override func drawText(in rect: CGRect) {}
  override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines n: Int) -> CGRect { bounds }
}
final class C: UITableViewCell {
  override func prepareForReuse() {}
  override func setSelected(_ selected: Bool, animated: Bool) {}
  override func setHighlighted(_ highlighted: Bool, animated: Bool) {}
  override func layoutSubviews() {}
  override var isSelected: Bool { didSet {} }
}
final class S: UIScrollView {
  override var contentOffset: CGPoint { didSet {} }
  override var contentSize: CGSize { didSet {} }
  override var contentInset: UIEdgeInsets { didSet {} }
}
final class T: UITextField {
  override func textRect(forBounds bounds: CGRect) -> CGRect { bounds }
  override func editingRect(forBounds bounds: CGRect) -> CGRect { bounds }
  override func placeholderRect(forBounds bounds: CGRect) -> CGRect { bounds }
  override var text: String? { didSet {} }
}
final class VC: UIViewController {
  override func viewSafeAreaInsetsDidChange() {}
  override func viewLayoutMarginsDidChange() {}
  override var title: String? { didSet {} }
  override func loadView() {}
  override func viewDidLoad() {}
}
final class IV: UIImageView { override var image: UIImage? { didSet {} } }
