import SnapshotTesting
import Testing
import UIKit

/// The README's snapshot-testing example, as it is written there — no `import
/// OffscreenSnapshotTesting`: the target has the README's `swiftSettings` — with the references
/// in `__Snapshots__/ReadmeExampleTests/`, where swift-snapshot-testing puts them by default.
@MainActor @Suite struct ProfileTests {
  @Test func profile() {
    assertSnapshot(of: ProfileViewController(), as: .image(on: .iPhone13))
    assertSnapshot(of: ProfileViewController(), as: .image(on: .iPhone13(.landscape)))
    assertSnapshot(
      of: BadgeView(),
      as: .image(perceptualPrecision: 0.98, traits: .init(userInterfaceStyle: .dark)))
    assertSnapshot(of: BadgeView(), as: .recursiveDescription)
  }
}

/// A screen with a title under the safe area and a round avatar in the middle.
final class ProfileViewController: UIViewController {
  override func viewDidLoad() {
    view.backgroundColor = .systemBackground
    let title = UILabel()
    title.text = "Profile"
    title.font = .preferredFont(forTextStyle: .largeTitle)
    title.translatesAutoresizingMaskIntoConstraints = false
    let avatar = UIView()
    avatar.backgroundColor = .systemIndigo
    avatar.layer.cornerRadius = 40
    avatar.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(title)
    view.addSubview(avatar)
    NSLayoutConstraint.activate([
      title.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
      title.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 16),
      avatar.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      avatar.centerYAnchor.constraint(equalTo: view.centerYAnchor),
      avatar.widthAnchor.constraint(equalToConstant: 80),
      avatar.heightAnchor.constraint(equalToConstant: 80),
    ])
  }
}

/// A small rounded badge with a label.
final class BadgeView: UIView {
  init() {
    super.init(frame: CGRect(x: 0, y: 0, width: 64, height: 28))
    backgroundColor = .secondarySystemBackground
    layer.cornerRadius = 14
    let label = UILabel(frame: bounds)
    label.text = "NEW"
    label.textAlignment = .center
    label.textColor = .label
    label.font = .systemFont(ofSize: 13, weight: .semibold)
    addSubview(label)
  }

  required init?(coder: NSCoder) { nil }
}
