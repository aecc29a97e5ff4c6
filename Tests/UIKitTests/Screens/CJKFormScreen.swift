import UIKit

/// A sign-up form in Chinese or Korean: a title, a subtitle, labelled fields drawn as
/// rounded, bordered boxes with placeholder text, a note that wraps, and a button.
final class CJKFormViewController: UIViewController {
  struct Strings {
    let title: String
    let subtitle: String
    let fields: [(label: String, placeholder: String)]
    let note: String
    let button: String
  }

  static let chinese = Strings(
    title: "创建账户", subtitle: "只需一分钟，即可开始使用。",
    fields: [("姓名", "请输入您的姓名"), ("电子邮件", "name@example.com"), ("密码", "至少八个字符")],
    note: "点击“注册”即表示您同意我们的服务条款和隐私政策。我们不会与第三方分享您的信息。",
    button: "注册")

  static let korean = Strings(
    title: "계정 만들기", subtitle: "1분이면 시작할 수 있어요.",
    fields: [("이름", "이름을 입력하세요"), ("이메일", "name@example.com"), ("비밀번호", "8자 이상")],
    note: "‘가입하기’를 누르면 서비스 약관 및 개인정보 처리방침에 동의하는 것으로 간주됩니다. 정보는 제3자와 공유되지 않습니다.",
    button: "가입하기")

  private let strings: Strings

  init(strings: Strings) {
    self.strings = strings
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    var rows: [UIView] = [
      ScreenBuilding.label(strings.title, font: .systemFont(ofSize: 30, weight: .bold)),
      ScreenBuilding.label(strings.subtitle, font: .systemFont(ofSize: 17), color: .secondaryLabel),
    ]
    for field in strings.fields {
      rows.append(
        ScreenBuilding.label(field.label, font: .systemFont(ofSize: 15, weight: .semibold)))
      rows.append(FieldBox(placeholder: field.placeholder))
    }
    rows.append(
      ScreenBuilding.label(
        strings.note, font: .systemFont(ofSize: 13), color: .secondaryLabel, lines: 0))
    rows.append(FollowButton(title: strings.button))
    let form = UIStackView(arrangedSubviews: rows)
    form.axis = .vertical
    form.spacing = 8
    form.setCustomSpacing(28, after: rows[1])
    for index in stride(from: 3, to: rows.count - 2, by: 2) {
      form.setCustomSpacing(18, after: rows[index])
    }
    form.setCustomSpacing(24, after: rows[rows.count - 2])
    form.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(form)
    NSLayoutConstraint.activate([
      form.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 32),
      form.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      form.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
    ])
  }
}

/// A text field's look: a rounded, bordered box with placeholder text.
final class FieldBox: UIView {
  init(placeholder: String) {
    super.init(frame: .zero)
    translatesAutoresizingMaskIntoConstraints = false
    backgroundColor = .secondarySystemBackground
    layer.cornerRadius = 10
    layer.borderWidth = 1
    layer.borderColor = UIColor.separator.cgColor
    let text = ScreenBuilding.label(
      placeholder, font: .systemFont(ofSize: 17), color: .placeholderText)
    addSubview(text)
    NSLayoutConstraint.activate([
      heightAnchor.constraint(equalToConstant: 48),
      text.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 14),
      text.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor, constant: -14),
      text.centerYAnchor.constraint(equalTo: centerYAnchor),
    ])
  }

  required init?(coder: NSCoder) { nil }
}
