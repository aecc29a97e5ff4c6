import Foundation
import Testing
import UIKit

/// NSObject messaging by selector, target–selector timers and geometry values, as iOS code
/// calls them (written from Foundation's and UIKit's documentation).
@MainActor
@Suite struct MessagingTests {
  final class Receiver: UIView {
    var received: [String] = []
    var timers: [Timer] = []
    func ping() { received.append("ping") }
    func take(_ value: NSString) { received.append(value as String) }
    func tick(_ timer: Timer) {
      timers.append(timer)
      received.append("tick \(timer.userInfo as? String ?? "-")")
    }
  }

  protocol ReceiverDelegate: NSObjectProtocol {}
  final class Controller: UIViewController, @MainActor ReceiverDelegate {}

  /// Views and controllers are NSObjects, as on iOS: they compare with other NSObjects by
  /// identity and satisfy protocols refined from NSObjectProtocol.
  @Test func respondersAreObjects() {
    let view = UIView()
    let object: NSObject = view
    #expect(object == view)
    #expect(object != UIView())
    #expect(object.isEqual(view))
    let delegate: any ReceiverDelegate = Controller()
    #expect(delegate.isEqual(delegate))
    #expect(!delegate.isEqual(view))
    #expect(Set<UIView>([view, view, UIView()]).count == 2)
  }

  @Test func respondsToTheMethodsOfItsClass() {
    let receiver = Receiver()
    #expect(receiver.responds(to: Selector(Receiver.ping, name: "ping")))
    #expect(!UIView().responds(to: Selector(Receiver.ping, name: "ping")))
    // A selector made from a name alone names no method on Linux.
    #expect(!receiver.responds(to: Selector("ping")))
  }

  @Test func performCallsNowWithTheArgument() {
    let receiver = Receiver()
    receiver.perform(Selector(Receiver.ping, name: "ping"))
    receiver.perform(Selector(Receiver.take, name: "take:"), with: "hello" as NSString)
    #expect(receiver.received == ["ping", "hello"])
  }

  /// A delayed perform waits for the run loop; a cancelled one never comes.
  @Test func delayedPerformRunsFromTheRunLoopUnlessCancelled() {
    let receiver = Receiver()
    let take = Selector(Receiver.take, name: "take:")
    receiver.perform(take, with: "later" as NSString, afterDelay: 0.01)
    receiver.perform(take, with: "cancelled" as NSString, afterDelay: 0.01)
    receiver.perform(Selector(Receiver.ping, name: "ping"), with: nil, afterDelay: 0.01)
    #expect(receiver.received.isEmpty)
    NSObject.cancelPreviousPerformRequests(
      withTarget: receiver, selector: take, object: "cancelled" as NSString)
    RunLoop.current.run(until: Date().addingTimeInterval(0.1))
    #expect(receiver.received.sorted() == ["later", "ping"])

    receiver.perform(take, with: "never" as NSString, afterDelay: 0.01)
    NSObject.cancelPreviousPerformRequests(withTarget: receiver)
    RunLoop.current.run(until: Date().addingTimeInterval(0.05))
    #expect(receiver.received.sorted() == ["later", "ping"])
  }

  /// A target–selector timer passes itself to the method and carries its userInfo.
  @Test func timersCallTheirTargetWithUserInfo() {
    let receiver = Receiver()
    let tick = Selector(Receiver.tick, name: "tick:")
    let timer = Timer.scheduledTimer(
      timeInterval: 0.01, target: receiver, selector: tick, userInfo: "toast", repeats: false)
    let unscheduled = SelectorTimer(
      timeInterval: 0.01, target: receiver, selector: tick, userInfo: 7, repeats: false)
    RunLoop.current.run(until: Date().addingTimeInterval(0.1))
    #expect(receiver.received == ["tick toast"])
    #expect(receiver.timers.first === timer)
    #expect(!timer.isValid)
    #expect(unscheduled.isValid)
    #expect(unscheduled.userInfo as? Int == 7)
  }

  @Test func valuesBoxGeometry() {
    #expect(NSValue(cgPoint: CGPoint(x: 1, y: 2)).cgPointValue == CGPoint(x: 1, y: 2))
    #expect(NSValue(cgSize: CGSize(width: 3, height: 4)).cgSizeValue == CGSize(width: 3, height: 4))
    let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
    #expect(NSValue(cgRect: rect).cgRectValue == rect)
    #expect(NSValue(cgPoint: .zero) == NSValue(cgPoint: .zero))
    #expect(CGVector(dx: 1, dy: 2) == CGVector(dx: 1.0, dy: 2.0))
    #expect(CGVector.zero == CGVector())
  }
}
