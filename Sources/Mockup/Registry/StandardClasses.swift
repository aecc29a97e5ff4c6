import UIKit

/// The view classes registered by default: UIKit's views and the mockup's own chart view.
@MainActor
enum StandardClasses {
  static var all: [ViewClass] {
    [
      ViewClass("UIView", superclass: nil, properties: UIViewProperties.all) { UIView() },
      ViewClass("UILabel", superclass: "UIView", properties: UILabelProperties.all) {
        UILabel()
      },
      ViewClass("UIImageView", superclass: "UIView", properties: UIImageViewProperties.all) {
        UIImageView()
      },
      ViewClass("UIStackView", superclass: "UIView", properties: UIStackViewProperties.all) {
        UIStackView()
      },
      ViewClass("UIControl", superclass: "UIView", properties: UIControlProperties.control) {
        UIControl()
      },
      ViewClass("UIButton", superclass: "UIControl", properties: UIControlProperties.button) {
        UIButton(type: .system)
      },
      // Containers and bars: tables and collection views carry their data in the file.
      ViewClass("UIScrollView", superclass: "UIView", properties: UIScrollViewProperties.all) {
        UIScrollView()
      },
      ViewClass(
        "UITableView", superclass: "UIScrollView", properties: UITableViewProperties.all,
        make: UITableViewProperties.make),
      ViewClass(
        "UICollectionView", superclass: "UIScrollView",
        properties: UICollectionViewProperties.all
      ) { DeclaredCollectionView() },
      ViewClass(
        "UINavigationBar", superclass: "UIView", properties: UINavigationBarProperties.all
      ) { UINavigationBar() },
      ViewClass("UITabBar", superclass: "UIView", properties: UITabBarProperties.all) {
        UITabBar()
      },
      ViewClass("UIToolbar", superclass: "UIView", properties: UIToolbarProperties.all) {
        UIToolbar()
      },
      // Controls and text inputs (after the scroll view, which a text view is).
      ViewClass("UISwitch", superclass: "UIControl", properties: UISwitchProperties.all) {
        UISwitch()
      },
      ViewClass("UISlider", superclass: "UIControl", properties: UISliderProperties.all) {
        UISlider()
      },
      ViewClass(
        "UISegmentedControl", superclass: "UIControl",
        properties: UISegmentedControlProperties.all
      ) { UISegmentedControl() },
      ViewClass("UIStepper", superclass: "UIControl", properties: UIStepperProperties.all) {
        UIStepper()
      },
      ViewClass("UIPageControl", superclass: "UIControl", properties: UIPageControlProperties.all) {
        UIPageControl()
      },
      ViewClass("UIProgressView", superclass: "UIView", properties: UIProgressViewProperties.all) {
        UIProgressView()
      },
      ViewClass(
        "UIActivityIndicatorView", superclass: "UIView",
        properties: UIActivityIndicatorViewProperties.all
      ) { UIActivityIndicatorView() },
      ViewClass("UITextField", superclass: "UIControl", properties: UITextFieldProperties.all) {
        UITextField()
      },
      ViewClass("UITextView", superclass: "UIScrollView", properties: UITextViewProperties.all) {
        UITextView()
      },
      ViewClass("UISearchBar", superclass: "UIView", properties: UISearchBarProperties.all) {
        UISearchBar()
      },
      ViewClass("UIDatePicker", superclass: "UIControl", properties: UIDatePickerProperties.all) {
        UIDatePicker()
      },
      ViewClass("ChartView", superclass: "UIView", properties: ChartView.properties) {
        ChartView()
      },
    ]
  }
}
