import Testing
import UIKit

@testable import Mockup

/// UICollectionView in a mockup: a list layout of rows and a grid of tiles, from the file's
/// sections and items.
@MainActor @Suite struct CollectionViewMockupTests {
  @Test func listLayout_showsItemsAsListCells() throws {
    let renderer = try MockupTesting.layOut(
      """
      canvas: {size: [320, 400], scale: 1}
      view:
        constraints: ["H:|[list]|", "V:|[list]|"]
        subviews:
          - class: UICollectionView
            id: list
            layout: {list: insetGrouped}
            sections:
              - header: Favourites
                items:
                  - {text: Photos, systemName: photo, accessory: disclosureIndicator}
                  - {text: Camera, systemName: camera, accessory: detailDisclosureButton}
              - items: [{text: Trash, backgroundColor: systemRed}]
      """)
    defer { renderer.close() }
    let list = try #require(renderer.views.view(withID: "list") as? UICollectionView)
    #expect(list.collectionViewLayout is UICollectionViewCompositionalLayout)
    #expect(list.numberOfSections == 2)
    #expect(list.numberOfItems(inSection: 0) == 2)
    #expect(list.numberOfItems(inSection: 1) == 1)
    let photos = try #require(
      list.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
    #expect((photos.contentConfiguration as? UIListContentConfiguration)?.text == "Photos")
    #expect(photos.accessories.count == 1)
    let camera = try #require(
      list.cellForItem(at: IndexPath(item: 1, section: 0)) as? UICollectionViewListCell)
    // A detail disclosure button is an info button and a chevron.
    #expect(camera.accessories.count == 2)
    let header = try #require(
      list.supplementaryView(
        forElementKind: UICollectionView.elementKindSectionHeader,
        at: IndexPath(item: 0, section: 0))
        as? UICollectionViewListCell)
    #expect((header.contentConfiguration as? UIListContentConfiguration)?.text == "Favourites")
    #expect(photos.backgroundConfiguration == nil)
    let trash = try #require(list.cellForItem(at: IndexPath(item: 0, section: 1)))
    #expect(trash.backgroundConfiguration?.backgroundColor == .systemRed)
    // Inset grouped: the rows are narrower than the view.
    #expect(photos.frame.width < 320)
  }

  @Test func gridLayout_placesSquareTilesWithTheSpacing() throws {
    let renderer = try MockupTesting.layOut(
      """
      canvas: {size: [200, 400], scale: 1}
      view:
        constraints: ["H:|[grid]|", "V:|[grid]|"]
        subviews:
          - class: UICollectionView
            id: grid
            layout: {grid: {columns: 3, spacing: 2}}
            sections:
              - items:
                  - {backgroundColor: systemRed}
                  - {backgroundColor: systemGreen}
                  - {backgroundColor: systemBlue}
                  - {systemName: star}
      """)
    defer { renderer.close() }
    let grid = try #require(renderer.views.view(withID: "grid") as? UICollectionView)
    #expect(grid.numberOfItems(inSection: 0) == 4)
    // Three columns in 200 points with two 2-point gaps: (200 - 2·2) / 3 = 65.33 points a
    // tile, as tall as wide; the second starts at 65.33 + 2, the second row at 65.33 + 2.
    let side: CGFloat = (200 - 4) / 3
    let frames = (0..<4).map {
      grid.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame ?? .null
    }
    #expect(abs(frames[0].width - side) < 0.01 && abs(frames[0].height - side) < 0.01)
    #expect(abs(frames[1].minX - (side + 2)) < 0.01)
    #expect(abs(frames[2].minX - 2 * (side + 2)) < 0.01)
    #expect(frames[3].minX == 0 && abs(frames[3].minY - (side + 2)) < 0.01)
    let red = try #require(grid.cellForItem(at: IndexPath(item: 0, section: 0)))
    #expect(red.backgroundConfiguration?.backgroundColor == .systemRed)
    let star = try #require(grid.cellForItem(at: IndexPath(item: 3, section: 0)))
    #expect(star.backgroundConfiguration?.customView is UIImageView)
  }

  @Test func badLayouts_areErrors() throws {
    let misspelt = try #require(
      MockupTesting.error("view: {subviews: [{class: UICollectionView, layout: {lsit: plain}}]}"))
    #expect(misspelt.path == "view.subviews[0].layout.lsit")
    #expect(misspelt.suggestions == ["list"])
    let columns = try #require(
      MockupTesting.error(
        "view: {subviews: [{class: UICollectionView, layout: {grid: {columns: 0}}}]}"))
    #expect(columns.path == "view.subviews[0].layout.grid")
    #expect(columns.message.contains("at least 1 column"))
    let both = try #require(
      MockupTesting.error(
        "view: {subviews: [{class: UICollectionView, layout: {list: plain, grid: {}}}]}"))
    #expect(both.message.contains("expected a layout"))
    let appearance = try #require(
      MockupTesting.error("view: {subviews: [{class: UICollectionView, layout: {list: inset}}]}"))
    #expect(appearance.path == "view.subviews[0].layout.list")
  }
}
