import Cassowary
import CoreGraphics

/// The constants a view's or guide's system constraints were made from: when they are the
/// same, the constraints are kept as they are.
/// What a view gives the user constraints that name it, beyond its four variables.
struct ConstraintInputs: Equatable {
  let margins: UIEdgeInsets
  let firstBaseline: CGFloat?
  let lastBaselineFromBottom: CGFloat?
  let rightToLeft: Bool

  /// The inputs of `view`; its baselines only when a constraint reads them.
  @MainActor init(of view: UIView, readingBaselines: Bool) {
    margins = view.layoutMargins
    let baselines = readingBaselines ? view.baselineOffsets : nil
    firstBaseline = baselines?.first
    lastBaselineFromBottom = baselines?.lastFromBottom
    rightToLeft = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
  }
}

enum SystemConstraintKey: Equatable {
  case root(CGRect, fixedSize: Bool)
  case fitting
  case autoresizing(frame: CGRect, mask: UInt, superviewBounds: CGRect)
  case intrinsic(CGSize, hugging: [Float], compression: [Float])
  case guide(UIEdgeInsets, readable: Bool)
  case keyboard(height: CGFloat)
  case none
}

extension LayoutEngine {
  /// The state of `item` in the system, adding it (and the views it hangs from) first.
  func state(of item: AnyObject) -> ItemState {
    if let state = items[ObjectIdentifier(item)] { return state }
    switch item {
    case let view as UIView where view !== root:
      if let superview = view.superview { _ = state(of: superview) }
    case let guide as UILayoutGuide:
      if let owner = guide.owningView { _ = state(of: owner) }
    default: break
    }
    let state = ItemState(item: item, serial: items.count)
    items[ObjectIdentifier(item)] = state
    refreshSystemConstraints(of: item)
    return state
  }

  /// Re-makes the system constraints of `item` if what they are made from changed, and the
  /// user constraints that read its margins.
  func refreshSystemConstraints(of item: AnyObject) {
    guard let state = items[ObjectIdentifier(item)] else { return }
    let key = systemKey(for: item)
    // A new item has no user constraints made with it yet: nothing to re-make (and walking
    // every user constraint for each item would make a rebuild quadratic).
    let isNew = state.systemKey == nil
    if key != state.systemKey {
      let old = state.systemConstraints
      state.systemKey = key
      state.systemConstraints = []
      let made = systemConstraints(for: item, state: state, key: key)
      // The same constraints with new constants (a margin, a size, a frame) move in place,
      // as UIKit's do, so that what they leave free stays put; one that cannot move yet (its
      // new constant conflicts with a sibling's old one) is added after the others moved.
      var later: [(Cassowary.Constraint, () -> String)] = []
      if old.count == made.count {
        for (previous, (constraint, description)) in zip(old, made) {
          if replace(previous, with: constraint, describedAs: description) {
            state.systemConstraints.append(constraint)
          } else {
            later.append((constraint, description))
          }
        }
      } else {
        for constraint in old { remove(constraint) }
        later = made
      }
      for (constraint, description) in later where add(constraint, describedAs: description) {
        state.systemConstraints.append(constraint)
      }
    }
    // Margins, baselines and the layout direction are read into user constraints' constants;
    // only when they changed need those constraints be re-made (a first layout pass reports
    // every view's margins, and re-making every constraint then made it quadratic).
    guard let view = item as? UIView else { return }
    let inputs = ConstraintInputs(of: view, readingBaselines: state.baselinesRead)
    let inputsChanged = inputs != state.readInputs
    state.readInputs = inputs
    if !isNew, inputsChanged {
      for installed in userConstraints.values
      where installed.constraint.references(view) {
        constraintDidChange(installed.constraint)
      }
    }
  }

  private func systemKey(for item: AnyObject) -> SystemConstraintKey {
    if let guide = item as? UILayoutGuide, let owner = guide.owningView {
      switch guide.role {
      case .custom: return .none
      case .safeArea: return .guide(owner.safeAreaInsets, readable: false)
      case .layoutMargins: return .guide(owner.layoutMargins, readable: false)
      case .readableContent: return .guide(owner.layoutMargins, readable: true)
      case .keyboard:
        let usesSafeArea = (guide as? UIKeyboardLayoutGuide)?.usesBottomSafeArea ?? true
        return .keyboard(height: usesSafeArea ? owner.safeAreaInsets.bottom : 0)
      }
    }
    guard let view = item as? UIView else { return .none }
    if view === root {
      if fitting != nil { return .fitting }
      return .root(
        view.bounds, fixedSize: view.translatesAutoresizingMaskIntoConstraints || view is UIWindow)
    }
    if view.translatesAutoresizingMaskIntoConstraints, let superview = view.superview {
      return .autoresizing(
        frame: view.untransformedFrame, mask: view.autoresizingMask.rawValue,
        superviewBounds: superview.bounds)
    }
    let size = view.intrinsicContentSize
    return .intrinsic(
      size,
      hugging: [
        view.contentHuggingPriority(for: .horizontal).rawValue,
        view.contentHuggingPriority(for: .vertical).rawValue,
      ],
      compression: [
        view.contentCompressionResistancePriority(for: .horizontal).rawValue,
        view.contentCompressionResistancePriority(for: .vertical).rawValue,
      ])
  }

