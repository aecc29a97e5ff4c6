import Testing

@testable import UIKit

/// What each UIBarButtonItem.SystemItem shows: Apple documents done, cancel, edit and save as
/// "localized" buttons (words); the others are "system-supplied images", drawn with the SF
/// Symbol iOS 13 and later use for them.
@MainActor
@Suite struct BarButtonSystemItemTests {
  nonisolated static let words: [(UIBarButtonItem.SystemItem, String)] = [
    (.done, "Done"), (.cancel, "Cancel"), (.edit, "Edit"), (.save, "Save"),
  ]

  nonisolated static let icons: [(UIBarButtonItem.SystemItem, String)] = [
    (.add, "plus"), (.compose, "square.and.pencil"), (.reply, "arrowshape.turn.up.left"),
    (.action, "square.and.arrow.up"), (.organize, "folder"), (.bookmarks, "book"),
    (.search, "magnifyingglass"), (.refresh, "arrow.clockwise"), (.stop, "xmark"),
    (.camera, "camera"), (.trash, "trash"), (.play, "play.fill"), (.pause, "pause.fill"),
    (.rewind, "backward.fill"), (.fastForward, "forward.fill"),
    (.undo, "arrow.uturn.backward"), (.redo, "arrow.uturn.forward"),
  ]

  @Test(arguments: words)
  func wordItemsShowTheirTitle(item: UIBarButtonItem.SystemItem, title: String) {
    let view = BarButtonView(item: UIBarButtonItem(systemItem: item))
    guard case .title(let shown, _) = view.content else {
      Issue.record("\(item) shows \(view.content), not its title")
      return
    }
    #expect(shown == title)
  }

  @Test(arguments: icons)
  func iconItemsShowTheirSymbol(item: UIBarButtonItem.SystemItem, name: String) throws {
    let view = BarButtonView(item: UIBarButtonItem(systemItem: item))
    guard case .image(let image) = view.content else {
      Issue.record("\(item) shows \(view.content), not the \(name) symbol")
      return
    }
    // The same symbol at the bar's configuration: the body style at the large scale.
    let expected = try #require(
      UIImage(systemName: name, withConfiguration: BarButtonView.symbolConfiguration))
    #expect(image.isSymbolImage)
    #expect(image.size == expected.size)
    #expect(image.pngData() == expected.pngData())
  }
}
