import Foundation
import Testing
import UIKit

/// Key-value observing of a view's own geometry, as Apple's documentation describes it: an
/// observer hears each change with the values its options ask for.
@MainActor
@Suite struct KeyValueObservingTests {
  final class Chart: UIView {
    var changes: [(String, [NSKeyValueChangeKey: Any])] = []
    override func observeValue(
      forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
      context: UnsafeMutableRawPointer?
    ) {
      changes.append((keyPath ?? "", change ?? [:]))
    }
  }

  @Test func boundsChangesReachTheObserverWithOldAndNew() {
    let chart = Chart(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    chart.addObserver(chart, forKeyPath: "bounds", options: [.new, .old], context: nil)
    chart.bounds = CGRect(x: 0, y: 0, width: 200, height: 50)
    #expect(chart.changes.count == 1)
    #expect(chart.changes.first?.0 == "bounds")
    #expect(
      chart.changes.first?.1[.oldKey] as? CGRect == CGRect(x: 0, y: 0, width: 100, height: 50))
    #expect(
      chart.changes.first?.1[.newKey] as? CGRect == CGRect(x: 0, y: 0, width: 200, height: 50))
    #expect(chart.changes.first?.1[.kindKey] as? UInt == NSKeyValueChange.setting.rawValue)
    chart.removeObserver(chart, forKeyPath: "bounds")
    chart.bounds = CGRect(x: 0, y: 0, width: 300, height: 50)
    #expect(chart.changes.count == 1)
  }

  /// Auto Layout sizes a view through its bounds, so a chart that observes its bounds hears
  /// the layout (DGCharts redraws this way).
  @Test func layoutReachesBoundsObservers() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    let chart = Chart()
    chart.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(chart)
    chart.addObserver(chart, forKeyPath: "bounds", options: .new, context: nil)
    NSLayoutConstraint.activate([
      chart.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      chart.trailingAnchor.constraint(equalTo: container.trailingAnchor),
      chart.topAnchor.constraint(equalTo: container.topAnchor),
      chart.heightAnchor.constraint(equalToConstant: 120),
    ])
    container.layoutIfNeeded()
    #expect(
      chart.changes.last?.1[.newKey] as? CGRect == CGRect(x: 0, y: 0, width: 320, height: 120))
  }

  /// `.initial` sends the current value at once; `.prior` sends a notice before each change.
  @Test func initialAndPriorNotifications() {
    let chart = Chart()
    chart.addObserver(chart, forKeyPath: "alpha", options: [.initial, .new, .prior], context: nil)
    #expect(chart.changes.count == 1)
    #expect(chart.changes[0].1[.newKey] as? CGFloat == 1)
    chart.alpha = 0.5
    #expect(chart.changes.count == 3)
    #expect(chart.changes[1].1[.notificationIsPriorKey] as? Bool == true)
    #expect(chart.changes[2].1[.newKey] as? CGFloat == 0.5)
  }

  /// Only a view's own geometry and visibility can be observed here; other key paths are
  /// refused (with a warning) and never notify.
  @Test func otherKeyPathsAreRefused() {
    let chart = Chart()
    chart.addObserver(chart, forKeyPath: "backgroundColor", options: .new, context: nil)
    chart.backgroundColor = .red
    #expect(chart.changes.isEmpty)
  }
}

/// Swift key-path observation, as iOS code writes it: the handler hears each change with the
/// values it asked for while the observation lives, and nothing once it is gone.
@MainActor
@Test func keyPathObservationsCallTheirHandler() {
  let table = UITableView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
  var sizes: [CGSize?] = []
  var observation: NSKeyValueObservation? = table.observe(
    \.contentSize, options: [.initial, .new]
  ) { table, change in
    sizes.append(change.newValue)
  }
  table.contentSize = CGSize(width: 100, height: 400)
  #expect(sizes == [.zero, CGSize(width: 100, height: 400)])
  var frames: [(CGRect?, CGRect?)] = []
  let frameObservation = table.observe(\.frame, options: [.old, .new]) { _, change in
    frames.append((change.oldValue, change.newValue))
  }
  table.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
  #expect(frames.count == 1)
  #expect(frames.first?.0 == CGRect(x: 0, y: 0, width: 100, height: 100))
  #expect(frames.first?.1 == CGRect(x: 0, y: 0, width: 50, height: 50))
  observation = nil
  _ = observation
  table.contentSize = CGSize(width: 100, height: 800)
  #expect(sizes.count == 2)
  frameObservation.invalidate()
  table.frame = .zero
  #expect(frames.count == 1)
}
