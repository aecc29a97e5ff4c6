import Testing
import UIKit

/// Classic buttons: types, values per state with UIKit's fallback to `.normal`, sizes.
@MainActor
@Suite struct ButtonClassicTests {
  private let font15 = UIFont.systemFont(ofSize: 15)

  /// UIKit's classic title is the 15-point system font, and the button is the title label
  /// with 6 points above and below (Apple's "Hello World" system button is 78 × 30: a 78 × 18
  /// label plus 12).
  @Test func systemButton_isItsTitlePlusSixPointsAboveAndBelow() {
    let button = UIButton(type: .system)
    button.setTitle("Hello World", for: .normal)
    let title = ControlTestSupport.textSize("Hello World", font15)
    #expect(button.titleLabel?.font.pointSize == 15)
    #expect(button.intrinsicContentSize == CGSize(width: title.width, height: title.height + 12))
  }

  @Test func contentEdgeInsets_addToTheSize() {
    let button = UIButton(type: .system)
    button.setTitle("Go", for: .normal)
    button.contentEdgeInsets = UIEdgeInsets(top: 1, left: 10, bottom: 3, right: 20)
    let title = ControlTestSupport.textSize("Go", font15)
    // 10 + title + 20 wide; 1 + 6 + title + 6 + 3 tall.
    #expect(
      button.intrinsicContentSize
        == CGSize(width: title.width + 30, height: title.height + 16))
  }

  /// A changed title font re-measures the button, as on iOS.
  @Test func titleLabelFont_changesTheSize() {
    let button = UIButton(type: .system)
    button.setTitle("Go", for: .normal)
    button.titleLabel?.font = .systemFont(ofSize: 30)
    let title = ControlTestSupport.textSize("Go", .systemFont(ofSize: 30))
    #expect(button.intrinsicContentSize.height == title.height + 12)
  }

  /// Image and title side by side, no space between; the 6-point padding is the title's, so
  /// a tall image sets the height alone.
  @Test func imageAndTitle_sitSideBySide() {
    let button = UIButton(type: .custom)
    button.setImage(ControlTestSupport.square(40), for: .normal)
    #expect(button.intrinsicContentSize == CGSize(width: 40, height: 40))
    button.setTitle("Go", for: .normal)
    let title = ControlTestSupport.textSize("Go", font15)
    #expect(
      button.intrinsicContentSize
        == CGSize(width: 40 + title.width, height: max(40, title.height + 12)))
  }

  /// A system button draws its image as a template in the tint; a custom one as it is.
  @Test func systemButtonImage_isATemplateInTheTint() {
    let system = UIButton(type: .system)
    system.setImage(ControlTestSupport.square(10), for: .normal)
    system.tintColor = .systemPurple
    #expect(system.imageView?.image?.renderingMode == .alwaysTemplate)
    #expect(system.imageView?.tintColor == UIColor.systemPurple)
    let custom = UIButton(type: .custom)
    custom.setImage(ControlTestSupport.square(10), for: .normal)
    #expect(custom.imageView?.image?.renderingMode == .automatic)
  }

  @Test func emptyButton_hasUIKitsEmptySize() {
    #expect(UIButton(type: .system).intrinsicContentSize == CGSize(width: 30, height: 34))
  }

  /// iOS's add button (swift-snapshot-testing's iOS-recorded description of
  /// `UIButton(type: .contactAdd)` sized to fit) is 24.3333 × 23.6667 and holds one image view
  /// of that size, clipping, and no labels.
  @Test func addAndInfoButtons_areTheirSymbolImage() {
    let add = UIButton(type: .contactAdd)
    add.sizeToFit()
    add.layoutIfNeeded()
    let symbol = CGSize(width: 73.0 / 3, height: 71.0 / 3)
    #expect(add.bounds.size == symbol)
    #expect(add.subviews.count == 1)
    #expect(add.subviews.first === add.imageView)
    #expect(add.imageView?.frame == CGRect(origin: .zero, size: symbol))
    #expect(add.imageView?.clipsToBounds == true)
    #expect(UIButton(type: .infoLight).intrinsicContentSize == symbol)
    #expect(UIButton(type: .close).intrinsicContentSize == CGSize(width: 30, height: 30))
  }

  /// A button holds the title label and image view only once it shows them or they are asked
  /// for; the image view comes first, as in UIKit's descriptions.
  @Test func contentViews_joinTheButtonWhenShownOrAskedFor() {
    let button = UIButton(type: .system)
    #expect(button.subviews.isEmpty)
    button.setTitle("Follow", for: .normal)
    #expect(button.subviews.count == 1)
    #expect(button.subviews.first === button.titleLabel)
    let imageView = button.imageView
    #expect(button.subviews.count == 2)
    #expect(button.subviews.first === imageView)
    button.layoutIfNeeded()
    #expect(imageView?.isHidden == true)
    #expect(String(describing: type(of: button.titleLabel!)) == "UIButtonLabel")
  }

  /// "If a title is not specified for a state, the default is to use the normal value."
  @Test func stateValues_fallBackToNormal() {
    let button = UIButton(type: .system)
    button.setTitle("Follow", for: .normal)
    button.setTitle("Following", for: .selected)
    #expect(button.title(for: .disabled) == "Follow")
    #expect(button.currentTitle == "Follow")
    button.isSelected = true
    #expect(button.currentTitle == "Following")
    #expect(button.titleLabel?.text == "Following")
    // A combined state with no value of its own falls back to normal, not to selected.
    button.isHighlighted = true
    #expect(button.currentTitle == "Follow")
  }

  @Test func titleColours_defaultByType() {
    let system = UIButton(type: .system)
    #expect(system.currentTitleColor == UIColor.systemBlue)
    system.tintColor = .systemRed
    #expect(system.currentTitleColor == UIColor.systemRed)
    #expect(system.titleLabel?.textColor == UIColor.systemRed)
    system.isEnabled = false
    #expect(system.currentTitleColor == UIColor.tertiaryLabel)
    #expect(UIButton(type: .custom).currentTitleColor == UIColor.white)
    let custom = UIButton(type: .custom)
    custom.setTitleColor(.systemGreen, for: .normal)
    custom.isEnabled = false
    #expect(custom.currentTitleColor == UIColor.systemGreen)
  }

  @Test func alignment_placesTheTitle() {
    let button = UIButton(type: .system)
    button.setTitle("Go", for: .normal)
    button.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
    button.contentEdgeInsets = UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 4)
    button.contentHorizontalAlignment = .leading
    button.layoutIfNeeded()
    // (Frames are kept as centre and size, so an edge reads back within 1e-9.)
    #expect(abs(button.titleLabel!.frame.minX - 8) < 1e-9)
    button.contentHorizontalAlignment = .right
    button.layoutIfNeeded()
    #expect(abs(button.titleLabel!.frame.maxX - 196) < 1e-9)
  }

  @Test func primaryAction_givesTitleAndAction() {
    var taps = 0
    let button = UIButton(primaryAction: UIAction(title: "Save") { _ in taps += 1 })
    #expect(button.buttonType == .system)
    #expect(button.currentTitle == "Save")
    button.sendActions(for: .primaryActionTriggered)
    #expect(taps == 1)
  }

  @Test func changesSelectionAsPrimaryAction_togglesSelection() {
    let button = UIButton(type: .system)
    button.changesSelectionAsPrimaryAction = true
    button.sendActions(for: .primaryActionTriggered)
    #expect(button.isSelected)
    button.sendActions(for: .touchUpInside)
    #expect(button.isSelected)
  }
}

