import Testing
import UIKit

/// Golden images of buttons of each kind in each state, light and dark.
@MainActor
@Suite struct ButtonGalleryTests {
  @Test(arguments: [UIUserInterfaceStyle.light, .dark])
  func buttons(style: UIUserInterfaceStyle) throws {
    try ControlTestSupport.assertGallery(rows(), golden: "buttons", style: style)
  }

  /// Rows: classic system buttons (normal, selected title, disabled) and the glyph types;
  /// each configuration style normal and disabled; images placed leading and top, a
  /// subtitle, a capsule; sizes small to large.
  private func rows() -> [[UIView]] {
    let system = { (title: String, change: (UIButton) -> Void) -> UIButton in
      let button = UIButton(type: .system)
      button.setTitle(title, for: .normal)
      button.setTitle("Selected", for: .selected)
      change(button)
      return button
    }
    let styled = { (configuration: UIButton.Configuration, enabled: Bool) -> UIButton in
      var configuration = configuration
      configuration.title = "Button"
      let button = UIButton(configuration: configuration)
      button.isEnabled = enabled
      return button
    }
    let styles: [UIButton.Configuration] = [.plain(), .gray(), .tinted(), .filled()]
    var withImage = UIButton.Configuration.filled()
    withImage.title = "Image"
    withImage.image = UIImage(systemName: "star.fill")
    withImage.imagePadding = 6
    var onTop = UIButton.Configuration.tinted()
    onTop.title = "Top"
    onTop.image = UIImage(systemName: "heart")
    onTop.imagePlacement = .top
    onTop.imagePadding = 4
    var subtitle = UIButton.Configuration.gray()
    subtitle.title = "Title"
    subtitle.subtitle = "Subtitle"
    var capsule = UIButton.Configuration.filled()
    capsule.title = "Capsule"
    capsule.cornerStyle = .capsule
    capsule.baseBackgroundColor = .systemGreen
    var loading = UIButton.Configuration.filled()
    loading.title = "Saving"
    loading.imagePadding = 6
    loading.showsActivityIndicator = true
    let sizes = [UIButton.Configuration.Size.mini, .small, .medium, .large].map { size in
      var configuration = UIButton.Configuration.filled()
      configuration.title = "Size"
      configuration.buttonSize = size
      return UIButton(configuration: configuration)
    }
    return [
      [
        system("Normal") { _ in }, system("Normal") { $0.isSelected = true },
        system("Disabled") { $0.isEnabled = false },
        UIButton(type: .infoLight), UIButton(type: .contactAdd), UIButton(type: .close),
      ],
      styles.map { styled($0, true) },
      styles.map { styled($0, false) },
      [
        UIButton(configuration: withImage), UIButton(configuration: onTop),
        UIButton(configuration: subtitle), UIButton(configuration: capsule),
      ],
      sizes, [UIButton(configuration: loading)],
    ]
  }
}
