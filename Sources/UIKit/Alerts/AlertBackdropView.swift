import CoreGraphics

/// An alert controller's view: the window-sized dimming over the presenter's screen, holding
/// the alert's panel in the middle or the action sheet's panels at the bottom. Its panels
/// are made again when the controller's content changes.
///
/// The panels are on the system material's blur (`UIBlurEffect`), as on iOS; the dimming and
/// panel metrics are approximations of iOS 17's, which Apple does not publish (see
/// Docs/Divergences.md).
final class AlertBackdropView: UIView {
  private weak var controller: UIAlertController?
  private var panels: [AlertPanel] = []
  private var needsPanels = true

  /// The alert's width.
  static let alertWidth: CGFloat = 270
  /// The gap between an action sheet's panels and around them.
  static let sheetMargin: CGFloat = 8

  /// The dimming over the presenter: black at 20 % (light) or 48 % (dark).
  static let dimming = UIColor { traits in
    UIColor(white: 0, alpha: traits.userInterfaceStyle == .dark ? 0.48 : 0.2)
  }

  init(controller: UIAlertController) {
    self.controller = controller
    super.init(frame: UIScreen.main.bounds)
    backgroundColor = Self.dimming
    // VoiceOver reads the alert alone, not the screen under it.
    accessibilityViewIsModal = true
  }

  required init?(coder: NSCoder) { nil }

  /// Makes the panels again at the next layout.
  func contentDidChange() {
    needsPanels = true
    setNeedsLayout()
  }

