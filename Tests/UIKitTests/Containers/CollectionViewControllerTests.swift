import Testing
import UIKit

/// UICollectionViewController, as Apple documents it: its view is a collection view with the
/// layout it was made with, whose data source and delegate it is; a subclass overrides the
/// data source methods and its cells appear.
@MainActor
@Suite struct CollectionViewControllerTests {
  final class Grid: UICollectionViewController {
    override func viewDidLoad() {
      super.viewDidLoad()
      collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    }
    override func collectionView(
      _ collectionView: UICollectionView, numberOfItemsInSection section: Int
    ) -> Int { 6 }
    override func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
  }

  /// A flow layout of 100 × 100 items with no spacing in a 300-point-wide window: three a
  /// row, so six items fill two rows and the second row starts at y = 100.
  @Test func subclassesFillTheirCollectionView() {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    layout.minimumInteritemSpacing = 0
    layout.minimumLineSpacing = 0
    let grid = Grid(collectionViewLayout: layout)
    #expect(grid.collectionViewLayout === layout)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
    window.rootViewController = grid
    window.isHidden = false
    window.layoutIfNeeded()
    #expect(grid.collectionView.dataSource === grid)
    #expect(grid.collectionView.collectionViewLayout === layout)
    #expect(grid.collectionView.numberOfItems(inSection: 0) == 6)
    let fourth = grid.collectionView.cellForItem(at: IndexPath(item: 3, section: 0))
    #expect(fourth?.frame == CGRect(x: 0, y: 100, width: 100, height: 100))
    grid.collectionView.selectItem(
      at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
    #expect(grid.collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
  }
}
