import Foundation
import Testing
import UIKit

/// `NotificationCenter.addObserver(_:selector:name:object:)` as Foundation documents it: the
/// method gets each matching notification, the center holds the observer weakly (iOS 9 and
/// later), and `removeObserver` stops delivery, all of it or by name and sender.
@MainActor
@Suite struct NotificationSelectorTests {
  static let ping = Notification.Name("NotificationSelectorTests.ping")
  static let pong = Notification.Name("NotificationSelectorTests.pong")

  final class Listener: UIView {
    var received: [String] = []
    func heard(_ notification: Notification) {
      received.append("\(notification.name.rawValue.split(separator: ".").last ?? "")")
    }
    func tapped() { received.append("tapped") }
  }

  final class Sender {}

  private let center = NotificationCenter()

  @Test func theMethodGetsTheNotification() {
    let listener = Listener()
    var payload: [AnyHashable: Any]?
    final class Reader: NSObject {
      var onRead: (Notification) -> Void = { _ in }
      func read(_ notification: Notification) { onRead(notification) }
    }
    let reader = Reader()
    reader.onRead = { payload = $0.userInfo }
    center.addObserver(
      listener, selector: Selector(Listener.heard(_:)), name: Self.ping, object: nil)
    center.addObserver(reader, selector: Selector(Reader.read(_:)), name: Self.ping, object: nil)
    center.post(name: Self.ping, object: nil, userInfo: ["count": 2])
    #expect(listener.received == ["ping"])
    #expect(payload?["count"] as? Int == 2)
  }

  @Test func aMethodWithoutArgumentsIsCalled() {
    let listener = Listener()
    center.addObserver(
      listener, selector: Selector(Listener.tapped, name: "tapped"), name: Self.ping, object: nil)
    center.post(name: Self.ping, object: nil)
    center.post(name: Self.pong, object: nil)
    #expect(listener.received == ["tapped"])
  }

  /// A sender given at registration filters the notifications; a nil name takes every name
  /// that sender posts.
  @Test func aSenderFiltersTheNotifications() {
    let listener = Listener()
    let (mine, other) = (Sender(), Sender())
    center.addObserver(listener, selector: Selector(Listener.heard(_:)), name: nil, object: mine)
    center.post(name: Self.ping, object: other)
    center.post(name: Self.ping, object: mine)
    center.post(name: Self.pong, object: mine)
    #expect(listener.received == ["ping", "pong"])
  }

  @Test func removingTheObserverStopsEverything() {
    let listener = Listener()
    center.addObserver(
      listener, selector: Selector(Listener.heard(_:)), name: Self.ping, object: nil)
    center.addObserver(
      listener, selector: Selector(Listener.heard(_:)), name: Self.pong, object: nil)
    center.removeObserver(listener)
    center.post(name: Self.ping, object: nil)
    center.post(name: Self.pong, object: nil)
    #expect(listener.received.isEmpty)
  }

  /// Removing by name (and sender) leaves the observer's other registrations, and other
  /// observers of that name, in place.
  @Test func removingByNameStopsThatNameOnly() {
    let (listener, bystander) = (Listener(), Listener())
    let sender = Sender()
    center.addObserver(
      listener, selector: Selector(Listener.heard(_:)), name: Self.ping, object: nil)
    center.addObserver(
      listener, selector: Selector(Listener.heard(_:)), name: Self.pong, object: sender)
    center.addObserver(
      bystander, selector: Selector(Listener.heard(_:)), name: Self.ping, object: nil)
    center.removeObserver(listener, name: Self.ping, object: nil)
    center.removeObserver(listener, name: Self.pong, object: Sender())
    center.post(name: Self.ping, object: nil)
    center.post(name: Self.pong, object: sender)
    #expect(listener.received == ["pong"])
    #expect(bystander.received == ["ping"])
    center.removeObserver(listener, name: nil, object: sender)
    center.post(name: Self.pong, object: sender)
    #expect(listener.received == ["pong"])
  }

  /// The center does not keep an observer alive, and one that is gone is not called.
  @Test func theObserverIsHeldWeakly() {
    var listener: Listener? = Listener()
    weak let gone = listener
    center.addObserver(
      listener!, selector: Selector(Listener.heard(_:)), name: Self.ping, object: nil)
    listener = nil
    #expect(gone == nil)
    center.post(name: Self.ping, object: nil)
    // A later registration sweeps the dead one out and works.
    let next = Listener()
    center.addObserver(next, selector: Selector(Listener.heard(_:)), name: Self.ping, object: nil)
    center.post(name: Self.ping, object: nil)
    #expect(next.received == ["ping"])
  }

  /// An observer may remove itself while it is being notified.
  @Test func anObserverCanRemoveItselfWhenNotified() {
    final class Once: NSObject {
      let center: NotificationCenter
      var count = 0
      init(center: NotificationCenter) { self.center = center }
      func heard() {
        count += 1
        center.removeObserver(self)
      }
    }
    let once = Once(center: center)
    center.addObserver(
      once, selector: Selector(Once.heard, name: "heard"), name: Self.ping, object: nil)
    center.post(name: Self.ping, object: nil)
    center.post(name: Self.ping, object: nil)
    #expect(once.count == 1)
  }

  /// Block observers are still removed through their token.
  @Test func blockObserversAreStillRemovedByToken() {
    nonisolated(unsafe) var count = 0
    let token = center.addObserver(forName: Self.ping, object: nil, queue: nil) { _ in count += 1 }
    center.post(name: Self.ping, object: nil)
    center.removeObserver(token)
    center.post(name: Self.ping, object: nil)
    #expect(count == 1)
  }

  /// Posted on another thread, the notification reaches the method on the main actor (the
  /// method is isolated to it: a call from the posting thread would trap).
  @Test func aNotificationFromAnotherThreadArrivesOnTheMain() async {
    let listener = Listener()
    center.addObserver(
      listener, selector: Selector(Listener.heard(_:)), name: Self.ping, object: nil)
    let (center, name) = (center, Self.ping)
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      DispatchQueue.global().async {
        center.post(name: name, object: nil)
        continuation.resume()
      }
    }
    await endRunLoopTurn()
    #expect(listener.received == ["ping"])
  }
}
