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
      ViewClass("ChartView", superclass: "UIView", properties: ChartView.properties) {
        ChartView()
      },
    ]
  }
}
