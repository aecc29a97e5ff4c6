import Foundation

/// The accessibility system: notifications to assistive technologies and the user's
/// accessibility settings.
///
/// Divergence: there is no VoiceOver headless. Posted notifications are kept, in order, in
/// ``postedNotifications`` (Offscreen's, for tests to read); every setting reads as off.
@preconcurrency @MainActor
public enum UIAccessibility {
  /// A notification to assistive technologies.
  public struct Notification: Hashable, Sendable, RawRepresentable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// A new screen appeared; the argument is the element to focus.
    public static let screenChanged = Notification(rawValue: 1000)
    /// The layout changed; the argument is the element to focus.
    public static let layoutChanged = Notification(rawValue: 1001)
    /// Something to speak; the argument is the string.
    public static let announcement = Notification(rawValue: 1008)
    /// A scroll view scrolled by a page; the argument is the text to speak.
    public static let pageScrolled = Notification(rawValue: 1009)
  }

  /// A posted notification and its argument, as ``postedNotifications`` keeps them.
  public struct PostedNotification {
    public let notification: Notification
    public let argument: Any?
  }

  /// Every notification posted since the process started or ``removePostedNotifications()``
  /// was called, first first.
  public private(set) static var postedNotifications: [PostedNotification] = []

  /// Forgets the posted notifications (between tests).
  public static func removePostedNotifications() { postedNotifications = [] }

  /// Tells assistive technologies about a change.
  public static func post(notification: Notification, argument: Any?) {
    postedNotifications.append(PostedNotification(notification: notification, argument: argument))
  }

  /// Whether VoiceOver is on: never, headless.
  public static var isVoiceOverRunning: Bool { false }
  /// Whether Switch Control is on: never, headless.
  public static var isSwitchControlRunning: Bool { false }
  /// Whether the user asked for bold text.
  public static var isBoldTextEnabled: Bool { false }
  /// Whether the user asked for less motion.
  public static var isReduceMotionEnabled: Bool { false }
  /// Whether the user asked for less transparency.
  public static var isReduceTransparencyEnabled: Bool { false }
  /// Whether the user asked for darker colours.
  public static var isDarkerSystemColorsEnabled: Bool { false }
  /// Whether the user asked for grayscale.
  public static var isGrayscaleEnabled: Bool { false }
  /// Whether the user inverted colours.
  public static var isInvertColorsEnabled: Bool { false }

  /// `rect`, in `view`'s coordinates, in the screen's: the window's, here.
  public static func convertToScreenCoordinates(_ rect: CGRect, in view: UIView) -> CGRect {
    view.convert(rect, to: nil)
  }
}
