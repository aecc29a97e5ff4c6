import CoreGraphics

/// A scene that shows windows on a screen. Windows join it when made with
/// `UIWindow(windowScene:)`, when their `windowScene` is set, or (for the app's default
/// scene) when they are shown without one.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
  private var windowReferences: [WeakWindow] = []

  /// The scene's windows, shown or hidden, in the order they joined.
  open var windows: [UIWindow] {
    windowReferences.removeAll { $0.window == nil }
    return windowReferences.compactMap(\.window)
  }

  /// The scene's key window, if one of its windows is key.
  open var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }

  /// The screen the scene shows on.
  open var screen: UIScreen { UIScreen.main }

  /// The scene's traits: its screen's.
  open var traitCollection: UITraitCollection { screen.traitCollection }

  /// Which way up the scene's interface is: portrait on a screen taller than wide, else
  /// landscape (home button or indicator on the right).
  open var interfaceOrientation: UIInterfaceOrientation {
    screen.bounds.height >= screen.bounds.width ? .portrait : .landscapeRight
  }

  /// The scene's coordinate space: its screen's.
  open var coordinateSpace: any UICoordinateSpace { screen.coordinateSpace }

  func add(_ window: UIWindow) {
    guard !windows.contains(where: { $0 === window }) else { return }
    windowReferences.append(WeakWindow(window: window))
  }

  func remove(_ window: UIWindow) {
    windowReferences.removeAll { $0.window === window || $0.window == nil }
  }

  private struct WeakWindow {
    weak var window: UIWindow?
  }
}
