import UIKit

/// A profile screen as apps write it: a vertical stack of labels, an image, a segmented
/// control, a slider, a text field and a filled button, laid out with Auto Layout. Shared by
/// `offscreen-bench snapshot` and the debug-build test package of `Benchmarks/DebugBuild`.
final class ProfileScreen: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground

    let avatar = UIImageView(image: UIImage(systemName: "person.crop.circle.fill"))
    avatar.tintColor = .systemIndigo
    avatar.contentMode = .scaleAspectFit
    let name = UILabel()
    name.text = "Jane Appleseed"
    name.font = .preferredFont(forTextStyle: .largeTitle)
    let bio = UILabel()
    bio.text =
      "Designer and cyclist. Writes about type, maps and the small details that make an app "
      + "feel at home on the phone."
    bio.numberOfLines = 0
    bio.font = .preferredFont(forTextStyle: .body)
    bio.textColor = .secondaryLabel
    let plan = UISegmentedControl(items: ["Free", "Plus", "Team"])
    plan.selectedSegmentIndex = 1
    let volume = UISlider()
    volume.value = 0.35
    let email = UITextField()
    email.borderStyle = .roundedRect
    email.placeholder = "Email"
    email.text = "jane@example.com"
    var configuration = UIButton.Configuration.filled()
    configuration.title = "Save Changes"
    configuration.image = UIImage(systemName: "checkmark")
    configuration.imagePadding = 8
    let save = UIButton(configuration: configuration)

    let stack = UIStackView(arrangedSubviews: [avatar, name, bio, plan, volume, email, save])
    stack.axis = .vertical
    stack.spacing = 16
    stack.alignment = .fill
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    let margins = view.layoutMarginsGuide
    NSLayoutConstraint.activate([
      avatar.heightAnchor.constraint(equalToConstant: 96),
      stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
      stack.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
    ])
  }
}
