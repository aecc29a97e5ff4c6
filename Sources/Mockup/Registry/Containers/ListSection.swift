import UIKit

/// One section of a table or collection view as a mockup declares it: an optional header and
/// footer title, and its rows (`rows` in a table, `items` in a collection view, as UIKit names
/// them).
struct ListSection {
  var header: String?
  var footer: String?
  var items: [ListItem] = []
}

extension ValueKind where Value == [ListSection] {
  /// A list of sections `{header, footer, <itemsKey>: [rows]}`.
  static func sections(itemsKey: String) -> ValueKind<[ListSection]> {
    .list(
      of: .mapping(
        "a section", { ListSection() },
        [
          .field("header", .string) { $0.header = $1 },
          .field("footer", .string) { $0.footer = $1 },
          .field(itemsKey, .list(of: .listItem), \.items),
        ]))
  }
}
