import Foundation

extension UIImage {
  /// The traits and options an image is resolved with; the base of
  /// ``UIImage/SymbolConfiguration``.
  ///
  /// Configurations are immutable: the `with…` and `applying(_:)` methods return new ones.
  public class Configuration: NSObject, @unchecked Sendable {
    // Only `let`s of immutable values: safe to share across threads.

    /// The traits the image is resolved for; nil when none were given.
    public let traitCollection: UITraitCollection?

    init(traitCollection: UITraitCollection?) {
      self.traitCollection = traitCollection
      super.init()
    }

    /// A copy of `other`, keeping its subclass's settings; subclasses copy their own state.
    required init(copying other: Configuration, traitCollection: UITraitCollection?) {
      self.traitCollection = traitCollection
      super.init()
    }

    /// This configuration with `traitCollection` in place of its traits.
    public func withTraitCollection(_ traitCollection: UITraitCollection?) -> Self {
      Self(copying: self, traitCollection: traitCollection)
    }

    /// This configuration with every setting `otherConfiguration` specifies in place of this
    /// one's; settings it leaves unspecified keep this configuration's values.
    public func applying(_ otherConfiguration: UIImage.Configuration?) -> Self {
      guard let otherConfiguration else { return self }
      return Self(
        copying: merged(with: otherConfiguration),
        traitCollection: otherConfiguration.traitCollection ?? traitCollection)
    }

    /// This configuration's settings overridden by those `other` specifies. The base class
    /// has no settings of its own besides the traits.
    func merged(with other: Configuration) -> Configuration { self }

    public override func isEqual(_ object: Any?) -> Bool {
      guard let other = object as? Configuration, type(of: other) == type(of: self) else {
        return false
      }
      return traitCollection == other.traitCollection
    }

    public override var hash: Int { ObjectIdentifier(type(of: self)).hashValue }
  }
}