  /// A new text size or appearance makes the panels again, in the new sizes.
  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    contentDidChange()
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    guard let controller else { return }
    if needsPanels {
      needsPanels = false
      for panel in panels { panel.removeFromSuperview() }
      panels =
        controller.preferredStyle == .alert
        ? [alertPanel(for: controller)] : sheetPanels(for: controller)
      for panel in panels { addSubview(panel) }
    }
    if controller.preferredStyle == .alert {
      placeAlert()
    } else {
      placeSheet()
    }
  }

  /// A tap outside an action sheet's panels takes its cancel action, if it has one; outside
  /// an alert it does nothing, as on iOS.
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let controller, controller.preferredStyle == .actionSheet,
      let point = touches.first?.location(in: self),
      !panels.contains(where: { $0.frame.contains(point) }),
      let cancel = controller.cancelAction
    else { return }
    controller.select(cancel)
  }

  /// A button for `action` that, tapped, dismisses the controller and runs the handler.
  private func button(for action: UIAlertAction, font: UIFont, emphasized: Bool)
    -> AlertActionButton
  {
    let button = AlertActionButton(action: action, font: font, emphasized: emphasized)
    button.addAction(
      UIAction { [weak controller] _ in controller?.select(action) }, for: .touchUpInside)
    return button
  }

  // MARK: Alert

  /// The alert's sizes at the traits' text size: the title in the headline style, the
  /// message in the footnote style and the buttons in the body style (17, 13 and 17 points at
  /// the default size), buttons 44 points high or taller for larger text.
  private var alertMetrics: AlertPanel.Metrics {
    let body = UIFont.preferredFont(forTextStyle: .body, compatibleWith: traitCollection)
    return AlertPanel.Metrics(
      headerTop: 19, headerBottom: 19, side: 16, titleToMessage: 2,
      titleFont: .preferredFont(forTextStyle: .headline, compatibleWith: traitCollection),
      messageFont: .preferredFont(forTextStyle: .footnote, compatibleWith: traitCollection),
      headerColor: .label, buttonFont: body, buttonHeight: Self.buttonHeight(44, for: body),
      cornerRadius: 14)
  }

  /// A button's height: `base`, or taller when the title's line needs more room.
  private static func buttonHeight(_ base: CGFloat, for font: UIFont) -> CGFloat {
    max(base, (font.lineHeight + 20).rounded(.up))
  }

  private func alertPanel(for controller: UIAlertController) -> AlertPanel {
    let metrics = alertMetrics
    let emphasized = controller.preferredAction ?? controller.cancelAction
    let buttons = controller.actions.map {
      button(for: $0, font: metrics.buttonFont, emphasized: $0 === emphasized)
    }
    // Two buttons whose titles fit side by side sit side by side, cancel first; otherwise
    // they stack, cancel last.
    let halfWidth = Self.alertWidth / 2 - 16
    let sideBySide = buttons.count == 2 && buttons.allSatisfy { $0.titleWidth <= halfWidth }
    let cancel = buttons.filter { $0.action.style == .cancel }
    let others = buttons.filter { $0.action.style != .cancel }
    return AlertPanel(
      title: controller.title, message: controller.message,
      textFields: controller.textFieldStorage,
      buttons: sideBySide ? cancel + others : others + cancel,
      sideBySide: sideBySide,
      metrics: metrics, background: nil)
  }

  /// The alert in the middle of the window, kept 8 points inside its safe area.
  private func placeAlert() {
    guard let panel = panels.first else { return }
    let top = safeAreaInsets.top + Self.sheetMargin
    let bottom = bounds.height - safeAreaInsets.bottom - Self.sheetMargin
    let height = min(panel.height(forWidth: Self.alertWidth), max(0, bottom - top))
    panel.frame = CGRect(
      x: roundToPixel((bounds.width - Self.alertWidth) / 2),
      y: roundToPixel(min(max(top, (bounds.height - height) / 2), bottom - height)),
      width: Self.alertWidth, height: height)
  }

  // MARK: Action sheet

  /// The action sheet's sizes at the traits' text size: title and message in the footnote
  /// style (the title semibold), buttons in the title 3 style (13 and 20 points at the
  /// default size), buttons 57 points high or taller for larger text.
  private var sheetMetrics: AlertPanel.Metrics {
    let footnote = UIFont.preferredFont(forTextStyle: .footnote, compatibleWith: traitCollection)
    let title3 = UIFont.preferredFont(forTextStyle: .title3, compatibleWith: traitCollection)
    return AlertPanel.Metrics(
      headerTop: 14, headerBottom: 14, side: 16, titleToMessage: 4,
      titleFont: .systemFont(ofSize: footnote.pointSize, weight: .semibold),
      messageFont: footnote, headerColor: .secondaryLabel, buttonFont: title3,
      buttonHeight: Self.buttonHeight(57, for: title3), cornerRadius: 13)
  }

  /// The sheet's panel of title, message and actions, and the cancel action's own panel.
  private func sheetPanels(for controller: UIAlertController) -> [AlertPanel] {
    let metrics = sheetMetrics
    let others = controller.actions.filter { $0.style != .cancel }
    var panels: [AlertPanel] = []
    if controller.title?.isEmpty == false || controller.message?.isEmpty == false
      || !others.isEmpty
    {
      panels.append(
        AlertPanel(
          title: controller.title, message: controller.message, textFields: [],
          buttons: others.map { button(for: $0, font: metrics.buttonFont, emphasized: false) },
          sideBySide: false, metrics: metrics, background: nil))
    }
    if let cancel = controller.cancelAction {
      panels.append(
        AlertPanel(
          title: nil, message: nil, textFields: [],
          buttons: [button(for: cancel, font: metrics.buttonFont, emphasized: true)],
          sideBySide: false, metrics: metrics, background: .tertiarySystemBackground))
    }
    return panels
  }

  /// The sheet's panels stacked from the bottom of the window's safe area, 8 points apart,
  /// as wide as a phone held upright less 8 points each side, and 8 points below the top of
  /// the safe area at most.
  ///
  /// Divergence: on an iPad iOS shows an action sheet as a popover from its source; here it
  /// is placed as on a phone.
  private func placeSheet() {
    let width = min(bounds.width, bounds.height) - 2 * Self.sheetMargin
    var bottom = bounds.height - max(safeAreaInsets.bottom, Self.sheetMargin)
    let top = safeAreaInsets.top + Self.sheetMargin
    for panel in panels.reversed() {
      let height = min(panel.height(forWidth: width), max(0, bottom - top))
      panel.frame = CGRect(
        x: roundToPixel((bounds.width - width) / 2), y: bottom - height, width: width,
        height: height)
      bottom -= height + Self.sheetMargin
    }
  }

  private func roundToPixel(_ length: CGFloat) -> CGFloat {
    let scale = max(1, traitCollection.displayScale)
    return (length * scale).rounded() / scale
  }
}
