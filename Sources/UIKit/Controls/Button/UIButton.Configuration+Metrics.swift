import CoreGraphics

extension UIButton.Configuration.Size {
  /// The default content insets. Medium's (7, 12, 7, 12) are Apple's (a UIKit engineer on the
  /// developer forums, thread 733541). Divergence: Apple does not publish the other sizes';
  /// these are read from screenshots of iOS 17.
  var defaultContentInsets: NSDirectionalEdgeInsets {
    switch self {
    case .mini: NSDirectionalEdgeInsets(top: 3, leading: 8, bottom: 3, trailing: 8)
    case .small: NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
    case .medium: NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
    case .large: NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
    }
  }

  /// The text styles of the title and subtitle.
  var textStyles: (title: UIFont.TextStyle, subtitle: UIFont.TextStyle) {
    switch self {
    case .mini: (.footnote, .caption2)
    case .small: (.subheadline, .caption1)
    case .medium, .large: (.body, .subheadline)
    }
  }

  /// The corner radius of the `.dynamic` corner style. Divergence: not published by Apple;
  /// read from screenshots.
  var dynamicCornerRadius: CGFloat {
    switch self {
    case .mini: 4
    case .small: 5
    case .medium: 6
    case .large: 8
    }
  }
}

extension UIButton.Configuration.CornerStyle {
  /// The corner radius for a background of `height` at `size`; `fixed` is the background
  /// configuration's radius.
  func radius(height: CGFloat, size: UIButton.Configuration.Size, fixed: CGFloat) -> CGFloat {
    switch self {
    case .fixed: fixed
    case .dynamic: size.dynamicCornerRadius
    case .small: 4
    case .medium: 8
    case .large: 12
    case .capsule: height / 2
    }
  }
}
