import Foundation
import Testing
import UIKit

/// `setValue(_:forKey:)` and `setValue(_:forKeyPath:)` on views and labels, with values as
/// `value(forKey:)` reads them or boxed as Objective-C hands them over.
@MainActor
@Suite struct KeyValueWritingTests {
  @Test func aLabelsPropertiesAreSetByKey() {
    let label = UILabel()
    label.setValue(NSTextAlignment.center, forKey: "textAlignment")
    label.setValue(3, forKey: "numberOfLines")
    label.setValue(false, forKey: "enabled")
    #expect(label.textAlignment == .center && label.numberOfLines == 3 && !label.isEnabled)
    label.setValue(NSNumber(value: 2), forKey: "lineBreakMode")
    label.setValue(NSNumber(value: true), forKey: "adjustsFontSizeToFitWidth")
    label.setValue(NSValue(size: CGSize(width: 2, height: 3)), forKey: "shadowOffset")
    #expect(label.lineBreakMode == .byClipping && label.adjustsFontSizeToFitWidth)
    #expect(label.shadowOffset == CGSize(width: 2, height: 3))
  }

  @Test func viewsAndKeyPaths() {
    let view = UIView()
    view.setValue(0.5, forKey: "alpha")
    view.setValue(true, forKey: "hidden")
    view.setValue(UIColor.red, forKey: "backgroundColor")
    #expect(view.alpha == 0.5 && view.isHidden && view.backgroundColor == .red)
    let label = UILabel()
    label.setValue("Hi", forKeyPath: "text")
    #expect(label.text == "Hi")
  }

  /// An unknown key is ignored, with a warning, where iOS would raise.
  @Test func unknownKeysAreIgnored() {
    let label = UILabel()
    label.setValue(3, forKey: "noSuchKey")
    label.setValue("x", forKey: "numberOfLines")
    #expect(label.numberOfLines == 1)
  }
}
