import Testing
import UIKit

/// A cell configured before its table is in a window (a data source that runs in `viewDidLoad`,
/// a test that lays the table out first) takes the side margins of the window it is shown in:
/// its content view preserves its superview's horizontal margins, which Apple documents make
/// the configuration's margins a minimum ("the inherited margins may be larger").
@MainActor
@Suite struct CellMarginsInWindowTests {
  final class Source: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
      var content = cell.defaultContentConfiguration()
      content.text = "Row"
      cell.contentConfiguration = content
      return cell
    }
  }

  /// The x of the row's text in the table, once shown in a window `width` points wide.
  func textX(configuredBeforeTheWindow: Bool, width: CGFloat) -> CGFloat? {
    let source = Source()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: width, height: 300))
    table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    table.dataSource = source
    if configuredBeforeTheWindow { table.layoutIfNeeded() }
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: 896))
    window.screen = UIScreen(bounds: window.bounds, scale: 2)
    window.addSubview(table)
    window.isHidden = false
    window.runUpdateCycle()
    guard let cell = table.cellForRow(at: IndexPath(row: 0, section: 0)) else { return nil }
    let label = firstLabel(in: cell)
    return label.map { $0.convert($0.bounds, to: table).minX }
  }

  func firstLabel(in view: UIView) -> UILabel? {
    if let label = view as? UILabel { return label }
    return view.subviews.lazy.compactMap(firstLabel(in:)).first
  }

  @Test func aWidePhonesTwentyPointMarginReachesCellsConfiguredEarlier() {
    #expect(textX(configuredBeforeTheWindow: false, width: 414) == 20)
    #expect(textX(configuredBeforeTheWindow: true, width: 414) == 20)
    #expect(textX(configuredBeforeTheWindow: true, width: 375) == 16)
  }
}
