import CoreGraphics

/// One rounded panel of an alert or action sheet: a header (title and message, centred),
/// the alert's text fields, then the buttons, side by side or stacked, with hairlines between
/// them, on a colour or, without one, on the blurred system material.
final class AlertPanel: UIView {
  /// The sizes and fonts of a kind of panel.
  struct Metrics {
    /// Room above the header and below the header or text fields, before the buttons.
    var headerTop: CGFloat
    var headerBottom: CGFloat
    /// Room on either side of the header's text and the text fields.
    var side: CGFloat
    /// The gap between the title and the message.
    var titleToMessage: CGFloat
    var titleFont: UIFont
    var messageFont: UIFont
    var headerColor: UIColor
    var buttonFont: UIFont
    var buttonHeight: CGFloat
    var cornerRadius: CGFloat
  }

  private let metrics: Metrics
  private let titleLabel: UILabel?
  private let messageLabel: UILabel?
  private let fieldBoxes: [AlertTextFieldBox]
  let buttons: [AlertActionButton]
  private let sideBySide: Bool
  private var hairlines: [UIView] = []
  /// Holds the header and text fields, cut off at the bottom when the panel is too short.
  private let contentView = UIView()

  /// The height of each text field's box.
  private static let fieldHeight: CGFloat = 24
  /// The gap between the header's text and the text fields.
  private static let textToFields: CGFloat = 16

  init(
    title: String?, message: String?, textFields: [UITextField], buttons: [AlertActionButton],
    sideBySide: Bool, metrics: Metrics, background: UIColor?
  ) {
    self.metrics = metrics
    titleLabel = Self.label(title, font: metrics.titleFont, color: metrics.headerColor)
    messageLabel = Self.label(message, font: metrics.messageFont, color: metrics.headerColor)
    fieldBoxes = textFields.map(AlertTextFieldBox.init)
    self.buttons = buttons
    self.sideBySide = sideBySide
    super.init(frame: .zero)
    if let background {
      backgroundColor = background
    } else {
      // The system material's blur of the dimmed screen behind, as iOS's alerts (and
      // alert look-alikes such as SDCAlertView) have from iOS 13.
      let material = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
      material.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      addSubview(material)
    }
    layer.cornerRadius = metrics.cornerRadius
    clipsToBounds = true
    contentView.clipsToBounds = true
    addSubview(contentView)
    for view in [titleLabel, messageLabel].compactMap({ $0 }) + fieldBoxes {
      contentView.addSubview(view)
    }
    for button in buttons { addSubview(button) }
    let lineCount = buttons.count - (hasContent ? 0 : 1)
    hairlines = (0..<max(0, lineCount)).map { _ in
      let line = UIView()
      line.backgroundColor = .separator
      addSubview(line)
      return line
    }
  }

  required init?(coder: NSCoder) { nil }

  private var hasContent: Bool { titleLabel != nil || messageLabel != nil || !fieldBoxes.isEmpty }

  /// The height the panel needs at `width`.
  func height(forWidth width: CGFloat) -> CGFloat {
    contentHeight(forWidth: width, placing: false) + buttonsHeight
  }

  private var buttonsHeight: CGFloat {
    metrics.buttonHeight * CGFloat(sideBySide ? min(1, buttons.count) : buttons.count)
  }

  /// Lays out the header and text fields, then the buttons under them. A panel shorter than
  /// it needs cuts the header off first, keeping at least half the panel for it when the
  /// buttons alone overflow; the buttons past the bottom are cut off.
  ///
  /// Divergence: iOS scrolls the content of an alert or sheet too tall for the screen;
  /// headless it shows it as iOS does before any scrolling, cut off.
  override func layoutSubviews() {
    super.layoutSubviews()
    let content = contentHeight(forWidth: bounds.width, placing: true)
    let room = bounds.height - buttonsHeight
    var y = content <= room ? content : max(room, min(content, bounds.height / 2))
    contentView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: y)
    let hairline = 1 / max(1, traitCollection.displayScale)
    var lines = hairlines.makeIterator()
    if hasContent, !buttons.isEmpty {
      lines.next()?.frame = CGRect(x: 0, y: y, width: bounds.width, height: hairline)
    }
    if sideBySide {
      // The first button is on the leading side: the right in a right-to-left layout.
      let half = bounds.width / CGFloat(buttons.count)
      let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
      for (index, button) in buttons.enumerated() {
        let slot = rightToLeft ? buttons.count - 1 - index : index
        button.frame = CGRect(
          x: half * CGFloat(slot), y: y, width: half, height: metrics.buttonHeight)
      }
      for slot in 1..<buttons.count {
        lines.next()?.frame = CGRect(
          x: half * CGFloat(slot), y: y, width: hairline, height: metrics.buttonHeight)
      }
      return
    }
    for (index, button) in buttons.enumerated() {
      if index > 0 {
        lines.next()?.frame = CGRect(x: 0, y: y, width: bounds.width, height: hairline)
      }
      button.frame = CGRect(x: 0, y: y, width: bounds.width, height: metrics.buttonHeight)
      y += metrics.buttonHeight
    }
  }

  /// The height of the header and text fields at `width`, placing them when `placing`.
  private func contentHeight(forWidth width: CGFloat, placing: Bool) -> CGFloat {
    guard hasContent else { return 0 }
    let textWidth = width - 2 * metrics.side
    var y = metrics.headerTop
    for (index, label) in [titleLabel, messageLabel].compactMap({ $0 }).enumerated() {
      if index > 0 { y += metrics.titleToMessage }
      let height = label.sizeThatFits(CGSize(width: textWidth, height: 0)).height
      if placing {
        label.frame = CGRect(x: metrics.side, y: y, width: textWidth, height: height)
      }
      y += height
    }
    if !fieldBoxes.isEmpty, titleLabel != nil || messageLabel != nil { y += Self.textToFields }
    for box in fieldBoxes {
      if placing {
        box.frame = CGRect(x: metrics.side, y: y, width: textWidth, height: Self.fieldHeight)
      }
      y += Self.fieldHeight
    }
    return y + metrics.headerBottom
  }

  private static func label(_ text: String?, font: UIFont, color: UIColor) -> UILabel? {
    guard let text, !text.isEmpty else { return nil }
    let label = UILabel()
    label.text = text
    label.font = font
    label.textColor = color
    label.textAlignment = .center
    label.numberOfLines = 0
    return label
  }
}

/// The box an alert's text field sits in: the field's background with a hairline edge, the
/// text 4 points in.
final class AlertTextFieldBox: UIView {
  private let field: UITextField

  init(_ field: UITextField) {
    self.field = field
    super.init(frame: .zero)
    backgroundColor = .clear
    addSubview(field)
  }

  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() {
    super.layoutSubviews()
    field.frame = bounds.insetBy(dx: 4, dy: 0)
  }

  override func draw(_ rect: CGRect) {
    let hairline = 1 / max(1, traitCollection.displayScale)
    let edge = UIBezierPath(rect: bounds.insetBy(dx: hairline / 2, dy: hairline / 2))
    UIColor.systemBackground.setFill()
    edge.fill()
    UIColor.separator.setStroke()
    edge.lineWidth = hairline
    edge.stroke()
  }
}
