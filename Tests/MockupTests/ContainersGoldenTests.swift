import Foundation
import TestSupport
import Testing

@testable import Mockup

/// A grid of tiles (colours, a symbol, a picture, a text) above an inset grouped list with a
/// header, an accessory each and a coloured row, drawn as UIKit draws them.
@MainActor @Suite struct ContainersGoldenTests {
  static let screen = """
    canvas: {size: [240, 300], scale: 2}
    view:
      backgroundColor: systemBackground
      constraints: ["H:|[grid]|", "V:|[grid(140)]-[list]|", "H:|[list]|"]
      subviews:
        - class: UICollectionView
          id: grid
          layout: {grid: {columns: 3, spacing: 2}}
          sections:
            - items:
                - {backgroundColor: systemRed}
                - {backgroundColor: systemGreen}
                - {backgroundColor: systemIndigo, systemName: star.fill, imageTintColor: white}
                - {image: lake@3x.png}
                - {text: Hi, backgroundColor: systemYellow}
        - class: UICollectionView
          id: list
          layout: {list: insetGrouped}
          sections:
            - header: Albums
              items:
                - {text: Recents, systemName: photo, accessory: disclosureIndicator}
                - {text: Favourites, systemName: heart, accessory: checkmark,
                   backgroundColor: systemYellow}
    """

  @Test func gridAndList_matchTheirGolden() throws {
    let mockup = try Mockup.parse(
      Self.screen, file: "containers.yaml", baseDirectory: ExampleGoldenTests.examples)
    try GoldenImage.assertMatches(
      MockupRenderer.image(of: mockup), golden: "Mockup/containers-grid-list.png")
  }
}
