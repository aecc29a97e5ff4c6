import CoreGraphics

/// A relation between two layout attributes that Auto Layout keeps:
/// `firstItem.firstAttribute relation secondItem.secondAttribute × multiplier + constant`.
///
/// A constraint does nothing until it is active. Activating installs it on the closest common
/// ancestor of its items; the layout engine of that hierarchy then keeps it, as well as its
/// priority allows.
@preconcurrency @MainActor
open class NSLayoutConstraint: @MainActor CustomStringConvertible,
  @MainActor CustomDebugStringConvertible
{
  /// The first item: a `UIView` or a `UILayoutGuide`.
  public private(set) weak var firstItem: AnyObject?
  /// The attribute of the first item.
  public let firstAttribute: Attribute
  /// How the first side relates to the second.
  public let relation: Relation
  /// The second item, or nil for a constant (`width == 100`).
  public private(set) weak var secondItem: AnyObject?
  /// The attribute of the second item; `notAnAttribute` when there is no second item.
  public let secondAttribute: Attribute
  /// What the second attribute is multiplied by.
  public let multiplier: CGFloat

  /// Added to the second side. Changing it on an active constraint re-solves the layout, the
  /// cheap way to move things.
  open var constant: CGFloat {
    didSet { if constant != oldValue { engineDidChange() } }
  }

  /// How much the constraint matters (1…1000). Required by default. A required constraint
  /// cannot be made optional while it is active, nor an optional one required, as on iOS.
  open var priority: UILayoutPriority = .required {
    didSet {
      let given = priority.rawValue
      // Float comparisons: a NaN is in no range (UILayoutPriority's derived <= would say so).
      if !(given >= 1 && given <= 1000) {
        // UIKit raises an exception here; a NaN keeps the old priority, others the nearest.
        priority = given.isNaN ? oldValue : UILayoutPriority(min(max(given, 1), 1000))
        LayoutLog.report(
          "A constraint's priority must be from 1 to 1000; \(given) was given to \(self), "
            + "which keeps \(priority.rawValue).")
      }
      guard priority != oldValue else { return }
      if isActive && (priority == .required) != (oldValue == .required) {
        LayoutLog.report(
          "Mutating the priority of \(self) from required to not required, or back, while it "
            + "is active is not supported by UIKit; Offscreen applies the new priority.")
      }
      engineDidChange()
    }
  }

  /// A name that appears in the constraint's description and UIKit's reports.
  open var identifier: String?

  /// Whether the constraint is archived; stored only.
  open var shouldBeArchived = false

  /// The anchors the first side measures between when it is a composite dimension.
  private(set) var firstSpan: AnchorSpan?
  /// The anchors the second side measures between when it is a composite dimension.
  private(set) var secondSpan: AnchorSpan?

  /// The view the constraint is installed on while active.
  weak var installedOn: UIView?

  /// Whether Auto Layout broke the constraint and said so since it was last activated.
  var conflictReported = false

  /// The order constraints were made in: the engine adds changed constraints in this order.
  let serial = NSLayoutConstraint.nextSerial()
  private static var serialCounter = 0
  private static func nextSerial() -> Int {
    serialCounter += 1
    return serialCounter
  }

  /// An empty constraint, as `NSObject`'s initialiser makes one on iOS: no items, so
  /// activating it only reports that it has no first item. Code uses it as a placeholder.
  public init() {
    firstItem = nil
    firstAttribute = .notAnAttribute
    relation = .equal
    secondItem = nil
    secondAttribute = .notAnAttribute
    multiplier = 1
    constant = 0
  }

  /// Creates `view1.attr1 relation view2.attr2 × multiplier + c`, inactive.
  public init(
    item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
    toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
  ) {
    // A multiplier of 0 leaves nothing of the second side, and UIKit keeps the constraint as
    // one with a constant: no second item, multiplier 1 (FloatingPanel's tests read it so).
    let keepsSecond = view2 != nil && multiplier != 0
    firstItem = view1 as AnyObject
    firstAttribute = attr1
    self.relation = relation
    secondItem = keepsSecond ? view2.map { $0 as AnyObject } : nil
    secondAttribute = keepsSecond ? attr2 : .notAnAttribute
    self.multiplier = multiplier.isFinite && (multiplier != 0 || view2 == nil) ? multiplier : 1
    constant = c
    if !multiplier.isFinite {
      LayoutLog.report("A constraint's multiplier must be finite; \(self) uses 1.")
    }
  }

  /// Creates `first relation second × multiplier + c` from anchors, either of which may be a
  /// composite dimension (`anchorWithOffset(to:)`); its item and attribute are then those of
  /// the anchor the dimension measures to.
  convenience init<AnchorType>(
    _ first: NSLayoutAnchor<AnchorType>, _ relation: Relation,
    _ second: NSLayoutAnchor<AnchorType>?,
    multiplier: CGFloat, constant c: CGFloat
  ) {
    self.init(
      item: first.item as Any, attribute: first.attribute, relatedBy: relation,
      toItem: second?.item, attribute: second?.attribute ?? .notAnAttribute,
      multiplier: multiplier, constant: c)
    firstSpan = first.span
    secondSpan = secondItem == nil ? nil : second?.span
  }

  /// Whether the constraint takes part in layout. Setting it activates or deactivates it.
  open var isActive: Bool {
    get { installedOn != nil }
    set {
      if newValue { activate() } else { deactivate() }
    }
  }

  /// Activates each of `constraints`.
  public class func activate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }

  /// Deactivates each of `constraints`.
  public class func deactivate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = false }
  }

  /// The first item's anchor for the first attribute, or the composite dimension the
  /// constraint was made from.
  public var firstAnchor: NSLayoutAnchor<AnyObject> {
    firstSpan.map { NSLayoutAnchor(span: $0) }
      ?? NSLayoutAnchor(item: firstItem, attribute: firstAttribute)
  }

  /// The second item's anchor (or composite dimension), or nil for a constant constraint.
  public var secondAnchor: NSLayoutAnchor<AnyObject>? {
    secondSpan.map { NSLayoutAnchor(span: $0) }
      ?? secondItem.map { NSLayoutAnchor(item: $0, attribute: secondAttribute) }
  }

  /// Every item and attribute the constraint reads: its two sides', and the anchors composite
  /// dimensions measure from.
  var terms: [(item: AnyObject?, attribute: Attribute)] {
    var terms: [(item: AnyObject?, attribute: Attribute)] = [(firstItem, firstAttribute)]
    if let firstSpan { terms.append((firstSpan.start.item, firstSpan.start.attribute)) }
    if secondItem != nil || secondSpan != nil { terms.append((secondItem, secondAttribute)) }
    if let secondSpan { terms.append((secondSpan.start.item, secondSpan.start.attribute)) }
    return terms
  }

  /// Whether the constraint reads an attribute of `item`.
  func references(_ item: AnyObject) -> Bool { terms.contains { $0.item === item } }

  // MARK: Activation

  private func activate() {
    guard installedOn == nil else { return }
    guard let host = commonAncestor() else { return }
    host.installedConstraints.append(self)
    installedOn = host
    host.rootView.engineIfBuilt?.constraintDidChange(self)
    markItemsNeedLayout()
  }

  private func deactivate() {
    guard let host = installedOn else { return }
    host.installedConstraints.removeAll { $0 === self }
    installedOn = nil
    conflictReported = false
    host.rootView.engineIfBuilt?.constraintDidChange(self)
    markItemsNeedLayout()
  }

  private func engineDidChange() {
    guard let host = installedOn else { return }
    host.rootView.engineIfBuilt?.constraintDidChange(self)
    markItemsNeedLayout()
  }

  /// The views whose layout the constraint affects: the views of its items.
  var itemViews: [UIView] {
    terms.compactMap { ($0.item as? any LayoutItem)?.hostView }
  }

  /// Marks the superviews of the items' views (which place them) as needing layout.
  private func markItemsNeedLayout() {
    for view in itemViews {
      (view.superview ?? view).setNeedsLayout()
    }
  }

  /// The closest view that contains every item, or nil (with UIKit's message) when they are
  /// in different hierarchies or are not views or guides.
  private func commonAncestor() -> UIView? {
    guard let first = (firstItem as? any LayoutItem)?.hostView else {
      LayoutLog.report(
        "Unable to activate constraint \(self): its first item is not a view or layout guide "
          + "(or a guide not added to a view). The constraint stays inactive.")
      return nil
    }
    var views = [first]
    for term in terms.dropFirst() {
      guard let view = (term.item as? any LayoutItem)?.hostView else {
        let which = term.item === secondItem && secondItem != nil ? "second item" : "an item"
        LayoutLog.report(
          "Unable to activate constraint \(self): \(which) is not a view or layout guide "
            + "(or a guide not added to a view). The constraint stays inactive.")
        return nil
      }
      views.append(view)
    }
    var candidate: UIView? = first
    while let view = candidate {
      if views.allSatisfy({ $0.isDescendant(of: view) }) { return view }
      candidate = view.superview
    }
    LayoutLog.report(
      "Unable to activate constraint with anchors \(firstAnchor) and "
        + "\(secondAnchor.map { "\($0)" } ?? "nil") because they have no common ancestor. "
        + "Does the constraint or its anchors reference items in different view hierarchies? "
        + "That's illegal. The constraint stays inactive.")
    return nil
  }

  // MARK: Description

  /// UIKit's form: `<NSLayoutConstraint:0x… 'id' UIView:0x….width == 100   (active)>`; a
  /// composite dimension reads `(UIView:0x….leading - UIView:0x….trailing)`, its multiplier
  /// in front (`0.5*(…)`), and the status lists its anchors' names as UIKit's does.
  /// Open, as NSObject's is on iOS (SnapKit's constraints describe themselves).
  open var description: String {
    var text = "<\(type(of: self)):\(address)"
    if let identifier { text += " '\(identifier)'" }
    text += " \(firstSpan?.description ?? describe(firstItem, firstAttribute)) \(relation)"
    var rhs = ""
    if let secondItem {
      if let secondSpan {
        rhs = (multiplier != 1 ? "\(multiplier.compact)*" : "") + secondSpan.description
      } else {
        rhs = describe(secondItem, secondAttribute)
        if multiplier != 1 { rhs += " * \(multiplier.compact)" }
      }
      if constant != 0 { rhs += (constant > 0 ? " + " : " - ") + abs(constant).compact }
    } else {
      rhs = constant.compact
    }
    text += " \(rhs)"
    if priority != .required { text += " @\(priority.rawValue.compactPriority)" }
    var status = isActive ? "active" : "inactive"
    let names = [firstSpan, secondSpan].compactMap { $0 }.flatMap(\.names)
    if !names.isEmpty { status += ", names: " + names.joined(separator: ", ") + " " }
    text += "   (\(status))>"
    return text
  }

  public var debugDescription: String { description }

  var address: String { objectAddress(self) }

  private func describe(_ item: AnyObject?, _ attribute: Attribute) -> String {
    switch item {
    case let view as UIView: "\(type(of: view)):\(view.address).\(attribute)"
    case let guide as UILayoutGuide: "\(guide.debugName).\(attribute)"
    default: "nil.\(attribute)"
    }
  }
}

extension Float {
  var compactPriority: String {
    magnitude < 1e15 && self == rounded() ? String(Int(self)) : String(self)
  }
}

/// As on iOS, where a constraint is an `NSObject`: equal only to itself, hashed by identity, so
/// constraints compare with `==` and go in sets.
extension NSLayoutConstraint: Hashable {
  nonisolated public static func == (lhs: NSLayoutConstraint, rhs: NSLayoutConstraint) -> Bool {
    lhs === rhs
  }

  nonisolated public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