  private func systemConstraints(
    for item: AnyObject, state: ItemState, key: SystemConstraintKey
  ) -> [(Cassowary.Constraint, () -> String)] {
    switch key {
    case .none: return []
    case .fitting:
      guard let fitting, let view = item as? UIView else { return [] }
      // The view's own intrinsic size takes part, as in its superview: a view that has only
      // an intrinsic size (a label, a view overriding `intrinsicContentSize`) fits to it.
      return intrinsicSizeConstraints(of: view, state: state) + [
        (Constraint(state.left, .equal, 0), { "<root \(state.name).minX == 0>" }),
        (Constraint(state.top, .equal, 0), { "<root \(state.name).minY == 0>" }),
        (
          Constraint(
            state.width, .equal,
            Cassowary.Expression(constant: clampedConstant(fitting.size.width)),
            strength: strength(fitting.horizontal)),
          {
            "<NSLayoutConstraint 'UIView-Encapsulated-Layout-Width' \(state.name).width == "
              + "\(fitting.size.width.compact) @\(fitting.horizontal.rawValue.compactPriority)>"
          }
        ),
        (
          Constraint(
            state.height, .equal,
            Cassowary.Expression(constant: clampedConstant(fitting.size.height)),
            strength: strength(fitting.vertical)),
          {
            "<NSLayoutConstraint 'UIView-Encapsulated-Layout-Height' \(state.name).height == "
              + "\(fitting.size.height.compact) @\(fitting.vertical.rawValue.compactPriority)>"
          }
        ),
      ]
    case .root(let bounds, let fixedSize):
      var made: [(Cassowary.Constraint, () -> String)] = [
        (
          Constraint(state.left, .equal, Cassowary.Expression(constant: bounds.minX)),
          { "<root \(state.name).minX>" }
        ),
        (
          Constraint(state.top, .equal, Cassowary.Expression(constant: bounds.minY)),
          { "<root \(state.name).minY>" }
        ),
      ]
      if fixedSize {
        made += [
          (
            Constraint(state.width, .equal, Cassowary.Expression(constant: bounds.width)),
            {
              "<NSLayoutConstraint 'UIView-Encapsulated-Layout-Width' \(state.name).width == "
                + "\(bounds.width.compact)   (active)>"
            }
          ),
          (
            Constraint(state.height, .equal, Cassowary.Expression(constant: bounds.height)),
            {
              "<NSLayoutConstraint 'UIView-Encapsulated-Layout-Height' \(state.name).height == "
                + "\(bounds.height.compact)   (active)>"
            }
          ),
        ]
      }
      return made
    case .autoresizing(let frame, let mask, let superviewBounds):
      guard let superview = (item as? UIView)?.superview else { return [] }
      return AutoresizingTranslation(
        frame: frame, mask: UIView.AutoresizingMask(rawValue: mask),
        superviewBounds: superviewBounds
      ).constraints(view: state, superview: self.state(of: superview))
    case .intrinsic(let size, let hugging, let compression):
      return intrinsicConstraints(
        state: state, size: size, hugging: hugging, compression: compression)
    case .guide(let insets, let readable):
      guard let owner = (item as? UILayoutGuide)?.owningView else { return [] }
      return guideConstraints(
        state: state, owner: self.state(of: owner), insets: insets, readable: readable)
    case .keyboard(let height):
      guard let owner = (item as? UILayoutGuide)?.owningView else { return [] }
      let v = self.state(of: owner)
      let h = Cassowary.Expression(constant: height)
      return [
        (Constraint(state.left, .equal, Cassowary.Expression(v.left)), { "<\(state.name).minX>" }),
        (
          Constraint(state.width, .equal, Cassowary.Expression(v.width)),
          { "<\(state.name).width>" }
        ),
        (Constraint(state.height, .equal, h), { "<\(state.name).height>" }),
        (Constraint(state.top, .equal, v.top + v.height - h), { "<\(state.name).minY>" }),
      ]
    }
  }

  /// The constraints of `view`'s intrinsic size, hugging and compression resistance.
  private func intrinsicSizeConstraints(of view: UIView, state: ItemState)
    -> [(Cassowary.Constraint, () -> String)]
  {
    intrinsicConstraints(
      state: state, size: view.intrinsicContentSize,
      hugging: [
        view.contentHuggingPriority(for: .horizontal).rawValue,
        view.contentHuggingPriority(for: .vertical).rawValue,
      ],
      compression: [
        view.contentCompressionResistancePriority(for: .horizontal).rawValue,
        view.contentCompressionResistancePriority(for: .vertical).rawValue,
      ])
  }

