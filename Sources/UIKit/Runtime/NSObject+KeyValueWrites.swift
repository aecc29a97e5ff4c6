import Foundation

/// Key-value coding's writes, which Foundation on Linux lacks: the properties of views and
/// labels that code (MarqueeLabel copying a label's settings, say) sets by name.
///
/// Divergence: iOS writes any Objective-C property and raises `NSUnknownKeyException` for a key
/// the object does not have; here the keys below are written, and any other key, or a value of
/// the wrong type, is ignored with a warning on standard error.
extension NSObject {
  /// Sets the property named `key` to `value` (an `NSNumber` or `NSValue` is unboxed).
  @_disfavoredOverload
  @preconcurrency @MainActor public func setValue(_ value: Any?, forKey key: String) {
    if !KeyValueWrites.write(value, key, to: self) {
      Selector.warn(
        "\(type(of: self)) has no key \"\(key)\" that Offscreen can set to \(value ?? "nil")")
    }
  }

  /// Sets the property at the end of the dotted `keyPath`, reached one key after another.
  @preconcurrency @MainActor public func setValue(_ value: Any?, forKeyPath keyPath: String) {
    guard let dot = keyPath.lastIndex(of: ".") else { return setValue(value, forKey: keyPath) }
    let owner = self.value(forKeyPath: String(keyPath[..<dot]))
    (owner.map { $0 as AnyObject } as? NSObject)?.setValue(
      value, forKey: String(keyPath[keyPath.index(after: dot)...]))
  }
}

/// The properties written by key, by class.
@MainActor
enum KeyValueWrites {
  static func write(_ value: Any?, _ key: String, to object: NSObject) -> Bool {
    if let label = object as? UILabel, write(value, key, to: label) { return true }
    if let view = object as? UIView { return write(value, key, to: view) }
    return false
  }

  private static func write(_ value: Any?, _ key: String, to label: UILabel) -> Bool {
    switch key {
    case "text": label.text = value as? String
    case "font": label.font = value as? UIFont
    case "textColor": label.textColor = value as? UIColor
    case "highlightedTextColor": label.highlightedTextColor = value as? UIColor
    case "shadowColor": label.shadowColor = value as? UIColor
    case "shadowOffset":
      guard let size = size(value) else { return false }; label.shadowOffset = size
    case "textAlignment":
      guard let alignment = raw(value).flatMap(NSTextAlignment.init) else { return false }
      label.textAlignment = alignment
    case "lineBreakMode":
      guard let mode = raw(value).flatMap(NSLineBreakMode.init) else { return false }
      label.lineBreakMode = mode
    case "baselineAdjustment":
      guard let adjustment = raw(value).flatMap(UIBaselineAdjustment.init) else { return false }
      label.baselineAdjustment = adjustment
    case "numberOfLines":
      guard let lines = raw(value) else { return false }; label.numberOfLines = lines
    case "enabled", "isEnabled":
      guard let on = bool(value) else { return false }; label.isEnabled = on
    case "highlighted", "isHighlighted":
      guard let on = bool(value) else { return false }
      label.isHighlighted = on
    case "adjustsFontSizeToFitWidth":
      guard let on = bool(value) else { return false }
      label.adjustsFontSizeToFitWidth = on
    case "minimumScaleFactor":
      guard let factor = number(value) else { return false }
      label.minimumScaleFactor = factor
    case "preferredMaxLayoutWidth":
      guard let width = number(value) else { return false }
      label.preferredMaxLayoutWidth = width
    default: return false
    }
    return true
  }

  private static func write(_ value: Any?, _ key: String, to view: UIView) -> Bool {
    switch key {
    case "backgroundColor": view.backgroundColor = value as? UIColor
    case "tintColor": view.tintColor = value as? UIColor
    case "alpha": guard let alpha = number(value) else { return false }; view.alpha = alpha
    case "hidden", "isHidden": guard let on = bool(value) else { return false }; view.isHidden = on
    case "tag": guard let tag = raw(value) else { return false }; view.tag = tag
    case "clipsToBounds": guard let on = bool(value) else { return false }; view.clipsToBounds = on
    case "userInteractionEnabled", "isUserInteractionEnabled":
      guard let on = bool(value) else { return false }
      view.isUserInteractionEnabled = on
    case "contentMode":
      guard let mode = raw(value).flatMap(UIView.ContentMode.init) else { return false }
      view.contentMode = mode
    default: return false
    }
    return true
  }

  private static func bool(_ value: Any?) -> Bool? {
    value as? Bool ?? (value as? NSNumber)?.boolValue
  }

  private static func number(_ value: Any?) -> CGFloat? {
    value as? CGFloat ?? (value as? NSNumber).map { CGFloat($0.doubleValue) }
  }

  /// An integer, or the raw value of an enumeration (as Objective-C hands enumerations over).
  private static func raw(_ value: Any?) -> Int? {
    if let int = value as? Int { return int }
    if let wrapper = value as? any RawRepresentable, let raw = wrapper.rawValue as? Int {
      return raw
    }
    return (value as? NSNumber)?.intValue
  }

  private static func size(_ value: Any?) -> CGSize? {
    value as? CGSize ?? (value as? NSValue)?.sizeValue
  }
}
