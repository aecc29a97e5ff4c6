import UIKit

/// Makes the constraints one view node lists, in its scope: anchor equations
/// (``ConstraintEquation``) and visual format strings (`H:|-16-[title]-16-|`).
///
/// Names an equation or format can use: the scope's ids; `self` (the view the list is on);
/// `superview`; `safeArea`, `margins` and `readableContent` (the guides of the view the list is
/// on); and `id.safeArea`, `id.margins`, `id.readableContent`, `id.superview` for others.
/// Each constraint's identifier is its text, so UIKit's reports show the mockup's words.
@MainActor
struct ConstraintMaker {
  static let reservedNames = ["self", "superview", "safeArea", "margins", "readableContent"]

  let scope: MockupBuilder.Scope
  let owner: UIView

  func make(_ node: MockupNode) throws -> [NSLayoutConstraint] {
    let text = try node.text().trimmingCharacters(in: .whitespaces)
    let constraints = try isVisualFormat(text) ? visualFormat(text, node) : [equation(text, node)]
    for constraint in constraints { constraint.identifier = text }
    return constraints
  }

  private func isVisualFormat(_ text: String) -> Bool {
    text.hasPrefix("H:") || text.hasPrefix("V:") || text.hasPrefix("[") || text.hasPrefix("|")
  }

  private func visualFormat(_ text: String, _ node: MockupNode) throws -> [NSLayoutConstraint] {
    var views: [String: Any] = scope.views
    views["self"] = owner
    let constraints = NSLayoutConstraint.constraints(
      withVisualFormat: text, metrics: nil, views: views)
    guard !constraints.isEmpty else {
      throw node.error(.badValue, "invalid visual format '\(text)' (UIKit's message is above)")
    }
    return constraints
  }

  private func equation(_ text: String, _ node: MockupNode) throws -> NSLayoutConstraint {
    let equation: ConstraintEquation
    do {
      equation = try ConstraintEquation.parse(text)
    } catch {
      var location = node.location
      // A plain scalar starts at its first character, so the column adds up.
      if let column = location.column { location.column = column + error.column - 1 }
      throw MockupError(.syntax, "\(error.message) in '\(text)'", at: location)
    }
    let first = try item(equation.first.item, node)
    let second = try equation.second.map { try item($0.item, node) }
    try check(equation, text, node)
    let constraint = NSLayoutConstraint(
      item: first, attribute: equation.first.attribute, relatedBy: equation.relation,
      toItem: second, attribute: equation.second?.attribute ?? .notAnAttribute,
      multiplier: equation.multiplier, constant: equation.constant)
    constraint.priority = equation.priority
    return constraint
  }

  /// The attributes must be on one axis, and only a size can equal a plain number.
  private func check(_ equation: ConstraintEquation, _ text: String, _ node: MockupNode) throws {
    let kind = Kind(equation.first.attribute)
    guard let second = equation.second else {
      guard kind == .size else {
        throw node.error(
          .badValue,
          "'\(text)': only width and height can be set to a number; relate a position to "
            + "another item's, such as superview.\(equation.first.attribute)")
      }
      return
    }
    guard Kind(second.attribute) == kind else {
      throw node.error(
        .badValue,
        "'\(text)': \(equation.first.attribute) and \(second.attribute) are not on the same axis")
    }
  }

  fileprivate enum Kind { case horizontal, vertical, size }

  /// A view or layout guide by its name in this scope.
  private func item(_ name: String, _ node: MockupNode) throws -> AnyObject {
    var parts = name.split(separator: ".").map(String.init)
    let guide =
      ["safeArea", "margins", "readableContent", "superview"].contains(parts.last)
        && parts.count > 1 ? parts.removeLast() : nil
    guard parts.count == 1 else {
      throw node.error(.unknownName, "'\(name)' is not an item: use an id, or id.safeArea …")
    }
    let base = parts[0]
    let view: UIView
    switch base {
    case "self": view = owner
    case "superview", "safeArea", "margins", "readableContent":
      guard guide == nil else {
        throw node.error(.unknownName, "'\(name)' is not an item: use an id, or id.safeArea …")
      }
      return try guideOrView(base, of: owner, name, node)
    default:
      guard let found = scope.views[base] else {
        throw node.error(
          .unknownName, "no view has the id '\(base)' here",
          suggestions: NearestNames.to(base, in: Array(scope.views.keys) + Self.reservedNames))
      }
      view = found
    }
    return try guide.map { try guideOrView($0, of: view, name, node) } ?? view
  }

  private func guideOrView(_ guide: String, of view: UIView, _ name: String, _ node: MockupNode)
    throws -> AnyObject
  {
    switch guide {
    case "safeArea": return view.safeAreaLayoutGuide
    case "margins": return view.layoutMarginsGuide
    case "readableContent": return view.readableContentGuide
    default:
      guard let superview = view.superview else {
        throw node.error(.badValue, "'\(name)': the view has no superview")
      }
      return superview
    }
  }
}

extension ConstraintMaker.Kind {
  init(_ attribute: NSLayoutConstraint.Attribute) {
    switch attribute {
    case .width, .height: self = .size
    case .top, .bottom, .centerY, .firstBaseline, .lastBaseline, .topMargin, .bottomMargin,
      .centerYWithinMargins:
      self = .vertical
    default: self = .horizontal
    }
  }
}
