import CoreGraphics
import Foundation

/// An item of a collection view: a content view for its content (a content configuration or
/// views of your own), with background views.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
  /// The view that holds the cell's content; add your own views to it.
  public let contentView = UIView()
  let backgroundFill = BackgroundConfigurationView()
  var configurationView: (any UIView & UIContentView)?

  public override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundFill.isHidden = true
    addSubview(backgroundFill)
    contentView.frame = bounds
    addSubview(contentView)
  }

  public required init?(coder: NSCoder) { return nil }

  // MARK: Content and background

  /// The cell's content as a configuration, shown in ``contentView``.
  open var contentConfiguration: (any UIContentConfiguration)? {
    didSet {
      configurationView = hostContentConfiguration(
        contentConfiguration?.updated(for: configurationState), in: contentView,
        replacing: configurationView)
      setNeedsLayout()
    }
  }

  /// The cell's background as a configuration; nil for none.
  open var backgroundConfiguration: UIBackgroundConfiguration? {
    didSet { updateBackground() }
  }

  /// A view behind the content.
  open var backgroundView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      if let backgroundView { insertSubview(backgroundView, at: 0) }
      setNeedsLayout()
    }
  }

  /// A view behind the content of a selected cell.
  open var selectedBackgroundView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      if let selectedBackgroundView {
        insertSubview(selectedBackgroundView, aboveSubview: backgroundFill)
      }
      updateBackground()
      setNeedsLayout()
    }
  }

  /// Whether the cell is selected.
  open var isSelected = false {
    didSet { if isSelected != oldValue { setNeedsUpdateConfiguration() } }
  }

  /// Whether the cell is highlighted.
  open var isHighlighted = false {
    didSet { if isHighlighted != oldValue { setNeedsUpdateConfiguration() } }
  }

  /// The state configurations are updated for.
  open var configurationState: UICellConfigurationState {
    var state = UICellConfigurationState(traitCollection: traitCollection)
    state.isSelected = isSelected
    state.isHighlighted = isHighlighted
    return state
  }

  /// Called to update the configurations for a new state; calls
  /// ``configurationUpdateHandler``.
  open func updateConfiguration(using state: UICellConfigurationState) {
    configurationUpdateHandler?(self, state)
  }

  /// Called by ``updateConfiguration(using:)`` with the cell and its state.
  open var configurationUpdateHandler: ((UICollectionViewCell, UICellConfigurationState) -> Void)?

  /// Whether the content configuration follows the state. True by default.
  open var automaticallyUpdatesContentConfiguration = true
  /// Whether the background configuration follows the state. True by default.
  open var automaticallyUpdatesBackgroundConfiguration = true

  /// Updates the configurations for the current state, at once headless.
  open func setNeedsUpdateConfiguration() {
    let state = configurationState
    if automaticallyUpdatesContentConfiguration, let contentConfiguration {
      configurationView?.configuration = contentConfiguration.updated(for: state)
    }
    updateBackground()
    updateConfiguration(using: state)
  }

  /// Places the content view, the backgrounds and the content configuration's view.
  open override func layoutSubviews() {
    super.layoutSubviews()
    contentView.frame = contentFrame
    backgroundFill.frame = backgroundFill.frame(in: bounds)
    backgroundView?.frame = bounds
    selectedBackgroundView?.frame = bounds
    configurationView?.frame = contentView.bounds
  }

  /// Where the content view goes: the bounds (list cells leave room for accessories).
  var contentFrame: CGRect { bounds }

  /// The background configuration the cell shows when none is set: none (list cells: their
  /// list's).
  var defaultBackgroundConfiguration: UIBackgroundConfiguration? { nil }

  /// Shows the background configuration for the current state.
  func updateBackground() {
    let selected = isSelected || isHighlighted
    selectedBackgroundView?.isHidden = !selected
    guard var configuration = backgroundConfiguration ?? defaultBackgroundConfiguration else {
      backgroundFill.isHidden = true
      return
    }
    if automaticallyUpdatesBackgroundConfiguration && selectedBackgroundView == nil {
      configuration = configuration.updated(for: configurationState)
    }
    backgroundFill.configuration = configuration
    backgroundFill.isHidden = backgroundView != nil
  }

  /// The content view's size for `target`, with the axes not in `freeAxes` held: list
  /// content's own measure, else what the content view's constraints give.
  override func fittedSize(for target: CGSize, freeAxes: UIAxis) -> CGSize {
    if let list = configurationView as? UIListContentView, !freeAxes.contains(.horizontal) {
      return CGSize(width: target.width, height: list.height(forWidth: target.width))
    }
    return selfSizedSize(of: contentView, target: target, freeAxes: freeAxes)
  }
}
