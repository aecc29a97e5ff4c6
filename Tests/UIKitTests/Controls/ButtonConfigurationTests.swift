import Testing
import UIKit

/// Configured buttons: content insets per size, image placement and paddings, colours.
@MainActor
@Suite struct ButtonConfigurationTests {
  private let body = UIFont.preferredFont(forTextStyle: .body)

  private func button(_ configure: (inout UIButton.Configuration) -> Void) -> UIButton {
    var configuration = UIButton.Configuration.filled()
    configuration.title = "Button"
    configure(&configuration)
    return UIButton(configuration: configuration)
  }

  /// Medium: the body font with Apple's default insets (7, 12, 7, 12): "Button" at 17 points
  /// in SF is 34.33 points tall on iOS (20.33 + 14).
  @Test func medium_isTheTitlePlusTheDefaultInsets() {
    let title = ControlTestSupport.textSize("Button", body)
    let button = button { _ in }
    #expect(
      button.intrinsicContentSize == CGSize(width: title.width + 24, height: title.height + 14))
    #expect(
      UIButton.Configuration.plain().contentInsets
        == NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
  }

  @Test func largeAndSmall_changeInsetsAndFont() {
    let large = button { $0.buttonSize = .large }
    let title = ControlTestSupport.textSize("Button", body)
    #expect(
      large.intrinsicContentSize == CGSize(width: title.width + 40, height: title.height + 28))
    let small = button { $0.buttonSize = .small }
    let smallTitle = ControlTestSupport.textSize(
      "Button", .preferredFont(forTextStyle: .subheadline))
    #expect(
      small.intrinsicContentSize
        == CGSize(width: smallTitle.width + 20, height: smallTitle.height + 10))
  }

  @Test func explicitInsets_replaceTheDefault() {
    let button = button {
      $0.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    }
    let title = ControlTestSupport.textSize("Button", body)
    #expect(button.intrinsicContentSize == CGSize(width: title.width + 6, height: title.height + 4))
  }

  /// Leading image: image, padding, title in a row; the image is at the leading inset.
  @Test func leadingImage_isBeforeTheTitleWithThePadding() {
    let button = button {
      $0.image = ControlTestSupport.square(30)
      $0.imagePadding = 8
    }
    let title = ControlTestSupport.textSize("Button", body)
    let size = CGSize(width: 12 + 30 + 8 + title.width + 12, height: 7 + max(30, title.height) + 7)
    #expect(button.intrinsicContentSize == size)
    button.frame = CGRect(origin: .zero, size: size)
    button.layoutIfNeeded()
    // 12 inset; 12 + 30 + 8 = 50. (Frames read back within 1e-9.)
    #expect(abs(button.imageView!.frame.minX - 12) < 1e-9)
    #expect(abs(button.titleLabel!.frame.minX - 50) < 1e-9)
    // Right to left: the image is at the right.
    button.semanticContentAttribute = .forceRightToLeft
    button.setNeedsLayout()
    button.layoutIfNeeded()
    #expect(abs(button.imageView!.frame.maxX - (size.width - 12)) < 1e-9)
  }

  @Test func topImage_isAboveTheTitle() {
    let button = button {
      $0.image = ControlTestSupport.square(30)
      $0.imagePadding = 4
      $0.imagePlacement = .top
    }
    let title = ControlTestSupport.textSize("Button", body)
    #expect(
      button.intrinsicContentSize
        == CGSize(width: max(30, title.width) + 24, height: 7 + 30 + 4 + title.height + 7))
  }

  @Test func subtitle_isBelowTheTitle() {
    let button = button {
      $0.subtitle = "More"
      $0.titlePadding = 2
    }
    let title = ControlTestSupport.textSize("Button", body)
    #expect(button.subtitleLabel?.text == "More")
    let subtitle = ControlTestSupport.textSize("More", .preferredFont(forTextStyle: .subheadline))
    #expect(
      button.intrinsicContentSize
        == CGSize(
          width: max(title.width, subtitle.width) + 24,
          height: 7 + title.height + 2 + subtitle.height + 7))
  }

  /// A symbol image takes the title's text style (subheadline for a small button) unless a
  /// symbol configuration is given.
  @Test func symbolImage_followsTheTitleStyle() throws {
    let small = button {
      $0.image = UIImage(systemName: "star")
      $0.buttonSize = .small
    }
    let expected = try #require(
      UIImage(
        systemName: "star",
        withConfiguration: UIImage.SymbolConfiguration(textStyle: .subheadline)))
    #expect(small.imageView?.image?.size == expected.size)
    let large = button {
      $0.image = UIImage(systemName: "star")
      $0.preferredSymbolConfigurationForImage = UIImage.SymbolConfiguration(pointSize: 40)
    }
    let big = try #require(
      UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: 40)))
    #expect(large.imageView?.image?.size == big.size)
    #expect(big.size.width > expected.size.width)
  }

  @Test func colours_followTheStyle() {
    let filled = button { _ in }
    #expect(filled.titleLabel?.textColor == UIColor.white)
    var plainConfiguration = UIButton.Configuration.plain()
    plainConfiguration.title = "Plain"
    let plain = UIButton(configuration: plainConfiguration)
    plain.tintColor = .systemOrange
    #expect(plain.titleLabel?.textColor == UIColor.systemOrange)
    let based = button { $0.baseForegroundColor = .systemPink }
    #expect(based.titleLabel?.textColor == UIColor.systemPink)
    filled.isEnabled = false
    #expect(filled.titleLabel?.textColor == UIColor.tertiaryLabel)
  }

  /// A filled background is the tint, and follows a new tint: (0, 122, 255) then the
  /// system green (52, 199, 89), at a corner-free point near the left edge.
  @Test func filledBackground_followsTheTint() {
    let button = button { _ in }
    button.frame = CGRect(origin: .zero, size: button.intrinsicContentSize)
    #expect(
      ControlTestSupport.close(
        ControlTestSupport.pixel(of: button, x: 3, y: 17), [0, 122, 255, 255]))
    button.tintColor = .systemGreen
    #expect(
      ControlTestSupport.close(
        ControlTestSupport.pixel(of: button, x: 3, y: 17), [52, 199, 89, 255]))
  }

  /// An attributed title keeps its runs' fonts and colours over the configuration's; a
  /// transformer changes the configuration's.
  @Test func attributedTitleAndTransformer_setTheAttributes() throws {
    var title = AttributedString("Big")
    title.font = .systemFont(ofSize: 30)
    var more = AttributedString(" red")
    more.foregroundColor = .systemRed
    title.append(more)
    let attributed = button { $0.attributedTitle = title }
    let shown = try #require(attributed.titleLabel?.attributedText)
    #expect(shown.string == "Big red")
    #expect((shown.attribute(.font, at: 0, effectiveRange: nil) as? UIFont)?.pointSize == 30)
    #expect(shown.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .white)
    #expect(shown.attribute(.foregroundColor, at: 4, effectiveRange: nil) as? UIColor == .systemRed)
    #expect((shown.attribute(.font, at: 4, effectiveRange: nil) as? UIFont)?.pointSize == 17)
    let transformed = button {
      $0.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer {
        var outgoing = $0
        outgoing.font = .boldSystemFont(ofSize: 12)
        return outgoing
      }
    }
    #expect(transformed.titleLabel?.font.pointSize == 12)
    let title12 = ControlTestSupport.textSize("Button", .boldSystemFont(ofSize: 12))
    #expect(transformed.intrinsicContentSize.height == title12.height + 14)
  }

  /// The background configuration's colour replaces the style's, and its stroke is drawn:
  /// a 4-point green stroke round a red fill, square corners (fixed style, radius 0).
  @Test func backgroundConfiguration_colourAndStroke() {
    let button = button {
      $0.background.backgroundColor = .systemRed
      $0.background.strokeColor = .systemGreen
      $0.background.strokeWidth = 4
      $0.cornerStyle = .fixed
    }
    button.frame = CGRect(origin: .zero, size: button.intrinsicContentSize)
    // x 1 is inside the stroke (0…4); x 6 is the fill.
    #expect(
      ControlTestSupport.close(
        ControlTestSupport.pixel(of: button, x: 1, y: 17), [52, 199, 89, 255]))
    #expect(
      ControlTestSupport.close(
        ControlTestSupport.pixel(of: button, x: 6, y: 17), [255, 59, 48, 255]))
  }

  /// The activity indicator takes the image's place: 20 points (a medium indicator) before
  /// the title.
  @Test func activityIndicator_replacesTheImage() {
    let button = button {
      $0.image = ControlTestSupport.square(40)
      $0.showsActivityIndicator = true
    }
    #expect(button.imageView?.image?.size == CGSize(width: 20, height: 20))
    let title = ControlTestSupport.textSize("Button", body)
    #expect(
      button.intrinsicContentSize
        == CGSize(width: 20 + title.width + 24, height: max(20, title.height) + 14))
  }

  @Test func updateHandler_runsWhenTheStateChanges() {
    let button = button { _ in }
    button.configurationUpdateHandler = { button in
      button.configuration?.title = button.isSelected ? "On" : "Off"
    }
    #expect(button.titleLabel?.text == "Off")
    button.isSelected = true
    #expect(button.titleLabel?.text == "On")
  }
}
