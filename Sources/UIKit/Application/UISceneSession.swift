import Foundation

/// A scene's lasting record: its role, its configuration and the scene itself while it is
/// connected.
@preconcurrency @MainActor
open class UISceneSession: NSObject {
  /// What a session's scenes are for.
  public struct Role: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// The app's main, interactive windows.
    public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    /// Windows on an external display.
    public static let windowExternalDisplayNonInteractive = Role(
      rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
  }

  /// The session's role.
  public let role: Role
  /// The configuration the session's scene was made with.
  public internal(set) var configuration: UISceneConfiguration
  /// An identifier unique to the session: `"session-1"`, `"session-2"`, … in the order
  /// sessions are made, so that runs are repeatable.
  public let persistentIdentifier: String
  /// The scene, while it is connected.
  open internal(set) weak var scene: UIScene?
  /// What the app keeps with the session (stored).
  open var userInfo: [String: Any]?

  private static var count = 0

  init(role: Role, configuration: UISceneConfiguration) {
    self.role = role
    self.configuration = configuration
    Self.count += 1
    persistentIdentifier = "session-\(Self.count)"
    super.init()
  }
}

/// Which delegate and scene classes make a scene, under a name.
@preconcurrency @MainActor
open class UISceneConfiguration: NSObject {
  /// The configuration's name, as the app's Info.plist lists it.
  public let name: String?
  /// The role of the sessions it makes scenes for.
  public let role: UISceneSession.Role
  /// The class of the scenes' delegate.
  open var delegateClass: AnyClass?
  /// The class of the scenes.
  open var sceneClass: AnyClass?

  /// A configuration named `name` for `sessionRole`.
  public init(name: String?, sessionRole: UISceneSession.Role) {
    self.name = name
    role = sessionRole
    super.init()
  }
}
