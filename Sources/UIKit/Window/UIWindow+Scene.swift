import CoreGraphics

extension UIWindow {
  /// A window's level among the app's windows.
  public struct Level: Hashable, Comparable, RawRepresentable, Sendable {
    public let rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
    /// The level of the app's content windows.
    public static let normal = Level(rawValue: 0)
    /// The level of the status bar.
    public static let statusBar = Level(rawValue: 1000)
    /// The level of alerts.
    public static let alert = Level(rawValue: 2000)

    /// A level `offset` above (or below) `level`, as `.alert + 1`.
    public static func + (level: Level, offset: CGFloat) -> Level {
      Level(rawValue: level.rawValue + offset)
    }
    /// Whether `lhs` is below `rhs`: windows of higher levels are in front.
    public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }

    /// A level `offset` below `level`.
    public static func - (level: Level, offset: CGFloat) -> Level {
      Level(rawValue: level.rawValue - offset)
    }
  }

  /// The scene the window belongs to: it is among the scene's `windows` and the application's
  /// `windows`. A window shown without one joins the app's default window scene.
  public var windowScene: UIWindowScene? {
    get { sceneStorage }
    set {
      guard newValue !== sceneStorage else { return }
      sceneStorage?.remove(self)
      sceneStorage = newValue
      newValue?.add(self)
    }
  }

  /// Puts a window shown without a scene in the application's default window scene, as iOS
  /// does for apps without scene manifests.
  func joinDefaultSceneIfNeeded() {
    if sceneStorage == nil { windowScene = UIApplication.shared.defaultWindowScene }
  }
}
