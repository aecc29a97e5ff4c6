import Foundation
import Testing
import UIKit

/// A text field of the kind iOS code declares, building its parts in `init?(coder:)` as in
/// `init(frame:)`.
private final class TitledField: UITextField {
  let titleLabel = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(titleLabel)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    addSubview(titleLabel)
  }
}

/// A coder that is not a keyed archive.
private final class SequentialCoder: NSCoder {}

/// `init?(coder:)`, "creates a view from data in an unarchiver" (Apple's UIView
/// documentation): a keyed archive holding nothing for the view gives a view with the
/// defaults `init(frame:)` gives for a zero frame, as on iOS.
@MainActor
@Suite struct ViewArchiveInitTests {
  /// An unarchiver over an archive into which nothing was encoded.
  private func emptyArchive() -> NSKeyedUnarchiver {
    let data = NSMutableData()
    let archiver = NSKeyedArchiver(forWritingWith: data)
    archiver.finishEncoding()
    return NSKeyedUnarchiver(forReadingWith: data as Data)
  }

  @Test func aViewFromAnEmptyArchiveHasTheDefaultsOfAZeroFrame() throws {
    let view = try #require(UIView(coder: emptyArchive()))
    #expect(view.frame == .zero)
    #expect(view.alpha == 1)
    #expect(!view.isHidden)
    #expect(view.isUserInteractionEnabled)
    #expect(view.translatesAutoresizingMaskIntoConstraints)
    #expect(view.subviews.isEmpty)
  }

  @Test func aSubclassInitialisesThroughItsUIKitSuperclasses() throws {
    let field = try #require(TitledField(coder: emptyArchive()))
    #expect(field.titleLabel.superview === field)
    #expect(field.isEnabled)
    // "This string is empty by default" (UITextField.text).
    #expect(field.text == "")
  }

  @Test(arguments: [UILabel.self, UIImageView.self, UIButton.self, UISwitch.self] as [UIView.Type])
  func uikitViewsInitialiseFromAnEmptyArchive(_ type: UIView.Type) {
    #expect(type.init(coder: emptyArchive()) != nil)
  }

  @Test func aCoderThatIsNotAKeyedArchiveGivesNil() {
    #expect(UIView(coder: SequentialCoder()) == nil)
  }
}
