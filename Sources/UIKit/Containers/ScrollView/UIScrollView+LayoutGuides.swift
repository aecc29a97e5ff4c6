import CoreGraphics

/// The constraints that place ``UIScrollView/contentLayoutGuide``: its origin follows the
/// content offset, and its size falls back to the content size when nothing else sets it.
@MainActor
struct ContentGuideConstraints {
  let left: NSLayoutConstraint
  let top: NSLayoutConstraint
  let width: NSLayoutConstraint
  let height: NSLayoutConstraint
}

extension UIScrollView {
  /// Below hugging (250), so content with an intrinsic size sizes the guide, rather than the
  /// content size it was last given.
  private static let contentSizeFallbackPriority = UILayoutPriority.fittingSizeLevel

  func installLayoutGuides() {
    contentLayoutGuide.identifier = "UIScrollView-contentLayoutGuide"
    frameLayoutGuide.identifier = "UIScrollView-frameLayoutGuide"
    addLayoutGuide(contentLayoutGuide)
    addLayoutGuide(frameLayoutGuide)
    // Layout positions a scroll view's content relative to its visible rectangle, whose
    // top-left corner is the content offset; so the content's origin is minus the offset.
    let content = ContentGuideConstraints(
      left: contentLayoutGuide.leftAnchor.constraint(equalTo: leftAnchor),
      top: contentLayoutGuide.topAnchor.constraint(equalTo: topAnchor),
      width: contentLayoutGuide.widthAnchor.constraint(equalToConstant: 0),
      height: contentLayoutGuide.heightAnchor.constraint(equalToConstant: 0))
    content.width.priority = Self.contentSizeFallbackPriority
    content.height.priority = Self.contentSizeFallbackPriority
    contentGuideConstraints = content
    NSLayoutConstraint.activate([
      content.left, content.top, content.width, content.height,
      frameLayoutGuide.leftAnchor.constraint(equalTo: leftAnchor),
      frameLayoutGuide.topAnchor.constraint(equalTo: topAnchor),
      frameLayoutGuide.widthAnchor.constraint(equalTo: widthAnchor),
      frameLayoutGuide.heightAnchor.constraint(equalTo: heightAnchor),
    ])
  }

  /// The offset moved: the content guide and the subviews placed by frame follow it in the
  /// layout engine (their frames, in the scroll view's coordinates, stay), and the delegate
  /// hears of it.
  func contentOffsetDidChange() {
    let offset = contentOffset
    contentGuideConstraints?.left.constant = -offset.x
    contentGuideConstraints?.top.constant = -offset.y
    if let engine = engineIfBuilt {
      for subview in subviews where subview.translatesAutoresizingMaskIntoConstraints {
        engine.itemDidChange(subview)
      }
    }
    delegate?.scrollViewDidScroll(self)
  }

  func contentSizeDidChange() {
    contentGuideConstraints?.width.constant = contentSize.width
    contentGuideConstraints?.height.constant = contentSize.height
    adjustedContentInsetMayHaveChanged()
  }

  /// After layout, constraints that size ``contentLayoutGuide`` give the content size. A guide
  /// that only follows the content size differs from it by at most the rounding to pixels.
  func takeContentSizeFromLayoutGuide() {
    guard engineIfBuilt != nil else { return }
    let size = contentLayoutGuide.layoutFrame.size
    let pixel = 1 / max(1, traitCollection.displayScale)
    if abs(size.width - contentSize.width) >= pixel
      || abs(size.height - contentSize.height) >= pixel
    {
      contentSize = size
    }
  }

  /// The item a constraint between the scroll view and `other` reads `attribute` of:
  /// "constraints between the edges or margins of the scroll view and its content attach to
  /// the scroll view's content area" (UIScrollView); its width and height are its frame's.
  static func layoutItem(
    _ item: AnyObject, for attribute: NSLayoutConstraint.Attribute, relatedTo other: AnyObject?
  ) -> AnyObject {
    guard let scrollView = item as? UIScrollView, !attribute.isSize,
      let otherView = (other as? any LayoutItem)?.hostView, otherView !== scrollView,
      otherView.isDescendant(of: scrollView)
    else { return item }
    return scrollView.contentLayoutGuide
  }
}
