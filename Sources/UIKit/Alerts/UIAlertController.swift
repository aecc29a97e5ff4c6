import CoreGraphics

/// A controller that shows an alert or an action sheet: a title, a message, text fields
/// (alerts only) and a button for each action. Present it with
/// `present(_:animated:completion:)`; tapping a button dismisses it, then runs the action's
/// handler.
///
/// It shows over the presenter's screen, which it dims and does not cover: the presenter
/// hears no `viewWillDisappear`. An alert is a 270-point panel in the middle of the window;
/// an action sheet is a panel at the bottom, with the cancel action in a panel of its own.
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
  /// How the controller shows its content.
  public enum Style: Int, Sendable {
    /// A sheet of actions rising from the bottom of the screen.
    case actionSheet = 0
    /// A panel in the middle of the screen.
    case alert = 1
  }

  /// How the controller shows its content: set when it is made.
  public private(set) var preferredStyle = Style.actionSheet

  /// The actions, in the order they were added.
  public private(set) var actions: [UIAlertAction] = []

  /// The text fields, in the order they were added.
  private(set) var textFieldStorage: [UITextField] = []

  /// The alert's text fields, in the order they were added; nil when it has none.
  open var textFields: [UITextField]? { textFieldStorage.isEmpty ? nil : textFieldStorage }

  /// The message under the title.
  open var message: String? {
    didSet { contentDidChange() }
  }

  /// The title at the top of the alert.
  open override var title: String? {
    didSet { contentDidChange() }
  }

  /// The action an alert emphasises (its title semibold), instead of the cancel action. It
  /// must already be one of ``actions``; action sheets do not use it.
  open var preferredAction: UIAlertAction? {
    get { preferredActionStorage }
    set {
      if let newValue, !actions.contains(where: { $0 === newValue }) {
        // Divergence: UIKit raises an exception; a warning keeps the process running.
        return Selector.warn(
          "UIAlertController.preferredAction must be one of its actions; add"
            + " \"\(newValue.title ?? "")\" with addAction(_:) first")
      }
      preferredActionStorage = newValue
      contentDidChange()
    }
  }
  private var preferredActionStorage: UIAlertAction?

  /// A controller with `title`, `message` and `preferredStyle`.
  public convenience init(title: String?, message: String?, preferredStyle: Style) {
    self.init(nibName: nil, bundle: nil)
    self.title = title
    self.message = message
    self.preferredStyle = preferredStyle
  }

  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    modalPresentationStyle = .custom
  }

  public required init?(coder: NSCoder) { nil }

  /// Adds `action`, whose button shows in the order actions were added (a cancel action goes
  /// where its style puts it). A second cancel action is refused with a warning.
  open func addAction(_ action: UIAlertAction) {
    if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
      // Divergence: UIKit raises an exception; a warning keeps the process running.
      return Selector.warn(
        "UIAlertController can only have one action with a style of .cancel; \"\(action.title ?? "")\""
          + " was not added")
    }
    actions.append(action)
    contentDidChange()
  }

  /// Adds a text field to an alert, stacked under the ones before it; `configurationHandler`
  /// sets it up before it is shown. Action sheets have none: there it is refused with a
  /// warning.
  open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
    guard preferredStyle == .alert else {
      // Divergence: UIKit raises an exception; a warning keeps the process running.
      return Selector.warn(
        "Text fields can only be added to an alert controller of style .alert")
    }
    let field = UITextField()
    field.font = .systemFont(ofSize: 13)
    textFieldStorage.append(field)
    configurationHandler?(field)
    contentDidChange()
  }

  open override func loadView() {
    view = AlertBackdropView(controller: self)
  }

  open override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    // The first text field takes the keyboard as the alert appears, as on iOS.
    textFieldStorage.first?.becomeFirstResponder()
  }

  /// Taps `action`'s button: dismisses the controller, then runs the action's handler. A
  /// disabled action does nothing.
  func select(_ action: UIAlertAction) {
    guard action.isEnabled else { return }
    dismiss(animated: true) { action.handler?(action) }
  }

  /// The action a tap outside an action sheet takes: its cancel action, if it has one.
  var cancelAction: UIAlertAction? { actions.first { $0.style == .cancel } }

  private func contentDidChange() {
    (viewIfLoaded as? AlertBackdropView)?.contentDidChange()
  }
}