  private func intrinsicConstraints(
    state: ItemState, size: CGSize, hugging: [Float], compression: [Float]
  ) -> [(Cassowary.Constraint, () -> String)] {
    var made: [(Cassowary.Constraint, () -> String)] = []
    for (axis, variable, value) in [(0, state.width, size.width), (1, state.height, size.height)] {
      guard value != UIView.noIntrinsicMetric && value.isFinite && value >= 0 else {
        made.append(sizePreference(state: state, variable: variable, axis: axis))
        continue
      }
      let label = axis == 0 ? "width" : "height"
      let hug = UILayoutPriority(hugging[axis])
      let resist = UILayoutPriority(compression[axis])
      made.append(
        (
          Constraint(
            variable, .lessThanOrEqual, Cassowary.Expression(constant: value),
            strength: strength(hug)),
          {
            "<NSContentSizeLayoutConstraint:\(state.name).\(label) <= \(value.compact) Hug:"
              + "\(hug.rawValue.compactPriority)>"
          }
        ))
      made.append(
        (
          Constraint(
            variable, .greaterThanOrEqual, Cassowary.Expression(constant: value),
            strength: strength(resist)),
          {
            "<NSContentSizeLayoutConstraint:\(state.name).\(label) >= \(value.compact) "
              + "CompressionResistance:\(resist.rawValue.compactPriority)>"
          }
        ))
    }
    return made
  }

  /// A size the constraints leave open is 0, as UIKit leaves it: a view with no intrinsic
  /// size whose width is only bounded above (`width <= 300`) is 0 wide, where the solver alone
  /// would put it on the bound (positions still go to their bounds, as in UIKit). A preference
  /// weaker than any UIKit priority, so it only settles what nothing else decides.
  private func sizePreference(state: ItemState, variable: Cassowary.Variable, axis: Int)
    -> (Cassowary.Constraint, () -> String)
  {
    (
      Constraint(variable, .equal, 0, strength: Self.openSizeStrength),
      { "<Offscreen size preference \(state.name).\(axis == 0 ? "width" : "height") == 0>" }
    )
  }

  /// Below UIKit's lowest priority (1), so it never competes with a constraint.
  static let openSizeStrength = Strength(0.5)

  private func guideConstraints(
    state g: ItemState, owner v: ItemState, insets: UIEdgeInsets, readable: Bool
  ) -> [(Cassowary.Constraint, () -> String)] {
    let innerWidth = v.width - Cassowary.Expression(constant: insets.left + insets.right)
    var made: [(Cassowary.Constraint, () -> String)] = [
      (
        Constraint(g.top, .equal, v.top + Cassowary.Expression(constant: insets.top)),
        { "<\(g.name).minY>" }
      ),
      (
        Constraint(
          g.height, .equal, v.height - Cassowary.Expression(constant: insets.top + insets.bottom)),
        { "<\(g.name).height>" }
      ),
    ]
    if readable {
      // Centred in the margins, as wide as they are up to the readable width.
      made += [
        (
          Constraint(
            2 * g.left + g.width, .equal,
            2 * v.left + v.width + Cassowary.Expression(constant: insets.left - insets.right)),
          { "<\(g.name).centerX>" }
        ),
        (Constraint(g.width, .lessThanOrEqual, innerWidth), { "<\(g.name).width <= margins>" }),
        (
          Constraint(
            g.width, .lessThanOrEqual, Cassowary.Expression(constant: readableContentWidth)),
          { "<\(g.name).width <= \(readableContentWidth.compact)>" }
        ),
        (
          Constraint(g.width, .equal, innerWidth, strength: Strength(999)),
          { "<\(g.name).width == margins @999>" }
        ),
      ]
    } else {
      made += [
        (
          Constraint(g.left, .equal, v.left + Cassowary.Expression(constant: insets.left)),
          { "<\(g.name).minX>" }
        ),
        (Constraint(g.width, .equal, innerWidth), { "<\(g.name).width>" }),
      ]
    }
    return made
  }
}

/// The widest the readable content guide gets at the default text size.
let readableContentWidth: CGFloat = 672

/// A UIKit priority as a solver strength (clamped to 1…1000).
func strength(_ priority: UILayoutPriority) -> Strength {
  Strength(Double(min(1000, max(1, priority.rawValue))))
}

/// Constants beyond ±10⁷ points (`.greatestFiniteMagnitude`, say) are clamped: no layout is
/// that large, and the solver's arithmetic stays exact enough.
func clampedConstant(_ value: CGFloat) -> Double {
  guard value.isFinite else { return value > 0 ? 1e7 : -1e7 }
  return Double(min(1e7, max(-1e7, value)))
}
