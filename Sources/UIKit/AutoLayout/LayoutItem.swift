/// What constraints relate: a view or a layout guide. Both get their edge, centre and size
/// anchors from here.
///
/// Offscreen's name: on iOS each class declares the anchors itself.
@preconcurrency @MainActor
public protocol LayoutItem: AnyObject {
  /// The view whose hierarchy the item is in: the view itself, or a guide's owning view.
  var hostView: UIView? { get }
}

extension LayoutItem {
  /// The leading edge: left in left-to-right layouts, right in right-to-left ones.
  public var leadingAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .leading) }
  /// The trailing edge: right in left-to-right layouts, left in right-to-left ones.
  public var trailingAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .trailing) }
  /// The left edge.
  public var leftAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .left) }
  /// The right edge.
  public var rightAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .right) }
  /// The top edge.
  public var topAnchor: NSLayoutYAxisAnchor { .init(item: self, attribute: .top) }
  /// The bottom edge.
  public var bottomAnchor: NSLayoutYAxisAnchor { .init(item: self, attribute: .bottom) }
  /// The width.
  public var widthAnchor: NSLayoutDimension { .init(item: self, attribute: .width) }
  /// The height.
  public var heightAnchor: NSLayoutDimension { .init(item: self, attribute: .height) }
  /// The horizontal centre.
  public var centerXAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .centerX) }
  /// The vertical centre.
  public var centerYAnchor: NSLayoutYAxisAnchor { .init(item: self, attribute: .centerY) }
}

extension UIView: LayoutItem {
  /// The view itself.
  public var hostView: UIView? { self }

  /// The baseline of the first line of text (the bottom edge for views without text).
  public var firstBaselineAnchor: NSLayoutYAxisAnchor {
    .init(item: self, attribute: .firstBaseline)
  }
  /// The baseline of the last line of text (the bottom edge for views without text).
  public var lastBaselineAnchor: NSLayoutYAxisAnchor {
    .init(item: self, attribute: .lastBaseline)
  }
}
