import CoreGraphics
import Foundation

/// Key-value coding of layers, as Core Animation documents it: the animatable properties by
/// name (`"position"`, `"opacity"`, `"transform"`…), fields of their structures by key path
/// (`"position.x"`, `"bounds.size.width"`), the transform key paths (`"transform.scale"`,
/// `"transform.rotation.z"`, `"transform.translation.x"`…), and any other key kept as a value
/// of the layer's own, since a layer is a key-value coding container.
///
/// Values go in as Swift values or boxed (`NSNumber`, `NSValue`) and come out as Swift values
/// (`CGFloat`, `Float`, `CGPoint`, `CATransform3D`…).
///
/// Divergence: the transform key paths read and write a transform as a 2D scale, a rotation
/// about z and a translation (with the z scale and translation kept); rotations about x and y
/// are not decomposed.
extension CALayer {
  /// The value of the property named `key`, or the value set for it.
  public func value(forKey key: String) -> Any? {
    if let property = Self.properties[key] { return property.get(self) }
    return keyedValues[key]
  }

  /// Sets the property named `key`, or keeps `value` for it.
  public func setValue(_ value: Any?, forKey key: String) {
    if let property = Self.properties[key] {
      property.set(self, value)
    } else {
      keyedValues[key] = value
    }
  }

  /// The value at the dotted `keyPath`: a property, a field of it, or a transform component.
  public func value(forKeyPath keyPath: String) -> Any? {
    let keys = keyPath.split(separator: ".").map(String.init)
    guard let first = keys.first else { return nil }
    if let transform = transformKey(first), keys.count > 1 {
      return TransformParts(transform.get(self)).value(Array(keys.dropFirst()))
    }
    return keys.dropFirst().reduce(value(forKey: first)) { value, key in
      value.flatMap { Self.field(key, of: $0) }
    }
  }

  /// Sets the value at the dotted `keyPath`.
  public func setValue(_ value: Any?, forKeyPath keyPath: String) {
    let keys = keyPath.split(separator: ".").map(String.init)
    guard let first = keys.first else { return }
    guard keys.count > 1 else { return setValue(value, forKey: first) }
    if let transform = transformKey(first) {
      var parts = TransformParts(transform.get(self))
      parts.set(Array(keys.dropFirst()), to: value)
      transform.set(self, parts.transform)
      return
    }
    let updated = Self.setting(Array(keys.dropFirst()), of: self.value(forKey: first), to: value)
    setValue(updated, forKey: first)
  }

  private func transformKey(_ key: String)
    -> (
      get: @MainActor (CALayer) -> CATransform3D, set: @MainActor (CALayer, CATransform3D) -> Void
    )?
  {
    switch key {
    case "transform": ({ $0.transform }, { $0.transform = $1 })
    case "sublayerTransform": ({ $0.sublayerTransform }, { $0.sublayerTransform = $1 })
    default: nil
    }
  }

  // MARK: Properties by name

  private struct Property {
    let get: @MainActor (CALayer) -> Any?
    let set: @MainActor (CALayer, Any?) -> Void
  }

  private static let properties: [String: Property] = [
    "position": Property(get: { $0.position }, set: { l, v in v.point.map { l.position = $0 } }),
    "anchorPoint": Property(
      get: { $0.anchorPoint }, set: { l, v in v.point.map { l.anchorPoint = $0 } }),
    "bounds": Property(get: { $0.bounds }, set: { l, v in v.rect.map { l.bounds = $0 } }),
    "frame": Property(get: { $0.frame }, set: { l, v in v.rect.map { l.frame = $0 } }),
    "zPosition": Property(
      get: { $0.zPosition }, set: { l, v in v.number.map { l.zPosition = $0 } }),
    "opacity": Property(
      get: { $0.opacity }, set: { l, v in v.number.map { l.opacity = Float($0) } }),
    "hidden": Property(get: { $0.isHidden }, set: { l, v in v.flag.map { l.isHidden = $0 } }),
    "masksToBounds": Property(
      get: { $0.masksToBounds }, set: { l, v in v.flag.map { l.masksToBounds = $0 } }),
    "cornerRadius": Property(
      get: { $0.cornerRadius }, set: { l, v in v.number.map { l.cornerRadius = $0 } }),
    "borderWidth": Property(
      get: { $0.borderWidth }, set: { l, v in v.number.map { l.borderWidth = $0 } }),
    "borderColor": Property(get: { $0.borderColor }, set: { $0.borderColor = $1.color }),
    "backgroundColor": Property(
      get: { $0.backgroundColor }, set: { $0.backgroundColor = $1.color }),
    "shadowColor": Property(get: { $0.shadowColor }, set: { $0.shadowColor = $1.color }),
    "shadowOpacity": Property(
      get: { $0.shadowOpacity }, set: { l, v in v.number.map { l.shadowOpacity = Float($0) } }),
    "shadowRadius": Property(
      get: { $0.shadowRadius }, set: { l, v in v.number.map { l.shadowRadius = $0 } }),
    "shadowOffset": Property(
      get: { $0.shadowOffset }, set: { l, v in v.size.map { l.shadowOffset = $0 } }),
    "shadowPath": Property(get: { $0.shadowPath }, set: { $0.shadowPath = $1 as? CGPath }),
    "transform": Property(
      get: { $0.transform }, set: { l, v in v.transform.map { l.transform = $0 } }),
    "sublayerTransform": Property(
      get: { $0.sublayerTransform }, set: { l, v in v.transform.map { l.sublayerTransform = $0 } }),
    "contents": Property(get: { $0.contents }, set: { $0.contents = $1 }),
    "contentsRect": Property(
      get: { $0.contentsRect }, set: { l, v in v.rect.map { l.contentsRect = $0 } }),
    "contentsCenter": Property(
      get: { $0.contentsCenter }, set: { l, v in v.rect.map { l.contentsCenter = $0 } }),
    "contentsScale": Property(
      get: { $0.contentsScale }, set: { l, v in v.number.map { l.contentsScale = $0 } }),
    "name": Property(get: { $0.name }, set: { $0.name = $1 as? String }),
  ]

