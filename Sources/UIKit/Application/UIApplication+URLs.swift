import Foundation

extension UIApplication {
  /// Keys of the options of ``open(_:options:completionHandler:)``.
  public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Open the URL only if an app handles it as a universal link.
    public static let universalLinksOnly = Self(
      rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
  }

  /// The URL that opens the app's page in Settings.
  public static let openSettingsURLString = "app-settings:"

  /// Opens `url` in the app that handles it. Headless nothing opens: the URL is added to
  /// ``openedURLs`` and `completion` hears whether an app could have opened it
  /// (``canOpenURL(_:)``).
  ///
  /// Divergence: iOS leaves the app for the URL's app; headless the call is recorded.
  public func open(
    _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
    completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
  ) {
    openedURLStorage.append(url)
    completion?(canOpenURL(url))
  }

  /// Opens `url` (see ``open(_:options:completionHandler:)``) and returns whether an app could
  /// have opened it.
  @discardableResult
  public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:]) async -> Bool {
    openedURLStorage.append(url)
    return canOpenURL(url)
  }

  /// Whether an app on the device handles `url`'s scheme: one of ``openableURLSchemes``.
  public func canOpenURL(_ url: URL) -> Bool {
    guard let scheme = url.scheme?.lowercased() else { return false }
    return openableURLSchemes.contains(scheme)
  }

  /// The URLs ``open(_:options:completionHandler:)`` was asked to open, oldest first.
  ///
  /// Offscreen's own API, for tests: iOS has no record of them.
  public var openedURLs: [URL] { openedURLStorage }

  /// Forgets ``openedURLs``, as between tests. Offscreen's own API.
  public func removeOpenedURLs() { openedURLStorage.removeAll() }

  /// The URL schemes ``canOpenURL(_:)`` says an app handles: those of the apps every iPhone
  /// has (web, mail, phone, messages, FaceTime, maps, Settings). A test adds the schemes of
  /// the apps it pretends are installed.
  ///
  /// Offscreen's own API: on iOS it is the installed apps that decide.
  public var openableURLSchemes: Set<String> {
    get { openableSchemeStorage }
    set { openableSchemeStorage = Set(newValue.map { $0.lowercased() }) }
  }
}
