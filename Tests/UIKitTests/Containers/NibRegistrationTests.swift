import Foundation
import TestSupport
import Testing
import UIKit

/// Nibs are not read on Linux: code that makes and registers them compiles and runs, and each
/// use says what it could not do, naming the nib and the identifier.
@MainActor
@Suite struct NibRegistrationTests {
  @Test func instantiatingANibReportsItAndMakesNothing() {
    let nib = UINib(nibName: "PagerCell", bundle: nil)
    var objects: [Any] = [1]
    let messages = capturingLayoutLog { objects = nib.instantiate(withOwner: nil) }
    #expect(objects.isEmpty)
    #expect(messages.count == 1)
    #expect(messages.first?.contains("\"PagerCell\"") == true)
  }

  /// A registered nib registers nothing: the dequeue reports that no class is registered and
  /// a plain cell stands in.
  @Test func aRegisteredNibRegistersNothingAndSaysSo() {
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 100, height: 100),
      collectionViewLayout: UICollectionViewFlowLayout())
    var cell: UICollectionViewCell?
    let messages = capturingLayoutLog {
      view.register(UINib(nibName: "PagerCell", bundle: nil), forCellWithReuseIdentifier: "page")
      cell = view.dequeueReusableCell(
        withReuseIdentifier: "page", for: IndexPath(item: 0, section: 0))
    }
    #expect(messages.count == 2)
    #expect(messages.first?.contains("\"page\"") == true)
    #expect(messages.first?.contains("\"PagerCell\"") == true)
    #expect(cell.map { type(of: $0) == UICollectionViewCell.self } == true)
  }

  @Test func tableViewsTakeNibsToo() {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let messages = capturingLayoutLog {
      table.register(UINib(data: Data([1, 2]), bundle: nil), forCellReuseIdentifier: "row")
    }
    #expect(messages.count == 1)
    #expect(messages.first?.contains("\"row\"") == true)
  }
}
