import UIKit

/// UICollectionView's properties: `layout` and `sections` (with `items`, each shaped as a
/// table row, or a grid tile `{backgroundColor, image | systemName}`).
@MainActor
enum UICollectionViewProperties {
  static var all: [ViewProperty] {
    [
      .on(DeclaredCollectionView.self, "layout", .collectionLayout, \.declaredLayout),
      .on(DeclaredCollectionView.self, "sections", .sections(itemsKey: "items"), \.sections),
    ]
  }
}
