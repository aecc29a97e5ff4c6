import Foundation
import Testing
import UIKit

/// A data source of sections of plain cells; counts the cells it makes.
@MainActor
final class ItemSource: UICollectionViewDataSource {
  var items: [Int]
  var cellsMade = 0
  var headerKinds: [String] = []

  init(items: [Int]) { self.items = items }

  func numberOfSections(in collectionView: UICollectionView) -> Int { items.count }
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { items[section] }
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    cellsMade += 1
    return collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
  }
  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    headerKinds.append(kind)
    return collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: "header", for: indexPath)
  }
}

/// A cell written as iOS code writes one, whose constraints make it 120 × 30.
final class BadgeCell: UICollectionViewCell {
  override init(frame: CGRect) {
    super.init(frame: frame)
    let badge = UIView()
    badge.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(badge)
    NSLayoutConstraint.activate([
      badge.topAnchor.constraint(equalTo: contentView.topAnchor),
      badge.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
      badge.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
      badge.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
      badge.widthAnchor.constraint(equalToConstant: 120),
      badge.heightAnchor.constraint(equalToConstant: 30),
    ])
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// Item frames of flow and compositional layouts, worked out by hand from UIKit's rules.
@MainActor
@Suite struct CollectionViewLayoutTests {
  func collection(
    _ layout: UICollectionViewLayout, _ source: ItemSource,
    cell: AnyClass = UICollectionViewCell.self,
    size: CGSize = CGSize(width: 320, height: 600)
  ) -> UICollectionView {
    let view = UICollectionView(
      frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
    view.register(cell, forCellWithReuseIdentifier: "cell")
    view.register(
      UICollectionReusableView.self,
      forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      withReuseIdentifier: "header")
    view.dataSource = source
    view.layoutIfNeeded()
    return view
  }

  func frame(_ view: UICollectionView, _ item: Int, _ section: Int = 0) -> CGRect? {
    view.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
  }

  /// 90-point items in 320 − 2 × 10 = 300: three fit (90 × 3 + 2 × 10 = 290), justified with
  /// (300 − 270) / 2 = 15 between them; the last line's one item is centred.
  @Test func flowLinesAreJustifiedAndALoneItemCentred() {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 90, height: 90)
    layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    layout.headerReferenceSize = CGSize(width: 0, height: 40)
    let source = ItemSource(items: [7])
    let view = collection(layout, source)
    // The header takes 40 at the top, the items start 10 below it.
    #expect(
      view.layoutAttributesForSupplementaryElement(
        ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?
        .frame == CGRect(x: 0, y: 0, width: 320, height: 40))
    #expect(frame(view, 0) == CGRect(x: 10, y: 50, width: 90, height: 90))
    #expect(frame(view, 1) == CGRect(x: 115, y: 50, width: 90, height: 90))
    #expect(frame(view, 2) == CGRect(x: 220, y: 50, width: 90, height: 90))
    // Lines 10 apart: 50 + 90 + 10 = 150, then 250.
    #expect(frame(view, 3) == CGRect(x: 10, y: 150, width: 90, height: 90))
    // Alone on its line: 10 + (300 − 90) / 2 = 115.
    #expect(frame(view, 6) == CGRect(x: 115, y: 250, width: 90, height: 90))
    // 250 + 90 + 10 below.
    #expect(view.contentSize == CGSize(width: 320, height: 350))
    #expect(source.headerKinds == [UICollectionView.elementKindSectionHeader])
  }

  @Test func flowItemsAreCentredInTheirLine() {
    final class Sizes: UICollectionViewDelegateFlowLayout {
      func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
      ) -> CGSize { CGSize(width: 100, height: indexPath.item == 0 ? 40 : 80) }
    }
    let sizes = Sizes()
    let layout = UICollectionViewFlowLayout()
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 210, height: 400), collectionViewLayout: layout)
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    view.delegate = sizes
    let source = ItemSource(items: [2])
    view.dataSource = source
    view.layoutIfNeeded()
    // 100 + 10 + 100 = 210: one line 80 tall; the 40-point item sits 20 down.
    #expect(frame(view, 0) == CGRect(x: 0, y: 20, width: 100, height: 40))
    #expect(frame(view, 1) == CGRect(x: 110, y: 0, width: 100, height: 80))
  }

  @Test func horizontalFlowFillsColumns() {
    let layout = UICollectionViewFlowLayout()
    layout.scrollDirection = .horizontal
    layout.itemSize = CGSize(width: 50, height: 45)
    let view = collection(layout, ItemSource(items: [3]), size: CGSize(width: 300, height: 100))
    // Two 45-point items fit 100 tall (45 + 10 + 45), at 0 and 100 − 45 = 55.
    #expect(frame(view, 0) == CGRect(x: 0, y: 0, width: 50, height: 45))
    #expect(frame(view, 1) == CGRect(x: 0, y: 55, width: 50, height: 45))
    #expect(frame(view, 2) == CGRect(x: 60, y: 27.5, width: 50, height: 45))
    #expect(view.contentSize == CGSize(width: 110, height: 100))
  }

  @Test func flowItemsSizeThemselvesFromTheirConstraints() {
    let layout = UICollectionViewFlowLayout()
    layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
    let view = collection(layout, ItemSource(items: [3]), cell: BadgeCell.self)
    // 120 + 10 + 120 = 250 ≤ 320: two per line, justified to the edges; the third centred.
    #expect(frame(view, 0) == CGRect(x: 0, y: 0, width: 120, height: 30))
    #expect(frame(view, 1) == CGRect(x: 200, y: 0, width: 120, height: 30))
    #expect(frame(view, 2) == CGRect(x: 100, y: 40, width: 120, height: 30))
    #expect(view.visibleCells.allSatisfy { $0 is BadgeCell })
  }

  @Test func onlyItemsInViewAreMade() {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    layout.minimumLineSpacing = 0
    let source = ItemSource(items: [10_000])
    let view = collection(layout, source, size: CGSize(width: 320, height: 400))
    // Three 100-point items a line (100 × 3 + 20 ≤ 320), four lines in 400 points.
    #expect(source.cellsMade == 12)
    view.contentOffset = CGPoint(x: 0, y: 100 * 1000)
    view.layoutIfNeeded()
    #expect(view.indexPathsForVisibleItems.first == IndexPath(item: 3000, section: 0))
    #expect(view.subviews.filter { $0 is UICollectionViewCell }.count == 12)
  }

  /// A grid of thirds: each item's space is 100 × 100 in a 300-point row, the cell inset 2.
  @Test func compositionalGridOfFractionalItems() {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
    item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1.0 / 3)),
      subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 5
    section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 0, bottom: 10, trailing: 0)
    section.boundarySupplementaryItems = [
      NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
        elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
    ]
    let view = collection(
      UICollectionViewCompositionalLayout(section: section), ItemSource(items: [4]),
      size: CGSize(width: 300, height: 600))
    // Header 0…30, insets 10: the first row at 40.
    #expect(frame(view, 0) == CGRect(x: 2, y: 42, width: 96, height: 96))
    #expect(frame(view, 2) == CGRect(x: 202, y: 42, width: 96, height: 96))
    // Next row: 40 + 100 + 5 = 145.
    #expect(frame(view, 3) == CGRect(x: 2, y: 147, width: 96, height: 96))
    // 145 + 100 + 10.
    #expect(view.contentSize.height == 255)
  }

  @Test func compositionalGroupOfACountSharesItsWidth() {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)),
      subitem: item, count: 2)
    group.interItemSpacing = .fixed(10)
    let view = collection(
      UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)),
      ItemSource(items: [3]), size: CGSize(width: 300, height: 400))
    // (300 − 10) / 2 = 145 each.
    #expect(frame(view, 0) == CGRect(x: 0, y: 0, width: 145, height: 60))
    #expect(frame(view, 1) == CGRect(x: 155, y: 0, width: 145, height: 60))
    #expect(frame(view, 2) == CGRect(x: 0, y: 60, width: 145, height: 60))
  }

  /// Groups 80% wide side by side: the first page shows the first and part of the second;
  /// the third is not made.
  @Test func orthogonalSectionsShowTheirFirstPage() {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(150)),
      subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.orthogonalScrollingBehavior = .groupPaging
    section.interGroupSpacing = 10
    let source = ItemSource(items: [5])
    let view = collection(
      UICollectionViewCompositionalLayout(section: section), source,
      size: CGSize(width: 300, height: 400))
    // 0.8 × 300 = 240 wide; the second at 250.
    #expect(frame(view, 0) == CGRect(x: 0, y: 0, width: 240, height: 150))
    #expect(frame(view, 1) == CGRect(x: 250, y: 0, width: 240, height: 150))
    #expect(view.contentSize.height == 150)
    #expect(source.cellsMade == 2)
  }

  /// An inset grouped list: rows inset 16, the first group 35 down, 44-point rows with the
  /// group's corners rounded.
  @Test func listLayoutsLookLikeTables() {
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
      cell, _, text in
      var content = cell.defaultContentConfiguration()
      content.text = text
      cell.contentConfiguration = content
      cell.accessories = [.disclosureIndicator()]
    }
    final class ListSource: UICollectionViewDataSource {
      let registration: UICollectionView.CellRegistration<UICollectionViewListCell, String>
      init(_ registration: UICollectionView.CellRegistration<UICollectionViewListCell, String>) {
        self.registration = registration
      }
      func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
        -> Int
      { 3 }
      func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
      {
        collectionView.dequeueConfiguredReusableCell(
          using: registration, for: indexPath, item: "Row \(indexPath.item)")
      }
    }
    let source = ListSource(registration)
    let layout = UICollectionViewCompositionalLayout.list(
      using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: layout)
    view.dataSource = source
    view.layoutIfNeeded()
    #expect(frame(view, 0) == CGRect(x: 16, y: 35, width: 288, height: 44))
    #expect(frame(view, 2) == CGRect(x: 16, y: 123, width: 288, height: 44))
    // 35 + 3 × 44 + 17.5 below.
    #expect(view.contentSize.height == 184.5)
    #expect(view.backgroundColor == .systemGroupedBackground)
    let cells = view.visibleCells
    #expect(cells.count == 3)
    #expect(cells.first?.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
    let texts = cells.compactMap { ($0.contentConfiguration as? UIListContentConfiguration)?.text }
    #expect(texts == ["Row 0", "Row 1", "Row 2"])
  }
}
