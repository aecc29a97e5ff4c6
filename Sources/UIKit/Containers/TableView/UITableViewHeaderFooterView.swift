import CoreGraphics
import Foundation

/// A section header or footer of a table view: a content view for a content configuration,
/// the classic text label, or views of your own.
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
  private let reuseIdentifierStorage: String?

  /// The view that holds the content.
  public let contentView = UIView()

  /// Creates a header or footer view that dequeuing finds by `reuseIdentifier`.
  public init(reuseIdentifier: String?) {
    reuseIdentifierStorage = reuseIdentifier
    super.init(frame: .zero)
    addSubview(contentView)
  }

  /// A header or footer view with `frame`.
  public override convenience init(frame: CGRect) {
    self.init(reuseIdentifier: nil)
    self.frame = frame
  }

  /// How a table view makes a view of a registered class: through `init(reuseIdentifier:)`,
  /// which subclasses may override. Offscreen's name (see `UITableViewCell`'s).
  public required convenience init(reuseIdentifierForDequeue identifier: String?) {
    self.init(reuseIdentifier: identifier)
  }

  public required init?(coder: NSCoder) { return nil }

  var classicTextLabel: UILabel?
  var configurationView: (any UIView & UIContentView)?

  /// The identifier the view is dequeued by.
  open var reuseIdentifier: String? { reuseIdentifierStorage }

  /// Called before the view is dequeued again. Does nothing by default.
  open func prepareForReuse() {}

  /// The classic label, made on first use in the grouped header's font and colour.
  open var textLabel: UILabel? {
    if let classicTextLabel { return classicTextLabel }
    let label = UILabel()
    let properties = defaultContentConfiguration().textProperties
    label.font = properties.font
    label.textColor = properties.color
    label.numberOfLines = 0
    contentView.addSubview(label)
    classicTextLabel = label
    setNeedsLayout()
    return label
  }

  /// A view behind the content.
  open var backgroundView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      if let backgroundView { insertSubview(backgroundView, at: 0) }
      setNeedsLayout()
    }
  }

  /// The content as a configuration, shown in ``contentView``.
  open var contentConfiguration: (any UIContentConfiguration)? {
    didSet {
      configurationView = hostContentConfiguration(
        contentConfiguration, in: contentView, replacing: configurationView)
      setNeedsLayout()
    }
  }

  /// The background as a configuration (its colour fills the view).
  open var backgroundConfiguration: UIBackgroundConfiguration? {
    didSet { backgroundColor = backgroundConfiguration?.backgroundColor }
  }

  /// A header configuration: ``UIListContentConfiguration/header()``.
  open func defaultContentConfiguration() -> UIListContentConfiguration { .header() }

  /// Places the content view and what it shows.
  open override func layoutSubviews() {
    super.layoutSubviews()
    contentView.frame = bounds
    backgroundView?.frame = bounds
    configurationView?.frame = contentView.bounds
    if let label = classicTextLabel {
      label.frame =
        classicLayout.frames(
          width: bounds.width, height: bounds.height, text: label, secondary: nil
        ).text
    }
  }

  /// The height the content needs at `width`: the list content's, the classic label's, or
  /// what the content view's constraints give.
  func fittingHeight(forWidth width: CGFloat) -> CGFloat {
    if let list = configurationView as? UIListContentView { return list.height(forWidth: width) }
    if let label = classicTextLabel {
      return classicLayout.frames(width: width, height: nil, text: label, secondary: nil).height
    }
    let measured = configurationView ?? contentView
    let fitted = measured.systemLayoutSizeFitting(
      CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel
    ).height
    return fitted > 0 ? fitted : frame.height
  }

  private var classicLayout: ListContentLayout {
    let configuration = defaultContentConfiguration()
    return ListContentLayout(
      arrangement: .stacked, margins: configuration.directionalLayoutMargins,
      imageToTextPadding: configuration.imageToTextPadding,
      horizontalPadding: configuration.textToSecondaryTextHorizontalPadding,
      verticalPadding: configuration.textToSecondaryTextVerticalPadding)
  }
}
