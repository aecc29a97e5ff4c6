import Foundation

/// An object that adds a kind of interaction to the view it is added to
/// (`view.addInteraction(_:)`), told when it moves to and from a view.
@preconcurrency @MainActor
public protocol UIInteraction: NSObjectProtocol {
  /// The view the interaction is added to; nil when it is in none.
  var view: UIView? { get }
  /// Called before the interaction is added to `view`, or removed from its view (nil).
  func willMove(to view: UIView?)
  /// Called after the interaction was added to `view`, or removed from its view (nil).
  func didMove(to view: UIView?)
}

extension UIView {
  /// The interactions added to the view, in the order they were added.
  public var interactions: [any UIInteraction] {
    get { interactionStorage }
    set {
      for interaction in interactionStorage { removeInteraction(interaction) }
      for interaction in newValue { addInteraction(interaction) }
    }
  }

  /// Adds `interaction`, taking it from any view it was in, and tells it.
  public func addInteraction(_ interaction: any UIInteraction) {
    interaction.view?.removeInteraction(interaction)
    interaction.willMove(to: self)
    interactionStorage.append(interaction)
    interaction.didMove(to: self)
  }

  /// Removes `interaction` and tells it; nothing happens when it is not the view's.
  public func removeInteraction(_ interaction: any UIInteraction) {
    guard interactionStorage.contains(where: { $0 === interaction }) else { return }
    interaction.willMove(to: nil)
    interactionStorage.removeAll { $0 === interaction }
    interaction.didMove(to: nil)
  }
}
