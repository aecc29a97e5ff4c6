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
      ViewClass("ChartView", superclass: "UIView", properties: ChartView.properties) {
        ChartView()
      },
    ]
  }
}
