import Testing
import UIKit

/// The README's views example, as written there.
@MainActor
@Suite struct ReadmeViewsExampleTests {
  @Test func laysOutAndRenders() throws {
    let controller = UIViewController()
    let title = UILabel()
    title.text = "Settings"
    title.font = .systemFont(ofSize: 34, weight: .bold)
    title.translatesAutoresizingMaskIntoConstraints = false
    controller.view.addSubview(title)
    NSLayoutConstraint.activate([
      title.topAnchor.constraint(
        equalTo: controller.view.safeAreaLayoutGuide.topAnchor, constant: 20),
      title.leadingAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.leadingAnchor),
    ])
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    window.rootViewController = controller
    window.makeKeyAndVisible()

    let image = UIGraphicsImageRenderer(bounds: window.bounds).image { _ in
      window.drawHierarchy(in: window.bounds, afterScreenUpdates: true)
    }
    // No safe-area insets: the top is 20. A controller's root view in a compact width has
    // the system minimum margin of 16 points at the leading edge.
    // (Frames are kept as centre and size, so a rounded edge reads back within 1e-9.)
    #expect(abs(title.frame.minX - 16) < 1e-9 && abs(title.frame.minY - 20) < 1e-9)
    #expect(title.frame.width > 100 && title.frame.height > 30)
    #expect(image.size == CGSize(width: 393, height: 852))
    window.isHidden = true
  }
}
