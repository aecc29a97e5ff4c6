extension TargetIndex {
  /// The superclasses of the UIKit classes code most often extends, so that overrides written
  /// in extensions of several of them dispatch to the most derived first (a `UITableView`'s
  /// before a `UIScrollView`'s).
  static let uikitSuperclasses: [String: String] = [
    "UIResponder": "NSObject", "UIView": "UIResponder", "UIViewController": "UIResponder",
    "UIWindow": "UIView", "UIScrollView": "UIView", "UITableView": "UIScrollView",
    "UICollectionView": "UIScrollView", "UITextView": "UIScrollView",
    "UITableViewCell": "UIView", "UITableViewHeaderFooterView": "UIView",
    "UICollectionReusableView": "UIView", "UICollectionViewCell": "UICollectionReusableView",
    "UICollectionViewListCell": "UICollectionViewCell", "UIStackView": "UIView",
    "UILabel": "UIView", "UIImageView": "UIView", "UIControl": "UIView",
    "UIButton": "UIControl", "UITextField": "UIControl", "UISwitch": "UIControl",
    "UISlider": "UIControl", "UISegmentedControl": "UIControl", "UIStepper": "UIControl",
    "UIPageControl": "UIControl", "UIDatePicker": "UIControl", "UIRefreshControl": "UIControl",
    "UIActivityIndicatorView": "UIView", "UIProgressView": "UIView", "UIPickerView": "UIView",
    "UINavigationBar": "UIView", "UIToolbar": "UIView", "UITabBar": "UIView",
    "UISearchBar": "UIView", "UIVisualEffectView": "UIView",
    "UINavigationController": "UIViewController", "UITabBarController": "UIViewController",
    "UITableViewController": "UIViewController", "UICollectionViewController": "UIViewController",
    "UIPageViewController": "UIViewController", "UISplitViewController": "UIViewController",
    "UIAlertController": "UIViewController", "UISearchController": "UIViewController",
  ]
}
