import Foundation

extension NSAttributedString {
  /// A copy whose every attribute run has its attributes passed through `transform`.
  ///
  /// The copy is built run by run rather than with `addAttribute(_:value:range:)`, because
  /// swift-corelibs-foundation traps when `addAttribute` replaces an existing `UIColor` value.
  func mappingAttributes(
    _ transform: ([NSAttributedString.Key: Any]) -> [NSAttributedString.Key: Any]
  ) -> NSAttributedString {
    let result = NSMutableAttributedString(string: "")
    let string = self.string as NSString
    enumerateAttributes(in: NSRange(location: 0, length: length), options: []) {
      attributes, range, _ in
      result.append(
        NSAttributedString(string: string.substring(with: range), attributes: transform(attributes))
      )
    }
    return result
  }
}
