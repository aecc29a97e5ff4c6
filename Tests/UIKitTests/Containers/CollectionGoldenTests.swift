import CoreGraphics
import TestSupport
import Testing
import UIKit

/// A photo cell: an image view filling the content view, as a photo grid's cells are.
final class PhotoCell: UICollectionViewCell {
  let imageView = UIImageView()

  override init(frame: CGRect) {
    super.init(frame: frame)
    imageView.contentMode = .scaleAspectFill
    imageView.clipsToBounds = true
    imageView.frame = contentView.bounds
    imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    contentView.addSubview(imageView)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A photo grid as the Photos app lays it out: a bold header, then three columns 2 points
/// apart, written with a compositional layout, a cell registration and a section header
/// registration.
final class PhotoGridController: UIViewController, UICollectionViewDataSource {
  private let photos = 14
  private lazy var cellRegistration = UICollectionView.CellRegistration<PhotoCell, Int> {
    cell, _, index in
    cell.imageView.image = PhotoGridController.photo(index)
  }
  private lazy var headerRegistration = UICollectionView.SupplementaryRegistration<
    UICollectionViewListCell
  >(elementKind: UICollectionView.elementKindSectionHeader) { header, _, _ in
    var content = UIListContentConfiguration.prominentInsetGroupedHeader()
    content.text = "Recents"
    header.contentConfiguration = content
  }

  override func loadView() {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
    item.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1.0 / 3)),
      subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.boundarySupplementaryItems = [
      NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .absolute(52)),
        elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
    ]
    let collectionView = UICollectionView(
      frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
    collectionView.dataSource = self
    view = collectionView
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { photos }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueConfiguredReusableCell(
      using: cellRegistration, for: indexPath, item: indexPath.item)
  }

  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
  }

  /// A made-up photo: a sky of the index's hue, a hill and a sun.
  static func photo(_ index: Int) -> UIImage {
    let hue = CGFloat(index % 7) / 7
    return UIGraphicsImageRenderer(size: CGSize(width: 60, height: 60)).image { _ in
      UIColor(hue: hue, saturation: 0.35, brightness: 0.95, alpha: 1).setFill()
      UIRectFill(CGRect(x: 0, y: 0, width: 60, height: 60))
      UIColor(
        hue: (hue + 0.3).truncatingRemainder(dividingBy: 1), saturation: 0.6, brightness: 0.6,
        alpha: 1
      )
      .setFill()
      UIBezierPath(ovalIn: CGRect(x: -20, y: 34, width: 100, height: 60)).fill()
      UIColor(white: 1, alpha: 0.9).setFill()
      UIBezierPath(ovalIn: CGRect(x: 36 - CGFloat(index % 3) * 10, y: 10, width: 14, height: 14))
        .fill()
    }
  }
}

@MainActor
@Suite struct CollectionGoldenTests {
  @Test(arguments: [(UIUserInterfaceStyle.light, "light"), (.dark, "dark")])
  func photoGrid(style: UIUserInterfaceStyle, name: String) throws {
    let screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 320, height: 420), scale: 2)
    let window = UIWindow(frame: screen.bounds)
    window.screen = screen
    window.overrideUserInterfaceStyle = style
    window.rootViewController = PhotoGridController()
    window.makeKeyAndVisible()
    let image = try #require(window.renderedImage().cgImage)
    try GoldenImage.assertMatches(image.pixmap, golden: "UIKit/Containers/photo-grid-\(name).png")
    window.isHidden = true
  }
}
