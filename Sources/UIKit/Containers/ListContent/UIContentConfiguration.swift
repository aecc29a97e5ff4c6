/// The content of a cell, header or other view, as a value: it makes the view that shows it,
/// and gives the version of itself for a state (selected, highlighted…).
@preconcurrency @MainActor
public protocol UIContentConfiguration {
  /// Makes a new view that shows this configuration.
  func makeContentView() -> any UIView & UIContentView
  /// This configuration as it looks in `state`.
  func updated(for state: any UIConfigurationState) -> Self
}

/// A view that shows a content configuration.
@preconcurrency @MainActor
public protocol UIContentView: AnyObject {
  /// The configuration the view shows; setting it updates the view.
  var configuration: any UIContentConfiguration { get set }
  /// Whether the view can show `configuration` (so that it can be reused for it). True for
  /// configurations of the type the view was made for.
  func supports(_ configuration: any UIContentConfiguration) -> Bool
}

/// The state a configuration is updated for.
@preconcurrency @MainActor
public protocol UIConfigurationState {
  /// The traits of the view the configuration is for.
  var traitCollection: UITraitCollection { get set }
}

/// The state of a cell: its traits, and whether it is selected, highlighted and so on.
/// Headless, cells are only selected or highlighted by code.
public struct UICellConfigurationState: UIConfigurationState {
  public var traitCollection: UITraitCollection
  public var isDisabled = false
  public var isHighlighted = false
  public var isSelected = false
  public var isFocused = false
  public var isEditing = false
  public var isExpanded = false
  public var isSwiped = false
  public var isReordering = false

  /// A state with `traitCollection`, nothing selected or highlighted.
  public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }
}

extension UIContentView {
  /// True when `configuration` is of the type of the one the view shows.
  public func supports(_ configuration: any UIContentConfiguration) -> Bool {
    type(of: configuration) == type(of: self.configuration)
  }
}
