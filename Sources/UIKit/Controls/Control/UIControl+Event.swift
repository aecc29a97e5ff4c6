extension UIControl {
  /// The events a control reports to its targets and actions.
  ///
  /// Divergence: headless, no touch ever happens, so a control sends events only when code
  /// calls ``UIControl/sendActions(for:)``. As on iOS, setting a value in code (`isOn`,
  /// `value`…) sends nothing.
  public struct Event: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// A touch went down in the control.
    public static let touchDown = Event(rawValue: 1 << 0)
    /// A second or later touch went down in a row (a tap count above 1).
    public static let touchDownRepeat = Event(rawValue: 1 << 1)
    /// A finger was dragged within the control.
    public static let touchDragInside = Event(rawValue: 1 << 2)
    /// A finger was dragged just outside the control.
    public static let touchDragOutside = Event(rawValue: 1 << 3)
    /// A finger was dragged from outside into the control.
    public static let touchDragEnter = Event(rawValue: 1 << 4)
    /// A finger was dragged from within to outside the control.
    public static let touchDragExit = Event(rawValue: 1 << 5)
    /// A touch was lifted inside the control: the tap of a button.
    public static let touchUpInside = Event(rawValue: 1 << 6)
    /// A touch was lifted outside the control.
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    /// A touch was cancelled by the system.
    public static let touchCancel = Event(rawValue: 1 << 8)
    /// The control's value changed (a switch, slider, segmented control, stepper…).
    public static let valueChanged = Event(rawValue: 1 << 12)
    /// The control's primary action: a button's tap, a text field's return key.
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    /// A menu action was chosen from the control's menu.
    public static let menuActionTriggered = Event(rawValue: 1 << 14)
    /// Editing began in a text field.
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    /// The text of a text field changed.
    public static let editingChanged = Event(rawValue: 1 << 17)
    /// Editing ended in a text field.
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    /// Editing ended in a text field with the return key.
    public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
    /// Every touch event.
    public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
    /// Every editing event of a text field.
    public static let allEditingEvents = Event(rawValue: 0x000F_0000)
    /// Events free for the app's own use.
    public static let applicationReserved = Event(rawValue: 0x0F00_0000)
    /// Events kept for UIKit's internal use.
    public static let systemReserved = Event(rawValue: 0xF000_0000)
    /// Every event.
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }
}