/// A classic button places its title and image through the rectangles subclasses override,
/// as SwipeCellKit's action buttons do.
@MainActor
@Suite struct ButtonContentRectTests {
  final class Shifted: UIButton {
    override func contentRect(forBounds bounds: CGRect) -> CGRect {
      bounds.insetBy(dx: 10, dy: 5)
    }
    override func titleRect(forContentRect contentRect: CGRect) -> CGRect {
      CGRect(x: contentRect.minX, y: contentRect.minY, width: 40, height: 20)
    }
  }

  @Test func overriddenRectanglesPlaceTheTitle() throws {
    let button = Shifted(type: .custom)
    button.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
    button.setTitle("Go", for: .normal)
    button.layoutIfNeeded()
    let label = try #require(button.titleLabel)
    #expect(label.frame == CGRect(x: 10, y: 5, width: 40, height: 20))
  }

  /// By default the rectangles are where the button puts its content: the title centred in
  /// the bounds less the content insets.
  @Test func defaultRectanglesAreWhereTheContentGoes() throws {
    let button = UIButton(type: .custom)
    button.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
    button.contentEdgeInsets = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 0)
    button.setTitle("Go", for: .normal)
    button.layoutIfNeeded()
    let content = button.contentRect(forBounds: button.bounds)
    #expect(content == CGRect(x: 20, y: 0, width: 80, height: 50))
    let title = button.titleRect(forContentRect: content)
    #expect(abs(title.midX - 60) < 0.5 && abs(title.midY - 25) < 0.5)
    #expect(try #require(button.titleLabel).frame.size == title.size)
    #expect(button.imageRect(forContentRect: content).size == .zero)
  }
}
