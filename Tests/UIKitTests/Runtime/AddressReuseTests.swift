import Testing
import UIKit

/// What UIKit keeps for a view beside it (its gesture recognizers, its key-value observers)
/// goes with the view: a new view that the allocator places where a dead one was, and so has
/// the same `ObjectIdentifier`, starts with none of it, as every new view on iOS does.
@MainActor
@Suite struct AddressReuseTests {
  final class Observer: UIResponder {
    var heard = 0
    override func observeValue(
      forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
      context: UnsafeMutableRawPointer?
    ) {
      heard += 1
    }
  }

  /// Makes a view with `prepare`, lets it go, and returns a new view at the same address (the
  /// allocator hands back the block just freed; a few tries allow for other allocations).
  private func viewReusingTheAddress(of prepare: (UIView) -> Void) throws -> UIView {
    for _ in 0..<100 {
      var old: UIView? = UIView()
      prepare(old!)
      let address = ObjectIdentifier(old!)
      old = nil
      let new = UIView()
      if ObjectIdentifier(new) == address { return new }
    }
    throw AddressNotReused()
  }

  struct AddressNotReused: Error {}

  @Test func aNewViewAtADeadViewsAddressHasNoGestureRecognizers() throws {
    let view = try viewReusingTheAddress { $0.addGestureRecognizer(UITapGestureRecognizer()) }
    #expect(view.gestureRecognizers == nil)
    let pan = UIPanGestureRecognizer()
    view.addGestureRecognizer(pan)
    #expect(view.gestureRecognizers?.count == 1 && view.gestureRecognizers?.first === pan)
  }

  @Test func aNewViewAtADeadViewsAddressTellsNoneOfTheDeadViewsObservers() throws {
    let observer = Observer()
    let view = try viewReusingTheAddress {
      $0.addObserver(observer, forKeyPath: "frame", options: [.new], context: nil)
      $0.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    }
    // Each try's dead view was heard once; the new view must add nothing.
    let heardFromTheDead = observer.heard
    #expect(heardFromTheDead >= 1)
    view.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
    #expect(observer.heard == heardFromTheDead)
  }
}
