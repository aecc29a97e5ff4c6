import UIKit

/// A bar button item as a mockup declares it: a title, an image or a system item
/// (`{systemItem: add}`, `{systemItem: flexibleSpace}`), with an optional `style: done`,
/// `tintColor` and `isEnabled`. `width` makes a fixed space.
struct BarButtonItemDeclaration {
  var title: String?
  var image: UIImage?
  var systemItem: UIBarButtonItem.SystemItem?
  var style = UIBarButtonItem.Style.plain
  var tintColor: UIColor?
  var isEnabled = true
  var width: CGFloat = 0

  /// The item, made the way UIKit code would make it.
  @MainActor var item: UIBarButtonItem {
    let item =
      systemItem.map { UIBarButtonItem(systemItem: $0) }
      ?? UIBarButtonItem(title: title, image: image)
    if systemItem == nil || style == .done { item.style = style }
    item.tintColor = tintColor
    item.isEnabled = isEnabled
    item.width = width
    return item
  }
}

extension ValueKind where Value == UIBarButtonItem {
  static var barButtonItem: ValueKind<UIBarButtonItem> {
    ValueKind<BarButtonItemDeclaration>.mapping(
      "a bar button item", { BarButtonItemDeclaration() },
      [
        .field("title", .string) { $0.title = $1 },
        .field("systemName", .systemImage) { $0.image = $1 },
        .field("image", .imageFile) { $0.image = $1 },
        .field("systemItem", .barButtonSystemItem) { $0.systemItem = $1 },
        .field("style", .oneOf(["plain": .plain, "done": .done]), \.style),
        .field("tintColor", .color) { $0.tintColor = $1 },
        .field("isEnabled", .boolean, \.isEnabled),
        .field("width", .number, \.width),
      ]
    ).map(\.item)
  }
}

extension ValueKind where Value == UIBarButtonItem.SystemItem {
  static var barButtonSystemItem: ValueKind<UIBarButtonItem.SystemItem> {
    .oneOf([
      "done": .done, "cancel": .cancel, "edit": .edit, "save": .save, "add": .add,
      "flexibleSpace": .flexibleSpace, "fixedSpace": .fixedSpace, "compose": .compose,
      "reply": .reply, "action": .action, "organize": .organize, "bookmarks": .bookmarks,
      "search": .search, "refresh": .refresh, "stop": .stop, "camera": .camera, "trash": .trash,
      "play": .play, "pause": .pause, "rewind": .rewind, "fastForward": .fastForward,
      "undo": .undo, "redo": .redo, "pageCurl": .pageCurl, "close": .close,
    ])
  }
}
