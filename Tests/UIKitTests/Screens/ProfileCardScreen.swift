import UIKit

/// A profile card: a gradient avatar with initials, name, handle, a wrapped bio, three stats
/// of equal width and a Follow button, on a rounded card with a shadow.
final class ProfileCardViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemGroupedBackground

    let card = UIView()
    card.backgroundColor = .secondarySystemGroupedBackground
    card.layer.cornerRadius = 20
    card.layer.cornerCurve = .continuous
    card.layer.shadowColor = UIColor.black.cgColor
    card.layer.shadowOpacity = 0.12
    card.layer.shadowRadius = 12
    card.layer.shadowOffset = CGSize(width: 0, height: 6)
    card.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(card)

    let avatar = AvatarView(initials: "JA")
    let name = ScreenBuilding.label("Jules Arden", font: .systemFont(ofSize: 24, weight: .bold))
    let handle = ScreenBuilding.label(
      "@jules · Lisbon", font: .systemFont(ofSize: 15), color: .secondaryLabel)
    let bio = ScreenBuilding.label(
      "Designs calm interfaces and renders them on Linux. Coffee first, pixels second, "
        + "golden images always.",
      font: .systemFont(ofSize: 15), lines: 0)
    bio.textAlignment = .center
    let stats = UIStackView(arrangedSubviews: [
      stat("1,284", "Posts"), stat("18.2K", "Followers"), stat("312", "Following"),
    ])
    stats.distribution = .fillEqually
    let follow = FollowButton(title: "Follow")

    let column = UIStackView(arrangedSubviews: [avatar, name, handle, bio, stats, follow])
    column.axis = .vertical
    column.alignment = .center
    column.spacing = 8
    column.setCustomSpacing(16, after: avatar)
    column.setCustomSpacing(16, after: bio)
    column.setCustomSpacing(20, after: stats)
    card.addSubview(column)
    ScreenBuilding.pin(
      column, to: card, insets: UIEdgeInsets(top: 28, left: 20, bottom: 24, right: 20))

    NSLayoutConstraint.activate([
      card.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 40),
      card.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      card.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
      stats.widthAnchor.constraint(equalTo: column.widthAnchor),
      follow.widthAnchor.constraint(equalTo: column.widthAnchor),
    ])
  }

  private func stat(_ value: String, _ caption: String) -> UIView {
    let number = ScreenBuilding.label(value, font: .systemFont(ofSize: 20, weight: .semibold))
    let label = ScreenBuilding.label(caption, font: .systemFont(ofSize: 13), color: .secondaryLabel)
    let stack = UIStackView(arrangedSubviews: [number, label])
    stack.axis = .vertical
    stack.alignment = .center
    stack.spacing = 2
    return stack
  }
}

/// A circle filled with a diagonal gradient, showing initials.
final class AvatarView: UIView {
  private let gradient = CAGradientLayer()

  init(initials: String) {
    super.init(frame: .zero)
    translatesAutoresizingMaskIntoConstraints = false
    gradient.colors = [UIColor.systemPink.cgColor, UIColor.systemOrange.cgColor]
    gradient.startPoint = CGPoint(x: 0, y: 0)
    gradient.endPoint = CGPoint(x: 1, y: 1)
    layer.addSublayer(gradient)
    layer.cornerRadius = 44
    clipsToBounds = true
    let label = ScreenBuilding.label(
      initials, font: .systemFont(ofSize: 34, weight: .semibold), color: .white)
    addSubview(label)
    NSLayoutConstraint.activate([
      widthAnchor.constraint(equalToConstant: 88),
      heightAnchor.constraint(equalToConstant: 88),
      label.centerXAnchor.constraint(equalTo: centerXAnchor),
      label.centerYAnchor.constraint(equalTo: centerYAnchor),
    ])
  }

  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() {
    super.layoutSubviews()
    gradient.frame = bounds
  }
}

/// A filled, rounded button look (controls come later): tinted background, white title.
final class FollowButton: UIView {
  init(title: String) {
    super.init(frame: .zero)
    translatesAutoresizingMaskIntoConstraints = false
    backgroundColor = .systemBlue
    layer.cornerRadius = 12
    layer.cornerCurve = .continuous
    let label = ScreenBuilding.label(
      title, font: .systemFont(ofSize: 17, weight: .semibold), color: .white)
    addSubview(label)
    NSLayoutConstraint.activate([
      heightAnchor.constraint(equalToConstant: 50),
      label.centerXAnchor.constraint(equalTo: centerXAnchor),
      label.centerYAnchor.constraint(equalTo: centerYAnchor),
    ])
  }

  required init?(coder: NSCoder) { nil }
}
