import Foundation
import Testing
import UIKit

/// Menus as data: `UIMenu` and its elements, deferred elements, and the menus a button or a
/// context menu interaction offers, read back as Apple documents them (never presented).
@MainActor
@Suite struct MenuTests {
  static func action(_ title: String, state: UIMenuElement.State = .off) -> UIAction {
    UIAction(title: title, state: state) { _ in }
  }

  /// A menu keeps what it was made with; without an identifier it gets a unique one, and its
  /// element size is `.automatic` (iOS 17's default).
  @Test func aMenuKeepsItsTitleOptionsAndChildren() {
    let copy = Self.action("Copy")
    let menu = UIMenu(
      title: "Edit", identifier: UIMenu.Identifier("com.example.edit"),
      options: [.displayInline, .destructive], children: [copy])
    #expect(menu.title == "Edit")
    #expect(menu.identifier.rawValue == "com.example.edit")
    #expect(menu.options == [.displayInline, .destructive])
    #expect(menu.children.count == 1 && menu.children[0] === copy)
    let plain = UIMenu()
    #expect(plain.title == "" && plain.children.isEmpty && plain.options.isEmpty)
    #expect(plain.preferredElementSize == .automatic)
    #expect(plain.identifier != UIMenu().identifier)
  }

  /// UIKit's raw values, as Objective-C code and archived menus read them.
  @Test func optionsAndSizesHaveUIKitsRawValues() {
    #expect(UIMenu.Options.displayInline.rawValue == 1)
    #expect(UIMenu.Options.destructive.rawValue == 2)
    #expect(UIMenu.Options.singleSelection.rawValue == 32)
    #expect(UIMenu.Options.displayAsPalette.rawValue == 128)
    #expect(UIMenu.ElementSize.automatic.rawValue == -1)
    #expect(UIMenu.ElementSize.large.rawValue == 2)
  }

  /// "The new menu contains the same title, image, identifier, and options as the current
  /// menu … only the children in the newChildren parameter."
  @Test func replacingChildrenKeepsEverythingElse() {
    let menu = UIMenu(
      title: "Sort", image: UIImage(), identifier: UIMenu.Identifier("sort"),
      options: .singleSelection, children: [Self.action("Name")])
    let date = Self.action("Date")
    let replaced = menu.replacingChildren([date])
    #expect(replaced !== menu)
    #expect(replaced.title == "Sort" && replaced.image === menu.image)
    #expect(replaced.identifier == menu.identifier && replaced.options == .singleSelection)
    #expect(replaced.children.count == 1 && replaced.children[0] === date)
    #expect(menu.children.count == 1 && menu.children[0] !== date)
  }

  /// "The element(s) in the menu and sub-menus that have an 'on' menu item state."
  @Test func selectedElementsAreTheOnActionsOfTheMenuAndItsSubmenus() {
    let name = Self.action("Name", state: .on)
    let size = Self.action("Size", state: .mixed)
    let ascending = Self.action("Ascending", state: .on)
    let menu = UIMenu(children: [
      name, size, UIMenu(title: "Order", children: [ascending, Self.action("Descending")]),
    ])
    #expect(menu.selectedElements.map(\.title) == ["Name", "Ascending"])
  }

  /// A deferred element's provider is called once and its elements kept; an uncached one's
  /// is called each time the elements are asked for.
  @Test func deferredElementsAreProvidedOnceUnlessUncached() {
    var calls = 0
    let provider: UIDeferredMenuElement.Provider = { completion in
      calls += 1
      completion([Self.action("Recent \(calls)")])
    }
    var titles: [String] = []
    let cached = UIDeferredMenuElement(provider)
    cached.requestElements { titles += $0.map(\.title) }
    cached.requestElements { titles += $0.map(\.title) }
    #expect(calls == 1 && titles == ["Recent 1", "Recent 1"])
    let uncached = UIDeferredMenuElement.uncached(provider)
    uncached.requestElements { titles += $0.map(\.title) }
    uncached.requestElements { titles += $0.map(\.title) }
    #expect(calls == 3 && titles.suffix(2) == ["Recent 2", "Recent 3"])
    #expect(cached.isCached && !uncached.isCached)
  }

