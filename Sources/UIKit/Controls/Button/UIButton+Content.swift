import Foundation

extension UIButton {
  /// The 15-point font of a classic button's title.
  static let classicFontSize: CGFloat = 15

  /// The colour of a disabled system button's title and image, and of a disabled configured
  /// button's content.
  nonisolated static var disabledContentColor: UIColor { .tertiaryLabel }

  /// System buttons (and the info, add and close kinds) draw titles and template images in
  /// the tint colour; custom and plain ones do not.
  var usesSystemStyle: Bool { buttonType != .custom && buttonType != .plain }

  /// The configuration as shown now: updated for the state unless told not to.
  var shownConfiguration: Configuration? {
    guard let configuration else { return nil }
    return automaticallyUpdatesConfiguration ? configuration.updated(for: self) : configuration
  }

  /// Something that changes the content changed: the labels and image are set again, and the
  /// size, layout and drawing follow.
  func contentDidChange() {
    refreshContent()
    invalidateIntrinsicContentSize()
    setNeedsLayout()
    setNeedsDisplay()
  }

  /// Sets the labels and image view from the configuration or from the values for the
  /// current state.
  func refreshContent() {
    if configuration != nil, automaticallyUpdatesConfiguration, !isUpdatingConfiguration {
      isUpdatingConfiguration = true
      defer { isUpdatingConfiguration = false }
      updateConfiguration()
    }
    if let configuration = shownConfiguration {
      showConfiguration(configuration)
    } else {
      showClassicContent()
    }
    // In the button as soon as they have something to show, so they measure in its traits.
    if imageViewStorage.image != nil { install(imageViewStorage) }
    for label in [titleLabelStorage, subtitleLabelStorage] where label.text?.isEmpty == false {
      install(label)
    }
  }

  /// Takes a primary action's title and image as the button's, and runs the action for
  /// `.primaryActionTriggered`.
  func adopt(_ primaryAction: UIAction) {
    addAction(primaryAction, for: .primaryActionTriggered)
    if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
    if let image = primaryAction.image { setImage(image, for: .normal) }
  }

  private func showClassicContent() {
    if let attributed = currentAttributedTitle {
      titleLabelStorage.attributedText = attributed
    } else {
      titleLabelStorage.text = currentTitle
      titleLabelStorage.textColor = currentTitleColor
    }
    titleLabelStorage.shadowColor = currentTitleShadowColor
    subtitleLabelStorage.text = nil
    let image = currentImage ?? systemGlyphImage
    if usesSystemStyle, let image, image.renderingMode != .alwaysOriginal {
      imageViewStorage.image = image.withRenderingMode(.alwaysTemplate)
      imageViewStorage.tintColor = isEnabled ? tintColor : Self.disabledContentColor
    } else {
      imageViewStorage.image = image
    }
    let dims = !usesSystemStyle && !isEnabled && adjustsImageWhenDisabled
    imageViewStorage.alpha = dims ? UILabel.disabledAlpha : 1
  }

  private func showConfiguration(_ configuration: Configuration) {
    let foreground = configuration.foregroundColor(tint: tintColor)
    let fonts = configuration.buttonSize.textStyles
    titleLabelStorage.shadowColor = nil
    let title = configuration.styledTitle(
      font: .preferredFont(forTextStyle: fonts.title), color: foreground)
    let subtitle = configuration.styledSubtitle(
      font: .preferredFont(forTextStyle: fonts.subtitle), color: foreground)
    for (label, text) in [(titleLabelStorage, title), (subtitleLabelStorage, subtitle)] {
      label.attributedText = text
      label.textAlignment = configuration.titleAlignment.textAlignment
    }
    imageViewStorage.alpha = 1
    // A symbol follows the title's size, as on iOS, unless the configuration names its own.
    let symbolConfiguration =
      configuration.preferredSymbolConfigurationForImage
      ?? UIImage.SymbolConfiguration(textStyle: fonts.title)
    let image =
      configuration.showsActivityIndicator
      ? Self.activityIndicatorImage(color: foreground)
      : configuration.image.map { $0.applyingSymbolConfiguration(symbolConfiguration) ?? $0 }
    if let image, image.renderingMode != .alwaysOriginal {
      imageViewStorage.image = image.withRenderingMode(.alwaysTemplate)
      imageViewStorage.tintColor = foreground
    } else {
      imageViewStorage.image = image
    }
  }
}

extension UIButton {
  /// A medium activity indicator's still frame in `color`, as an image a configured button
  /// shows in place of its image.
  static func activityIndicatorImage(color: UIColor) -> UIImage {
    let indicator = UIActivityIndicatorView(style: .medium)
    indicator.color = color
    indicator.startAnimating()
    return indicator.renderedImage()
  }
}

extension UIButton.Configuration.TitleAlignment {
  /// The alignment of the title and subtitle labels' text.
  var textAlignment: NSTextAlignment {
    switch self {
    case .automatic, .center: .center
    case .leading: .natural
    case .trailing: .right
    }
  }
}
