extension UIControl {
  /// The states a control can be in; a control's ``UIControl/state`` is a combination of them.
  /// Controls such as buttons keep a title, image or colour per state.
  public struct State: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Enabled, not selected, not highlighted: no flag set.
    public static let normal = State([])
    /// The user is touching the control (never set headless, unless set in code).
    public static let highlighted = State(rawValue: 1 << 0)
    /// ``UIControl/isEnabled`` is false.
    public static let disabled = State(rawValue: 1 << 1)
    /// ``UIControl/isSelected`` is true.
    public static let selected = State(rawValue: 1 << 2)
    /// The control has the focus (tvOS and keyboards).
    public static let focused = State(rawValue: 1 << 3)
    /// Flags free for the app's own states.
    public static let application = State(rawValue: 0x00FF_0000)
    /// Flags kept for UIKit's internal use.
    public static let reserved = State(rawValue: 0xFF00_0000)
  }
}
