import Foundation

extension UIApplication {
  /// Registers the app with the push service. Headless there is none: the app delegate hears
  /// `application(_:didFailToRegisterForRemoteNotificationsWithError:)` at once, as a
  /// simulator without push reports, and the app stays unregistered.
  public func registerForRemoteNotifications() {
    delegate?.application(self, didFailToRegisterForRemoteNotificationsWithError: PushUnavailable())
  }

  /// Unregisters the app from the push service: it never was, headless.
  public func unregisterForRemoteNotifications() {}

  /// Whether the app is registered for remote notifications: never, headless.
  public var isRegisteredForRemoteNotifications: Bool { false }

  /// Whether the app can change its icon: no, headless (there is no home screen).
  public var supportsAlternateIcons: Bool { false }

  /// The name of the icon the app shows instead of its primary one: none.
  public var alternateIconName: String? { nil }

  /// Asks to change the app's icon. Headless there is no home screen: `completionHandler`
  /// hears an error saying so.
  public func setAlternateIconName(
    _ alternateIconName: String?,
    completionHandler: (@MainActor @Sendable ((any Error)?) -> Void)? = nil
  ) {
    completionHandler?(AlternateIconsUnavailable())
  }
}

/// Why push registration fails headless.
struct PushUnavailable: LocalizedError {
  var errorDescription: String? { "remote notifications are not available headless" }
}

/// Why an icon change fails headless.
struct AlternateIconsUnavailable: LocalizedError {
  var errorDescription: String? { "alternate icons are not supported headless" }
}
