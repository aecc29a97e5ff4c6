import CoreGraphics

extension UITraitCollection {
  /// The least margin UIKit keeps on the leading and trailing sides of a controller's root
  /// view, of bars' items and of table and list rows: 20 points in a regular width and on
  /// phones at least 414 points wide in portrait (the Plus, Max and XR sizes), 16 on narrower
  /// phones.
  ///
  /// Apple documents only that the value depends on the size class and the device
  /// (`systemMinimumLayoutMargins`); the 414-point rule matches the root views, table cells and
  /// separators of iOS reference images recorded on those phones.
  var systemMinimumSideMargin: CGFloat {
    if horizontalSizeClass == .regular { return 20 }
    return traits.screenSideMargin ?? 16
  }
}

extension UIScreen {
  /// The side margin a phone of this screen's size keeps in a compact width.
  var compactSideMargin: CGFloat {
    min(bounds.width, bounds.height) >= 414 ? 20 : 16
  }
}

extension UIListContentConfiguration {
  /// The configuration with its leading and trailing margins at the system minimum of
  /// `traits`, as a cell's default configuration has them (20 points on the wide phones).
  func withSystemSideMargins(for traits: UITraitCollection) -> UIListContentConfiguration {
    var configuration = self
    configuration.directionalLayoutMargins.leading = traits.systemMinimumSideMargin
    configuration.directionalLayoutMargins.trailing = traits.systemMinimumSideMargin
    return configuration
  }
}
