import Foundation

/// The identifier of a task the app asked to finish in the background.
public struct UIBackgroundTaskIdentifier: Hashable, RawRepresentable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// No task: what a failed request returns.
  public static let invalid = UIBackgroundTaskIdentifier(rawValue: 0)
}

extension UIApplication {
  /// Asks for time to finish a task in the background; pair it with
  /// ``endBackgroundTask(_:)``. Headless the time never runs out: `handler` is never called.
  /// Identifiers count up from 1.
  public func beginBackgroundTask(
    expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil
  ) -> UIBackgroundTaskIdentifier {
    beginBackgroundTask(withName: nil, expirationHandler: handler)
  }

  /// Asks for time to finish the task named `taskName` in the background (see
  /// ``beginBackgroundTask(expirationHandler:)``).
  public func beginBackgroundTask(
    withName taskName: String?, expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil
  ) -> UIBackgroundTaskIdentifier {
    backgroundTaskCount += 1
    let identifier = UIBackgroundTaskIdentifier(rawValue: backgroundTaskCount)
    runningBackgroundTasks.insert(identifier)
    return identifier
  }

  /// Marks the background task `identifier` finished. Ending a task that is not running
  /// warns, as UIKit logs.
  public func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {
    guard runningBackgroundTasks.remove(identifier) != nil else {
      return Selector.warn(
        "Can't end BackgroundTask: no background task exists with identifier"
          + " \(identifier.rawValue), or it may have already been ended")
    }
  }

  /// How long the app may still run in the background: without limit headless, as for an
  /// app in the foreground.
  public var backgroundTimeRemaining: TimeInterval { .greatestFiniteMagnitude }
}