  // MARK: Fields of structures

  /// The field `key` of a point, size or rectangle.
  private static func field(_ key: String, of value: Any?) -> Any? {
    switch key {
    case "x": return value.point?.x
    case "y": return value.point?.y
    case "width": return value.size?.width
    case "height": return value.size?.height
    case "origin": return value.rect?.origin
    case "size": return value.rect?.size
    default: return nil
    }
  }

  /// `value` with the field at `keys` replaced by `new`.
  private static func setting(_ keys: [String], of value: Any?, to new: Any?) -> Any? {
    guard let key = keys.first else { return new }
    let rest = Array(keys.dropFirst())
    if var rect = value.rect {
      switch key {
      case "origin": rect.origin = setting(rest, of: rect.origin, to: new).point ?? rect.origin
      case "size": rect.size = setting(rest, of: rect.size, to: new).size ?? rect.size
      default: return value
      }
      return rect
    }
    if var point = value.point, let number = new.number {
      if key == "x" { point.x = number } else if key == "y" { point.y = number }
      return point
    }
    if var size = value.size, let number = new.number {
      if key == "width" { size.width = number } else if key == "height" { size.height = number }
      return size
    }
    return value
  }
}

/// A transform as the transform key paths see it: scale, rotation about z, translation.
private struct TransformParts {
  var scale: (x: CGFloat, y: CGFloat, z: CGFloat)
  var rotation: CGFloat
  var translation: (x: CGFloat, y: CGFloat, z: CGFloat)

  init(_ t: CATransform3D) {
    scale = (
      (t.m11 * t.m11 + t.m12 * t.m12).squareRoot(), (t.m21 * t.m21 + t.m22 * t.m22).squareRoot(),
      t.m33
    )
    rotation = atan2(t.m12, t.m11)
    translation = (t.m41, t.m42, t.m43)
  }

  /// Scale, then rotation about z, then translation.
  var transform: CATransform3D {
    var t = CATransform3DMakeRotation(rotation, 0, 0, 1)
    (t.m11, t.m12) = (t.m11 * scale.x, t.m12 * scale.x)
    (t.m21, t.m22) = (t.m21 * scale.y, t.m22 * scale.y)
    t.m33 = scale.z
    (t.m41, t.m42, t.m43) = translation
    return t
  }

  func value(_ keys: [String]) -> Any? {
    switch keys {
    case ["scale"]: return (scale.x + scale.y + scale.z) / 3
    case ["scale", "x"]: return scale.x
    case ["scale", "y"]: return scale.y
    case ["scale", "z"]: return scale.z
    case ["rotation"], ["rotation", "z"]: return rotation
    case ["translation"]: return CGSize(width: translation.x, height: translation.y)
    case ["translation", "x"]: return translation.x
    case ["translation", "y"]: return translation.y
    case ["translation", "z"]: return translation.z
    default: return nil
    }
  }

  mutating func set(_ keys: [String], to value: Any?) {
    if keys == ["translation"], let size = value.size {
      (translation.x, translation.y) = (size.width, size.height)
      return
    }
    guard let number = value.number else { return }
    switch keys {
    case ["scale"]: scale = (number, number, number)
    case ["scale", "x"]: scale.x = number
    case ["scale", "y"]: scale.y = number
    case ["scale", "z"]: scale.z = number
    case ["rotation"], ["rotation", "z"]: rotation = number
    case ["translation", "x"]: translation.x = number
    case ["translation", "y"]: translation.y = number
    case ["translation", "z"]: translation.z = number
    default: break
    }
  }
}

/// Reading a value given to key-value coding as the type a property has, boxed or not.
extension Optional where Wrapped == Any {
  fileprivate var number: CGFloat? {
    switch self {
    case let v as CGFloat: v
    case let v as Double: CGFloat(v)
    case let v as Float: CGFloat(v)
    case let v as Int: CGFloat(v)
    case let v as NSNumber: CGFloat(v.doubleValue)
    default: nil
    }
  }
  fileprivate var flag: Bool? {
    switch self {
    case let v as Bool: v
    case let v as NSNumber: v.boolValue
    default: nil
    }
  }
  fileprivate var point: CGPoint? {
    switch self {
    case let v as CGPoint: v
    case let v as NSValue where v.holds("Point"): v.pointValue
    default: nil
    }
  }
  fileprivate var size: CGSize? {
    switch self {
    case let v as CGSize: v
    case let v as NSValue where v.holds("Size"): v.sizeValue
    default: nil
    }
  }
  fileprivate var rect: CGRect? {
    switch self {
    case let v as CGRect: v
    case let v as NSValue where v.holds("Rect"): v.rectValue
    default: nil
    }
  }
  fileprivate var transform: CATransform3D? {
    switch self {
    case let v as CATransform3D: v
    case let v as NSValue: v.caTransform3DValue
    default: nil
    }
  }
  fileprivate var color: CGColor? { self as? CGColor }
}

extension NSValue {
  /// Whether the value boxes a structure whose type name has `name` (`"Point"`).
  fileprivate func holds(_ name: String) -> Bool { String(cString: objCType).contains(name) }
}
