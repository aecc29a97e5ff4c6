import Foundation

/// The archive an appearance proxy is made from. iOS's proxy is an object of its own that
/// forwards messages; Swift gives `appearance() -> Self` no way to make an object of an
/// arbitrary subclass but its required initialiser, `init?(coder:)`. Given this coder, UIKit's
/// view classes initialise as `init(frame: .zero)` does, so a subclass's own `init?(coder:)`
/// (which calls `super.init(coder:)`) makes its proxy.
final class AppearanceProxyCoder: NSCoder {}

@MainActor
enum AppearanceProxyMaker {
  /// A new object of `type` to be its appearance proxy.
  ///
  /// Divergence: a class whose `init?(coder:)` fails (calls `fatalError`, or returns nil) has
  /// no proxy here; the process stops with a message naming it, as Swift has no other way to
  /// make an object of the class.
  static func make<T: UIAppearance>(_ type: T.Type) -> T {
    let made: AppearanceStyled? =
      switch type {
      case let view as UIView.Type:
        uikitClasses[ObjectIdentifier(view)]?() ?? view.init(coder: AppearanceProxyCoder())
      case let item as UIBarItem.Type: item.init(coder: AppearanceProxyCoder())
      default:
        fatalError(
          "\(type).appearance(): Offscreen has appearance proxies for views and bar items only.")
      }
    guard let made, let proxy = made as? T else {
      fatalError(
        "\(type).appearance(): Offscreen makes a custom class's appearance proxy with its "
          + "init?(coder:), which returned nil; see Docs/Divergences.md (UIAppearance).")
    }
    made.appearanceState.isProxy = true
    return proxy
  }

  /// UIKit's classes whose `init?(coder:)` does not make a proxy: made with `init(frame:)`.
  private static let uikitClasses: [ObjectIdentifier: @MainActor () -> UIView] = [
    ObjectIdentifier(UISlider.self): { UISlider() },
    ObjectIdentifier(UISegmentedControl.self): { UISegmentedControl() },
    ObjectIdentifier(UIStepper.self): { UIStepper() },
    ObjectIdentifier(UIPageControl.self): { UIPageControl() },
    ObjectIdentifier(UIProgressView.self): { UIProgressView() },
    ObjectIdentifier(UIActivityIndicatorView.self): { UIActivityIndicatorView() },
    ObjectIdentifier(UINavigationBar.self): { UINavigationBar() },
    ObjectIdentifier(UITabBar.self): { UITabBar() },
    ObjectIdentifier(UIToolbar.self): { UIToolbar() },
    ObjectIdentifier(UISearchBar.self): { UISearchBar() },
    ObjectIdentifier(UIScrollView.self): { UIScrollView() },
    ObjectIdentifier(UITableView.self): { UITableView() },
    ObjectIdentifier(UITableViewCell.self): { UITableViewCell() },
    ObjectIdentifier(UICollectionViewCell.self): { UICollectionViewCell() },
    ObjectIdentifier(UIStackView.self): { UIStackView() },
    ObjectIdentifier(UITextView.self): { UITextView() },
    ObjectIdentifier(UIRefreshControl.self): { UIRefreshControl() },
  ]
}
