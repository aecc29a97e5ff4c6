/// Layers compare by identity and describe themselves, as `NSObject`s do on iOS.
extension CALayer: Equatable, CustomDebugStringConvertible {
  nonisolated public static func == (lhs: CALayer, rhs: CALayer) -> Bool { lhs === rhs }

  /// The class and address, as `NSObject`'s description gives them.
  nonisolated public var debugDescription: String {
    "<\(type(of: self)): 0x\(String(UInt(bitPattern: ObjectIdentifier(self).hashValue), radix: 16))>"
  }
}
