import Foundation

extension AttributeScopes {
  /// The UIKit attributes of an `AttributedString`: what `title.font = …` and a button
  /// configuration's text attributes transformers set. Each maps to the
  /// `NSAttributedString.Key` of the same name.
  public struct UIKitAttributes: AttributeScope {
    public let font: FontAttribute
    public let foregroundColor: ForegroundColorAttribute
    public let backgroundColor: BackgroundColorAttribute
    public let kern: KernAttribute
    public let paragraphStyle: ParagraphStyleAttribute
    public let foundation: FoundationAttributes

    /// The text's font.
    public enum FontAttribute: AttributedStringKey {
      public typealias Value = UIFont
      public static let name = NSAttributedString.Key.font.rawValue
    }

    /// The text's colour.
    public enum ForegroundColorAttribute: AttributedStringKey {
      public typealias Value = UIColor
      public static let name = NSAttributedString.Key.foregroundColor.rawValue
    }

    /// The colour behind the text.
    public enum BackgroundColorAttribute: AttributedStringKey {
      public typealias Value = UIColor
      public static let name = NSAttributedString.Key.backgroundColor.rawValue
    }

    /// Extra space after each character, in points.
    public enum KernAttribute: AttributedStringKey {
      public typealias Value = CGFloat
      public static let name = NSAttributedString.Key.kern.rawValue
    }

    /// The paragraph's alignment, spacing and line breaking.
    public enum ParagraphStyleAttribute: AttributedStringKey {
      public typealias Value = NSParagraphStyle
      public static let name = NSAttributedString.Key.paragraphStyle.rawValue
    }
  }

  /// The UIKit attribute scope.
  public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }
}

extension AttributeDynamicLookup {
  /// Reads and writes UIKit attributes by name: `string.font`, `container.foregroundColor`.
  public subscript<T: AttributedStringKey>(
    dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>
  ) -> T {
    self[T.self]
  }
}

extension AttributeContainer {
  /// The container's UIKit attributes as `NSAttributedString` attributes.
  var uiKitAttributes: [NSAttributedString.Key: Any] {
    var attributes: [NSAttributedString.Key: Any] = [:]
    attributes[.font] = self.font
    attributes[.foregroundColor] = self.foregroundColor
    attributes[.backgroundColor] = self.backgroundColor
    attributes[.kern] = self.kern
    attributes[.paragraphStyle] = self.paragraphStyle
    return attributes
  }
}

extension NSAttributedString {
  /// The string with its UIKit attributes, each run over `base` (the attributes a run does
  /// not set).
  convenience init(uiKit string: AttributedString, over base: [NSAttributedString.Key: Any]) {
    let result = NSMutableAttributedString(string: "")
    for run in string.runs {
      let text = String(string[run.range].characters)
      var container = AttributeContainer()
      container.font = run.font
      container.foregroundColor = run.foregroundColor
      container.backgroundColor = run.backgroundColor
      container.kern = run.kern
      container.paragraphStyle = run.paragraphStyle
      let attributes = base.merging(container.uiKitAttributes) { _, run in run }
      result.append(NSAttributedString(string: text, attributes: attributes))
    }
    self.init(attributedString: result)
  }
}