  /// A configuration keeps the identifier it is given (a unique one for nil) and makes its
  /// menu from the suggested actions with its action provider; without one, no menu.
  @Test func aConfigurationMakesItsMenuWithItsProvider() {
    let identifier = NSString(string: "row-3")
    let suggested = [Self.action("Suggested")]
    let configuration = UIContextMenuConfiguration(identifier: identifier, previewProvider: nil) {
      UIMenu(title: "Row", children: $0 + [Self.action("Delete")])
    }
    #expect(configuration.identifier as? NSString === identifier)
    #expect(
      configuration.menu(suggestedActions: suggested)?.children.map(\.title) == [
        "Suggested", "Delete",
      ])
    let bare = UIContextMenuConfiguration()
    #expect(bare.menu() == nil && bare.previewViewController() == nil)
    let generated = bare.identifier as? NSObject
    #expect(generated != nil)
    #expect(generated?.isEqual(UIContextMenuConfiguration().identifier) == false)
    #expect(bare.preferredMenuElementOrder == .automatic && bare.badgeCount == 0)
  }

  final class RowMenus: NSObject, UIContextMenuInteractionDelegate {
    var asked: [CGPoint] = []
    var locationInWindow: CGPoint?
    func contextMenuInteraction(
      _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
      asked.append(location)
      locationInWindow = interaction.location(in: interaction.view?.superview)
      return location.y < 50 ? UIContextMenuConfiguration() : nil
    }
  }

  /// The interaction asks its delegate for the configuration at a point of its view, where
  /// `location(in:)` gives that point; out of a view it asks nothing. No menu ever shows.
  @Test func anInteractionAsksItsDelegateForTheConfigurationAtAPoint() {
    let delegate = RowMenus()
    let interaction = UIContextMenuInteraction(delegate: delegate)
    #expect(interaction.configuration(at: CGPoint(x: 5, y: 5)) == nil)
    #expect(delegate.asked.isEmpty)
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let row = UIView(frame: CGRect(x: 20, y: 100, width: 200, height: 100))
    container.addSubview(row)
    row.addInteraction(interaction)
    #expect(interaction.view === row && row.interactions.first === interaction)
    #expect(interaction.configuration(at: CGPoint(x: 10, y: 20)) != nil)
    #expect(delegate.locationInWindow == CGPoint(x: 30, y: 120))
    #expect(interaction.configuration(at: CGPoint(x: 10, y: 80)) == nil)
    #expect(delegate.asked == [CGPoint(x: 10, y: 20), CGPoint(x: 10, y: 80)])
    #expect(interaction.menuAppearance == .unknown)
  }

  /// "When this property changes, the button automatically enables and disables the
  /// contextMenuInteraction": the button's interaction then offers its menu.
  @Test func aButtonsMenuTurnsItsContextMenuInteractionOnAndOff() throws {
    let button = UIButton(type: .system)
    #expect(button.menu == nil && !button.isContextMenuInteractionEnabled)
    #expect(button.contextMenuInteraction == nil)
    let menu = UIMenu(title: "Share", children: [Self.action("Copy Link")])
    button.menu = menu
    button.showsMenuAsPrimaryAction = true
    let interaction = try #require(button.contextMenuInteraction)
    #expect(button.isContextMenuInteractionEnabled && button.showsMenuAsPrimaryAction)
    #expect(interaction.view === button && interaction.delegate === button)
    #expect(button.interactions.contains { $0 === interaction })
    #expect(interaction.configuration(at: .zero)?.menu() === menu)
    button.menu = nil
    #expect(!button.isContextMenuInteractionEnabled && button.contextMenuInteraction == nil)
    #expect(!button.interactions.contains { $0 === interaction })
  }

  /// A plain control's interaction offers no menu; a bar button item keeps its menu.
  @Test func controlsOfferNoMenuAndBarItemsKeepTheirs() {
    let control = UIControl()
    control.isContextMenuInteractionEnabled = true
    #expect(control.contextMenuInteraction?.configuration(at: .zero) == nil)
    let item = UIBarButtonItem(title: "More", style: .plain, target: nil, action: nil)
    let menu = UIMenu(children: [Self.action("Archive")])
    item.menu = menu
    #expect(item.menu === menu)
  }
}
