import Foundation
import TestSupport

/// Writes random mockup files that are mostly well-formed, so that they reach layout and
/// drawing: views of the registered classes with constraints among them, and numbers, text and
/// structure at the extremes a careless or hostile file has (issue #18). The same seed always
/// writes the same file.
struct MockupFuzzer {
  private var random: SeededGenerator
  private var ids: [String] = []

  init(seed: UInt64) { random = SeededGenerator(seed: seed) }

  /// A YAML node, written in flow style.
  indirect enum Node {
    case map([(String, Node)])
    case list([Node])
    case scalar(String)

    var text: String {
      switch self {
      case .map(let entries):
        "{" + entries.map { "\(quoted($0.0)): \($0.1.text)" }.joined(separator: ", ") + "}"
      case .list(let items): "[" + items.map(\.text).joined(separator: ", ") + "]"
      case .scalar(let text): text
      }
    }
  }

  /// The mockup file for this seed.
  mutating func mockup() -> String {
    let subviews = (0..<random.int(1...3)).map { _ in view(depth: 1) }
    var root: [(String, Node)] = [
      ("subviews", .list(subviews)), ("constraints", .list(constraints(among: topIDs(subviews)))),
    ]
    if random.chance(0.1) { root.append(("backgroundColor", .scalar(quoted(color())))) }
    var canvas: [(String, Node)] = [
      ("device", .scalar(random.pick(["iPhone13", "iPhoneSe", "iPadPro11"])))
    ]
    if random.chance(0.05) {
      canvas = [
        ("size", .list([.scalar(number()), .scalar(number())])),
        ("scale", .scalar(random.chance(0.1) ? number() : random.pick(["1", "2", "3"]))),
      ]
    }
    var top: [(String, Node)] = [("canvas", .map(canvas)), ("view", .map(root))]
    if random.chance(0.02) { top.append((garbageKey(), .scalar("1"))) }
    return Node.map(top).text
  }

  // MARK: Views

  private static let classes = [
    "UIView", "UIView", "UILabel", "UILabel", "UIStackView", "UIStackView", "UIImageView",
    "UIButton", "UISwitch", "UISlider", "UISegmentedControl", "UIProgressView", "UITextField",
    "UIScrollView", "UIActivityIndicatorView", "UIPageControl", "UIStepper",
  ]

  private mutating func view(depth: Int) -> Node {
    let className = depth > 6 ? "UILabel" : random.pick(Self.classes)
    // A duplicate id now and then: the builder must name it, not trip over it.
    let id = random.chance(0.02) && !ids.isEmpty ? random.pick(ids) : "v\(ids.count)"
    ids.append(id)
    var entries: [(String, Node)] = [("class", .scalar(className)), ("id", .scalar(id))]
    if random.chance(0.4) { entries.append(("backgroundColor", .scalar(quoted(color())))) }
    if random.chance(0.1) {
      entries.append(("frame", .list((0..<4).map { _ in .scalar(number()) })))
    }
    if random.chance(0.05) { entries.append(("alpha", .scalar(fraction()))) }
    if random.chance(0.05) { entries.append(("layer.cornerRadius", .scalar(number()))) }
    if random.chance(0.05) { entries.append(("layer.borderWidth", .scalar(number()))) }
    if random.chance(0.05) { entries.append(("layer.shadowOpacity", .scalar(fraction()))) }
    if random.chance(0.05) { entries.append(("layer.shadowRadius", .scalar(number()))) }
    if random.chance(0.05) { entries.append(("layoutMargins", .scalar(number()))) }
    if random.chance(0.05) { entries.append(("isHidden", .scalar("true"))) }
    if random.chance(0.01) { entries.append((garbageKey(), .scalar(number()))) }
    switch className {
    case "UILabel":
      entries.append(("text", .scalar(quoted(text()))))
      if random.chance(0.3) {
        entries.append(("numberOfLines", .scalar(random.pick(["0", "1", "2", "-1"]))))
      }
      if random.chance(0.25) { entries.append(("font", .map([("size", .scalar(number()))]))) }
    case "UIStackView":
      entries += [
        ("axis", .scalar(random.pick(["horizontal", "vertical"]))),
        ("distribution", .scalar(random.pick(Self.distributions))),
        ("alignment", .scalar(random.pick(Self.alignments))),
      ]
      if random.chance(0.4) {
        entries.append(("isLayoutMarginsRelativeArrangement", .scalar("true")))
      }
      if random.chance(0.3) { entries.append(("spacing", .scalar(number()))) }
      let arranged = (0..<random.int(0...3)).map { _ in view(depth: depth + 1) }
      entries.append(("arrangedSubviews", .list(arranged)))
    case "UIView" where depth < 5 && random.chance(0.6):
      let subviews = (0..<random.int(1...3)).map { _ in view(depth: depth + 1) }
      entries.append(("subviews", .list(subviews)))
      entries.append(("constraints", .list(constraints(among: topIDs(subviews)))))
    default:
      if random.chance(0.3) {
        entries.append(("constraints", .list([.scalar(quoted(ownConstraint()))])))
      }
    }
    return .map(entries)
  }

