import Foundation
import Testing
import UIKit

@MainActor
@Suite struct LayoutSupportAndTimeTests {
  /// topLayoutGuide spans from the view's top to its safe area's; bottomLayoutGuide from the
  /// safe area's bottom to the view's (iOS 11's meaning of the iOS 7 guides).
  @Test func barLayoutGuidesFollowTheSafeArea() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.windowSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    let controller = UIViewController()
    window.rootViewController = controller
    window.isHidden = false
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    controller.view.addSubview(box)
    NSLayoutConstraint.activate([
      box.topAnchor.constraint(equalTo: controller.topLayoutGuide.bottomAnchor),
      box.bottomAnchor.constraint(equalTo: controller.bottomLayoutGuide.topAnchor),
      box.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
      box.widthAnchor.constraint(equalToConstant: 10),
    ])
    window.layoutIfNeeded()
    #expect(controller.topLayoutGuide.length == 47)
    #expect(controller.bottomLayoutGuide.length == 34)
    // 844 − 47 − 34 = 763.
    #expect(box.frame == CGRect(x: 0, y: 47, width: 10, height: 763))
    #expect(controller.topLayoutGuide === controller.topLayoutGuide)
  }

  /// A constraint made with a bar guide holds the guide itself, as iOS's does, and each guide
  /// puts two constraints on the controller's view, as iOS's does (its edge and its length).
  @Test func barLayoutGuidesAreTheItemsTheirConstraintsHold() {
    let controller = UIViewController()
    let label = UIView()
    controller.view.addSubview(label)
    let top = label.topAnchor.constraint(equalTo: controller.topLayoutGuide.bottomAnchor)
    top.isActive = true
    #expect(top.secondItem === controller.topLayoutGuide)
    #expect(top.secondAttribute == .bottom)
    #expect(controller.view.constraints.count == 3)
    let bottom = label.bottomAnchor.constraint(equalTo: controller.bottomLayoutGuide.topAnchor)
    bottom.isActive = true
    #expect(bottom.secondItem === controller.bottomLayoutGuide)
    #expect(controller.view.constraints.count == 6)
  }

  @Test func mediaTimeIsMonotonicSeconds() {
    let first = CACurrentMediaTime()
    Thread.sleep(forTimeInterval: 0.01)
    let second = CACurrentMediaTime()
    #expect(second - first >= 0.01)
    #expect(second - first < 5)
  }

  final class Ticker {
    var ticks = 0
    var last: CADisplayLink?
    func tick(_ link: CADisplayLink) {
      ticks += 1
      last = link
    }
  }

  /// A display link on the run loop calls its target each frame while the loop runs,
  /// with itself as the argument; paused or invalidated, it calls nothing.
  @Test func displayLinkFiresWhileTheRunLoopRuns() {
    let ticker = Ticker()
    let link = CADisplayLink(target: ticker, selector: Selector(Ticker.tick, name: "tick:"))
    link.preferredFramesPerSecond = 100
    #expect(link.duration == 0.01)
    link.add(to: .current, forMode: .common)
    RunLoop.current.run(until: Date().addingTimeInterval(0.1))
    #expect(ticker.ticks > 0)
    #expect(ticker.last === link)
    #expect(link.timestamp > 0)
    link.isPaused = true
    let paused = ticker.ticks
    RunLoop.current.run(until: Date().addingTimeInterval(0.05))
    #expect(ticker.ticks == paused)
    link.isPaused = false
    link.invalidate()
    RunLoop.current.run(until: Date().addingTimeInterval(0.05))
    #expect(ticker.ticks == paused)
  }
}

/// Converting to the screen's coordinate space gives window coordinates (windows sit at the
/// screen's origin), and back.
@MainActor
@Test func screenCoordinateSpaceIsWindowSpace() {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  let card = UIView(frame: CGRect(x: 20, y: 100, width: 200, height: 100))
  window.addSubview(card)
  let space = UIScreen.main.coordinateSpace
  #expect(
    card.convert(CGRect(x: 5, y: 5, width: 10, height: 10), to: space)
      == CGRect(x: 25, y: 105, width: 10, height: 10))
  #expect(card.convert(CGPoint(x: 25, y: 105), from: space) == CGPoint(x: 5, y: 5))
  let other = UIView(frame: CGRect(x: 100, y: 0, width: 50, height: 50))
  window.addSubview(other)
  #expect(card.convert(CGPoint.zero, to: other as any UICoordinateSpace) == CGPoint(x: -80, y: 100))
}
