import UIKit

/// Makes the constraints one view node lists, in its scope: anchor equations
/// (``ConstraintEquation``) and visual format strings (`H:|-16-[title]-16-|`).
///
/// Names an equation or format can use: the scope's ids; `self` (the view the list is on);
/// `superview`; `safeArea`, `margins` and `readableContent` (the guides of the view the list is
/// on); and `id.safeArea`, `id.margins`, `id.readableContent`, `id.superview` for others, and
/// a scroll view's `id.contentLayoutGuide` and `id.frameLayoutGuide`.
/// Visual formats also name the numbers of the view's `metrics` mapping (`-pad-`), and take
/// options written as `{format: "H:|-[icon]-[title]", options: [alignAllCenterY]}`.
/// Each constraint's identifier is its text, so UIKit's reports show the mockup's words.
@MainActor
struct ConstraintMaker {
  static let reservedNames = [
    "self", "superview", "safeArea", "margins", "readableContent", "contentLayoutGuide",
    "frameLayoutGuide",
  ]

  let scope: MockupBuilder.Scope
  let owner: UIView
  /// The numbers the owner's visual formats can name.
  let metrics: [String: CGFloat]

  /// A view's `metrics` mapping: names, as a visual format spells them, to numbers.
  static func metrics(_ node: MockupNode?) throws -> [String: CGFloat] {
    guard let node else { return [:] }
    var metrics: [String: CGFloat] = [:]
    for (name, value) in try node.entries() {
      guard let first = name.first, first.isLetter || first == "_",
        name.allSatisfy(\.continuesFormatName)
      else {
        throw value.error(
          .badValue, "'\(name)' cannot be a metric name: use letters, digits and _")
      }
      metrics[name] = CGFloat(try value.number())
    }
    return metrics
  }

  func make(_ node: MockupNode) throws -> [NSLayoutConstraint] {
    guard node.isMapping else { return try make(node, options: nil) }
    for (key, value) in try node.entries() where !["format", "options"].contains(key) {
      throw value.error(
        .unknownName, "a constraint has no '\(key)'",
        suggestions: NearestNames.to(key, in: ["format", "options"]))
    }
    guard let format = node["format"] else {
      throw node.error(.syntax, "a constraint written as a mapping needs a 'format'")
    }
    return try make(format, options: node["options"].map(FormatOptionNames.read) ?? [])
  }

  /// The constraints of an equation or a format; `options` only for a format's mapping.
  private func make(_ node: MockupNode, options: NSLayoutConstraint.FormatOptions?) throws
    -> [NSLayoutConstraint]
  {
    let raw = try node.text()
    let text = raw.trimmingSpaces()
    // Columns in messages count from the scalar's first character, before the trim.
    let start = raw.prefix(while: { $0 == " " || $0 == "\t" }).count
    let constraints: [NSLayoutConstraint]
    if isVisualFormat(text) {
      constraints = try visualFormat(text, options ?? [], node, start: start)
    } else if options == nil {
      constraints = [try equation(text, node, start: start)]
    } else {
      throw node.error(.badValue, "'\(text)' is not a visual format (H:…, V:…, [view]…)")
    }
    for constraint in constraints { constraint.identifier = text }
    return constraints
  }

  private func isVisualFormat(_ text: String) -> Bool {
    text.hasPrefix("H:") || text.hasPrefix("V:") || text.hasPrefix("[") || text.hasPrefix("|")
  }

  private func visualFormat(
    _ text: String, _ options: NSLayoutConstraint.FormatOptions, _ node: MockupNode, start: Int
  ) throws -> [NSLayoutConstraint] {
    var views: [String: UIView] = scope.views
    views["self"] = owner
    try checkNames(in: text, views: views, node, start: start)
    let constraints = NSLayoutConstraint.constraints(
      withVisualFormat: text, options: options, metrics: metrics, views: views)
    guard !constraints.isEmpty else {
      throw node.error(.badValue, "invalid visual format '\(text)' (UIKit's message is above)")
    }
    return constraints
  }

  /// Every name in a format must be a view or a metric: UIKit would only print a message, and
  /// a mockup's unknown name is an error at its column with the nearest names. A name right
  /// after `[` is a view's; elsewhere (spacing, sizes, priorities) a metric's, or a view's in
  /// a size such as `(==other)`.
  private func checkNames(
    in text: String, views: [String: UIView], _ node: MockupNode, start: Int
  ) throws {
    let characters = Array(text)
    // The axis, `H:` or `V:`, is not a name.
    var index = characters.count > 1 && characters[1] == ":" ? 2 : 0
    while index < characters.count {
      let first = index
      while index < characters.count, characters[index].continuesFormatName { index += 1 }
      guard index > first else {
        index += 1
        continue
      }
      // A run that starts with a digit is a number, such as 8 or 1e3.
      let name = String(characters[first..<index])
      guard !characters[first].isFormatDigit, views[name] == nil, metrics[name] == nil else {
        continue
      }
      let isView = characters[..<first].last(where: { $0 != " " }) == "["
      throw MockupError(
        .unknownName,
        isView
          ? "no view has the id '\(name)' here, in '\(text)'"
          : "no metric or view is named '\(name)' here, in '\(text)' (metrics go in the view's "
            + "'metrics')",
        at: node.location(atCharacter: start + first),
        suggestions: NearestNames.to(
          name, in: isView ? Array(views.keys) : Array(views.keys) + metrics.keys))
    }
  }

  private func equation(_ text: String, _ node: MockupNode, start: Int) throws
    -> NSLayoutConstraint
  {
    let equation: ConstraintEquation
    do {
      equation = try ConstraintEquation.parse(text)
    } catch {
      throw MockupError(
        .syntax, "\(error.message) in '\(text)'",
        at: node.location(atCharacter: start + error.column - 1))
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
      Self.reservedNames.dropFirst().contains(parts.last ?? "") && parts.count > 1
      ? parts.removeLast() : nil
    guard parts.count == 1 else {
      throw node.error(.unknownName, "'\(name)' is not an item: use an id, or id.safeArea …")
    }
    let base = parts[0]
    let view: UIView
    switch base {
    case "self": view = owner
    case _ where Self.reservedNames.contains(base):
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
    case "contentLayoutGuide", "frameLayoutGuide":
      guard let scrollView = view as? UIScrollView else {
        throw node.error(.badValue, "'\(name)': only a UIScrollView has a \(guide)")
      }
      return guide == "contentLayoutGuide"
        ? scrollView.contentLayoutGuide : scrollView.frameLayoutGuide
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

extension Character {
  /// A digit of a visual format's number (Apple's grammar reads ASCII digits only).
  fileprivate var isFormatDigit: Bool { ("0"..."9").contains(self) }

  /// Whether the character can follow a name's first in a visual format: a letter, `_` or a
  /// digit.
  fileprivate var continuesFormatName: Bool { isLetter || self == "_" || isFormatDigit }
}
