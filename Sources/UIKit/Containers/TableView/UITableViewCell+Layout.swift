import CoreGraphics

extension UITableViewCell {
  /// Lays the cell out in its bounds.
  func layoutCell() {
    let bounds = self.bounds
    let accessory = currentAccessory
    if let accessory {
      if accessory.superview !== self { addSubview(accessory) }
      accessory.frame = accessoryFrame(of: accessory, in: bounds)
    }
    let content = contentFrame(in: bounds, accessory: accessory)
    contentView.frame = content
    backgroundFill.frame = backgroundFill.frame(in: bounds)
    backgroundView?.frame = bounds
    selectedBackgroundView?.frame = bounds
    configurationView?.frame = contentView.bounds
    if hasClassicContent {
      let frames = classicLayout.frames(
        width: content.width, height: content.height, text: classicTextLabel,
        secondary: classicDetailLabel)
      classicImageView?.frame = frames.image
      classicTextLabel?.frame = frames.text
      classicDetailLabel?.frame = frames.secondary
    }
    bringSubviewToFront(separatorView)
  }

  /// The height the cell's content needs at `width`: what a self-sizing row is given. System
  /// content (a list configuration or the classic labels) is at least 44 points tall; content
  /// of your own is as tall as its constraints make the content view, or 44 when they say
  /// nothing.
  func fittingHeight(forWidth width: CGFloat) -> CGFloat {
    let minimum = ListContentMetrics.minimumRowHeight
    let content = contentFrame(
      in: CGRect(x: 0, y: 0, width: width, height: minimum), accessory: currentAccessory)
    if let list = configurationView as? UIListContentView {
      return max(minimum, list.height(forWidth: content.width))
    }
    if hasClassicContent {
      let frames = classicLayout.frames(
        width: content.width, height: nil, text: classicTextLabel, secondary: classicDetailLabel)
      return max(minimum, frames.height)
    }
    let measured = configurationView ?? contentView
    let fitted = measured.systemLayoutSizeFitting(
      CGSize(width: content.width, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel
    ).height
    return fitted > 0 ? fitted : minimum
  }

  /// Where the text starts, in the cell's coordinates; nil without system text content.
  var textLeadingX: CGFloat? {
    let content = contentFrame(in: bounds, accessory: currentAccessory)
    if let list = configurationView as? UIListContentView {
      return content.minX + list.textLeadingX(forWidth: content.width)
    }
    guard hasClassicContent else { return nil }
    let frames = classicLayout.frames(
      width: content.width, height: content.height, text: classicTextLabel, secondary: nil)
    return content.minX + frames.text.minX
  }

  /// Places the separator along the bottom edge, one pixel thick: from the explicit inset, or
  /// the text's start, or `defaultLeading`.
  func placeSeparator(
    visible: Bool, color: UIColor, defaultLeading: CGFloat, trailing: CGFloat
  ) {
    separatorView.isHidden = !visible
    guard visible else { return }
    let pixel = 1 / max(1, traitCollection.displayScale)
    let left = explicitSeparatorInset?.left ?? textLeadingX ?? defaultLeading
    let right = explicitSeparatorInset?.right ?? trailing
    separatorView.backgroundColor = color
    separatorView.frame = CGRect(
      x: left, y: bounds.height - pixel, width: max(0, bounds.width - left - right),
      height: pixel)
    bringSubviewToFront(separatorView)
  }

  // MARK: Parts

  private func contentFrame(in bounds: CGRect, accessory: UIView?) -> CGRect {
    let indent = CGFloat(max(0, indentationLevel)) * indentationWidth
    let end = accessory.map { accessoryFrame(of: $0, in: bounds).minX } ?? bounds.width
    return CGRect(x: indent, y: 0, width: max(0, end - indent), height: bounds.height)
  }

  /// The accessory's frame: its size, centred vertically, the side margin from the trailing
  /// edge.
  private func accessoryFrame(of accessory: UIView, in bounds: CGRect) -> CGRect {
    var size = accessory.bounds.size
    if size == .zero || accessory === accessoryGlyph {
      let intrinsic = accessory.intrinsicContentSize
      size = CGSize(width: max(0, intrinsic.width), height: max(0, intrinsic.height))
    }
    let x = bounds.width - TableMetrics.sideMargin(for: traitCollection) - size.width
    // Centred, on the pixel grid.
    let scale = max(1, traitCollection.displayScale)
    let y = ((bounds.height - size.height) / 2 * scale).rounded() / scale
    return CGRect(x: x, y: y, width: size.width, height: size.height)
  }

  /// The accessory shown: the accessory view, or the standard one for the accessory type.
  private var currentAccessory: UIView? {
    if let accessoryView {
      accessoryGlyph?.removeFromSuperview()
      return accessoryView
    }
    guard let kind = AccessoryGlyphView.Kind(accessoryType) else {
      accessoryGlyph?.removeFromSuperview()
      return nil
    }
    let glyph = accessoryGlyph ?? AccessoryGlyphView(kind: kind)
    glyph.kind = kind
    accessoryGlyph = glyph
    return glyph
  }

  var hasClassicContent: Bool {
    classicTextLabel != nil || classicDetailLabel != nil || classicImageView?.image != nil
  }

  private var classicLayout: ListContentLayout {
    let configuration = defaultContentConfiguration()
    var layout = ListContentLayout(
      arrangement: cellStyle == .value2
        ? .labelColumn : cellStyle == .value1 ? .sideBySide : .stacked,
      margins: configuration.directionalLayoutMargins,
      imageToTextPadding: configuration.imageToTextPadding,
      horizontalPadding: configuration.textToSecondaryTextHorizontalPadding,
      verticalPadding: configuration.textToSecondaryTextVerticalPadding)
    if let image = classicImageView?.image { layout.imageSize = image.size }
    return layout
  }

  /// The classic text or detail label, made in the style's font and colour on first use.
  func classicLabel(detail: Bool) -> UILabel {
    if let existing = detail ? classicDetailLabel : classicTextLabel { return existing }
    let label = UILabel()
    let configuration = defaultContentConfiguration()
    let properties = detail ? configuration.secondaryTextProperties : configuration.textProperties
    label.font = properties.font
    label.textColor = properties.color
    if cellStyle == .value2 {
      // "A label on the left side of the cell with text that's right-aligned and blue; on the
      // right side of the cell is another label with smaller text" (CellStyle.value2).
      label.font = .preferredFont(forTextStyle: detail ? .footnote : .subheadline)
      label.textColor = detail ? .label : .systemBlue
      label.textAlignment = detail ? .natural : .right
    }
    contentView.addSubview(label)
    if detail { classicDetailLabel = label } else { classicTextLabel = label }
    setNeedsLayout()
    return label
  }

  // MARK: Configurations

  func installContentConfiguration() {
    let shown =
      automaticallyUpdatesContentConfiguration
      ? contentConfiguration?.updated(for: configurationState) : contentConfiguration
    configurationView = hostContentConfiguration(
      shown, in: contentView, replacing: configurationView)
    setNeedsLayout()
  }

  /// The state changed: the configurations and the backgrounds follow it.
  func applyConfigurationState() {
    let state = configurationState
    if automaticallyUpdatesContentConfiguration, let configuration = contentConfiguration {
      configurationView?.configuration = configuration.updated(for: state)
    }
    updateBackground()
    updateConfiguration(using: state)
  }

  /// Shows the background configuration (or the table style's), unless the cell has a
  /// background colour or view of its own.
  func updateBackground() {
    var configuration =
      backgroundConfiguration
      ?? (tableStyle == nil || tableStyle == .plain ? .listPlainCell() : .listGroupedCell())
    let selected = isSelected || isHighlighted
    if automaticallyUpdatesBackgroundConfiguration && selectionStyle != .none
      && selectedBackgroundView == nil
    {
      configuration = configuration.updated(for: configurationState)
    }
    backgroundFill.configuration = configuration
    backgroundFill.isHidden =
      backgroundView != nil
      || (backgroundColor != nil && backgroundConfiguration == nil && !selected)
    selectedBackgroundView?.isHidden = !selected
  }

  func replaceBackgroundView(_ old: UIView?, with new: UIView?) {
    old?.removeFromSuperview()
    if let new { insertSubview(new, aboveSubview: backgroundFill) }
    updateBackground()
    setNeedsLayout()
  }
}
