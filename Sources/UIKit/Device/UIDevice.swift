import Foundation

/// The device the app runs on.
///
/// Divergence: headless, the device is the one an iOS simulator of ``UIScreen/main`` would
/// report: an iPhone (the idiom of the main screen's traits) running iOS 18.0, named generically
/// as iOS 16 and later name it without the user-assigned-name entitlement, with no battery
/// reading and no proximity sensor.
@preconcurrency @MainActor
open class UIDevice: NSObject {
  /// The device the app runs on.
  public static let current = UIDevice()

  private var orientationNotificationRequests = 0

  /// The device's name: its model, as iOS 16 and later report it to apps.
  open var name: String { model }
  /// The model: "iPhone", or "iPad" when the main screen has the pad idiom.
  open var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
  /// The model in the current language: the same here.
  open var localizedModel: String { model }
  /// The operating system's name.
  open var systemName: String { "iOS" }
  /// The operating system's version.
  open var systemVersion: String { "18.0" }
  /// An identifier for this app's vendor on this device, the same for the whole run.
  open var identifierForVendor: UUID? { Self.vendorIdentifier }
  private static let vendorIdentifier = UUID()

  /// The style of interface the device uses: the main screen's idiom.
  open var userInterfaceIdiom: UIUserInterfaceIdiom {
    UIScreen.main.traitCollection.userInterfaceIdiom
  }

  /// Whether the device can run apps side by side with others: yes.
  open var isMultitaskingSupported: Bool { true }

  /// The device's physical orientation: `.unknown` unless orientation notifications are being
  /// generated, as Apple documents; then the main screen's (portrait when it is taller than it
  /// is wide, else landscape left).
  open var orientation: UIDeviceOrientation {
    guard isGeneratingDeviceOrientationNotifications else { return .unknown }
    let bounds = UIScreen.main.bounds
    return bounds.height >= bounds.width ? .portrait : .landscapeLeft
  }

  /// Whether orientation notifications are being generated.
  open var isGeneratingDeviceOrientationNotifications: Bool { orientationNotificationRequests > 0 }

  /// Starts generating orientation notifications; calls nest.
  open func beginGeneratingDeviceOrientationNotifications() {
    orientationNotificationRequests += 1
  }

  /// Ends one ``beginGeneratingDeviceOrientationNotifications()``.
  open func endGeneratingDeviceOrientationNotifications() {
    orientationNotificationRequests = max(0, orientationNotificationRequests - 1)
  }

  /// Whether battery readings are taken. Off by default.
  open var isBatteryMonitoringEnabled = false
  /// The battery's charge from 0 to 1, or -1 when it is unknown: always unknown here, as on a
  /// simulator.
  open var batteryLevel: Float { -1 }
  /// Whether the battery is charging: unknown, as on a simulator.
  open var batteryState: UIDevice.BatteryState { .unknown }

  /// Whether the proximity sensor is watched. Setting it has no effect on a device without
  /// one, as here: it stays false.
  open var isProximityMonitoringEnabled: Bool {
    get { false }
    set {}
  }
  /// Whether something is close to the proximity sensor: no.
  open var proximityState: Bool { false }

  /// Plays the keyboard click: silent headless.
  open func playInputClick() {}

  /// The battery's charging state.
  public enum BatteryState: Int, Sendable {
    case unknown = 0, unplugged, charging, full
  }

  /// Posted when the device's orientation changes.
  public static let orientationDidChangeNotification = Notification.Name(
    "UIDeviceOrientationDidChangeNotification")
  /// Posted when the battery's state changes.
  public static let batteryStateDidChangeNotification = Notification.Name(
    "UIDeviceBatteryStateDidChangeNotification")
  /// Posted when the battery's level changes.
  public static let batteryLevelDidChangeNotification = Notification.Name(
    "UIDeviceBatteryLevelDidChangeNotification")
  /// Posted when the proximity sensor's state changes.
  public static let proximityStateDidChangeNotification = Notification.Name(
    "UIDeviceProximityStateDidChangeNotification")
}

/// The physical orientation of the device.
public enum UIDeviceOrientation: Int, Sendable {
  case unknown = 0, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

  /// Whether the device is upright or upside down.
  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
  /// Whether the device is on its side.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
  /// Whether the device lies face up or face down.
  public var isFlat: Bool { self == .faceUp || self == .faceDown }
  /// Whether the orientation is one an interface can have: portrait or landscape.
  public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}

/// The device's idiom: `UIDevice.current.userInterfaceIdiom` (deprecated on iOS, still called).
@preconcurrency @MainActor public func UI_USER_INTERFACE_IDIOM() -> UIUserInterfaceIdiom {
  UIDevice.current.userInterfaceIdiom
}