  private static let distributions = [
    "fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering",
  ]
  private static let alignments = [
    "fill", "leading", "center", "trailing", "firstBaseline", "lastBaseline",
  ]

  private func topIDs(_ views: [Node]) -> [String] {
    views.compactMap {
      guard case .map(let entries) = $0,
        case .scalar(let id)? = entries.first(where: { $0.0 == "id" })?.1
      else { return nil }
      return id
    }
  }

  // MARK: Constraints

  private static let attributes = [
    "top", "bottom", "leading", "trailing", "left", "right", "centerX", "centerY", "width",
    "height", "firstBaseline", "lastBaseline",
  ]

  /// Equations between sibling views and their superview, its guides, and — now and then —
  /// a cycle, a conflict, a priority or a visual-format string.
  private mutating func constraints(among ids: [String]) -> [Node] {
    var made: [String] = []
    for id in ids {
      for _ in 0..<random.int(0...4) {
        let attribute = random.pick(Self.attributes)
        let other = random.pick(["self", "safeArea", "margins"] + ids)
        let otherAttribute = random.chance(0.8) ? attribute : random.pick(Self.attributes)
        let relation = random.pick(["==", "==", ">=", "<="])
        var equation = "\(id).\(attribute) \(relation) \(other).\(otherAttribute)"
        if random.chance(0.2) { equation += " * \(number())" }
        equation += " + \(number())"
        if random.chance(0.15) {
          equation +=
            " @ \(random.chance(0.1) ? random.pick(["0", "1001", "nan"]) : random.pick(["1", "250", "999", "1000"]))"
        }
        made.append(equation)
      }
    }
    if ids.count >= 2, random.chance(0.1) {
      made += [
        "\(ids[0]).width == \(ids[1]).width + 10", "\(ids[1]).width == \(ids[0]).width + 10",
      ]
    }
    if !ids.isEmpty, random.chance(0.15) {
      let id = random.pick(ids)
      made.append(
        random.pick(["H:|-\(number())-[\(id)]-|", "V:|[\(id)(>=\(number()))]", "H:[\(id)]-(-5)-|"]))
    }
    return made.map { .scalar(quoted($0)) }
  }

  private mutating func ownConstraint() -> String {
    random.pick([
      "height == \(number())", "width == \(number())", "width == height * \(number())",
      "height >= \(number())",
    ])
  }

  // MARK: Values

  /// A number, at an extreme a fifth of the time, and now and then not finite (which most
  /// places refuse, so that more often would stop most files before layout).
  private mutating func number() -> String {
    if random.chance(0.03) { return random.pick([".inf", "-.inf", ".nan"]) }
    if random.chance(0.2) {
      return random.pick([
        "0", "-0.0", "5e-324", "2.2e-308", "1e308", "-1e308", "1.7976931348623157e308", "4e18",
        "-4e18", "1e100", "1e-7", "9007199254740993", "-1",
      ])
    }
    return random.pick(["0", "1", "8", "16", "20", "44", "100", "0.5", "200", "390", "900"])
  }

  /// A number in 0…1 mostly, where the property allows no other.
  private mutating func fraction() -> String {
    random.chance(0.1) ? number() : random.pick(["0", "5e-324", "0.5", "1"])
  }

  private mutating func text() -> String {
    switch random.int(0...9) {
    case 0: String(repeating: "long text ", count: random.int(100...3000))
    case 1: "\u{202E}\u{0301}\u{200D}\u{FE0F}x\u{0000}y"
    case 2: "👩‍👩‍👧‍👦🏳️‍🌈" + String(repeating: "\u{0301}", count: 200)
    case 3: "日本語のテキスト 한국어 العربية עברית"
    case 4: ""
    case 5: random.chance(0.2) ? "${undefined}" : "Hello"
    default: "Hello"
    }
  }

  private mutating func color() -> String {
    random.chance(0.03)
      ? random.pick(["#zzz", "nosuchcolor"])
      : random.pick(["systemRed", "systemBlue", "label", "#ff000080", "clear"])
  }

  private mutating func garbageKey() -> String {
    random.pick(["unknownKey", "frame.x", "layer.", "", "id", "classs", "🙂"])
  }
}

/// `text` as a YAML double-quoted scalar (JSON's escapes are YAML's).
private func quoted(_ text: String) -> String {
  let encoder = JSONEncoder()
  encoder.outputFormatting = .withoutEscapingSlashes
  let data = try! encoder.encode(text)
  return String(decoding: data, as: UTF8.self)
}
