import Foundation

/// A closure that changes the text attributes a configuration gives its text: a button's
/// title font, say.
///
/// ```swift
/// configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer {
///   var outgoing = $0
///   outgoing.font = .boldSystemFont(ofSize: 20)
///   return outgoing
/// }
/// ```
public struct UIConfigurationTextAttributesTransformer: Hashable {
  private let transform: (AttributeContainer) -> AttributeContainer
  /// Transformers are equal when they are the same one: closures cannot be compared.
  private let identity = UUID()

  /// Creates a transformer that runs `transform`.
  public init(_ transform: @escaping (AttributeContainer) -> AttributeContainer) {
    self.transform = transform
  }

  /// The attributes `input` becomes.
  public func callAsFunction(_ input: AttributeContainer) -> AttributeContainer {
    transform(input)
  }

  public static func == (
    lhs: UIConfigurationTextAttributesTransformer, rhs: UIConfigurationTextAttributesTransformer
  ) -> Bool {
    lhs.identity == rhs.identity
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(identity) }
}
