import Foundation

/// A placeholder in a menu whose elements a closure provides when the menu first needs them.
///
/// Divergence: menus are never presented headless, so nothing asks for the elements on its
/// own; ``requestElements(_:)`` (Offscreen's own) asks as presenting the menu would: once for
/// a cached element, each time for an ``uncached(_:)`` one.
@preconcurrency @MainActor
open class UIDeferredMenuElement: UIMenuElement {
  /// The closure that provides the elements, through the completion it is given.
  public typealias Provider = @MainActor (@escaping @MainActor ([UIMenuElement]) -> Void) -> Void

  private let provider: Provider
  /// Whether the provided elements are kept for the next request.
  public private(set) var isCached = true
  private var cachedElements: [UIMenuElement]?

  /// A placeholder whose elements `elementProvider` provides once; they are then kept.
  public required init(_ elementProvider: @escaping Provider) {
    provider = elementProvider
    super.init(title: "", subtitle: nil, image: nil)
  }

  /// A placeholder whose elements `elementProvider` provides each time they are asked for.
  open class func uncached(_ elementProvider: @escaping Provider) -> Self {
    let element = self.init(elementProvider)
    element.isCached = false
    return element
  }

  /// Asks for the elements as a menu showing the placeholder would: the kept elements when
  /// they were provided before and the element is cached, else the provider's.
  public func requestElements(_ completion: @escaping @MainActor ([UIMenuElement]) -> Void) {
    if isCached, let cachedElements { return completion(cachedElements) }
    provider { [weak self] elements in
      if let self, self.isCached { self.cachedElements = elements }
      completion(elements)
    }
  }
}
