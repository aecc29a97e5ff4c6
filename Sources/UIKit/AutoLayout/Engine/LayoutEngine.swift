import Cassowary
import CoreGraphics

/// The Auto Layout engine of one view hierarchy: turns its active constraints, the
/// constraints UIKit makes itself (autoresizing masks, intrinsic sizes, margins and safe area
/// guides) and its views' current frames into a Cassowary system, keeps it up to date
/// incrementally, and reads frames back, rounded to the display's pixels.
///
/// Coordinates are the root view's bounds space, ignoring transforms, as Auto Layout ignores
/// them. Each view or guide in the system has four variables: left, top, width, height.
/// Changes are queued (`constraintDidChange`, `itemDidChange`, `invalidate`) and applied by
/// `sync()`, which the layout pass calls; a hierarchy change rebuilds the system.
@MainActor
final class LayoutEngine {
  unowned let root: UIView
  /// Set while sizing a view with `systemLayoutSizeFitting`: the root's size is free, held to
  /// the target at the given priorities.
  let fitting: FittingTarget?
  var solver = Solver()
  var items: [ObjectIdentifier: ItemState] = [:]
  var userConstraints: [ObjectIdentifier: InstalledConstraint] = [:]
  /// What each solver constraint stands for, for UIKit's unsatisfiable-constraints report;
  /// made only when a report needs it (formatting every constraint on a first layout pass
  /// was a sizeable part of it).
  var descriptions: [Cassowary.Constraint: () -> String] = [:]
  private var pendingConstraints: [ObjectIdentifier: NSLayoutConstraint] = [:]
  private var pendingItems: [ObjectIdentifier: AnyObject] = [:]
  private var needsRebuild = true
  /// Whether a constraint was added to or removed from the solver since the last sync.
  private var solverChanged = false

  init(root: UIView, fitting: FittingTarget? = nil) {
    self.root = root
    self.fitting = fitting
  }

  /// A view or guide in the system, its variables and the system constraints made for it.
  final class ItemState {
    /// Weak: the root view owns the engine, and the engine must not keep the tree alive.
    weak var item: AnyObject?
    let left: Variable, top: Variable, width: Variable, height: Variable
    /// The order items were added in, for a deterministic order of re-made constraints.
    let serial: Int
    var systemKey: SystemConstraintKey?
    var systemConstraints: [Cassowary.Constraint] = []
    /// What user constraints last read from the view into their constants.
    var readInputs: ConstraintInputs?
    /// Whether a user constraint reads the view's baselines (measuring them lays out text).
    var baselinesRead = false

    /// The item's name in constraint descriptions, made when a report needs it: the item is
    /// then still in the hierarchy (removing it rebuilds the system first).
    @MainActor var name: String {
      switch item {
      case let view as UIView: "\(type(of: view)):\(view.address)"
      case let guide as UILayoutGuide: guide.debugName
      default: "item"
      }
    }

    init(item: AnyObject, serial: Int) {
      self.item = item
      self.serial = serial
      left = Variable()
      top = Variable()
      width = Variable()
      height = Variable()
    }
  }

  /// An active constraint and what the solver holds for it: nil when it was broken to recover
  /// from an unsatisfiable system.
  struct InstalledConstraint {
    let constraint: NSLayoutConstraint
    var solverConstraint: Cassowary.Constraint?
  }

  /// The size `systemLayoutSizeFitting` aims for, and how hard.
  struct FittingTarget {
    let size: CGSize
    let horizontal: UILayoutPriority
    let vertical: UILayoutPriority
  }

  // MARK: Queued changes

  /// Rebuilds the whole system at the next sync (the hierarchy changed).
  func invalidate() { needsRebuild = true }

  /// Brings `constraint` up to date at the next sync: added, removed or re-made.
  func constraintDidChange(_ constraint: NSLayoutConstraint) {
    pendingConstraints[ObjectIdentifier(constraint)] = constraint
  }

  /// Re-makes the system constraints of `item` (a view's frame, intrinsic size or margins
  /// changed) and of the user constraints that read its margins, at the next sync.
  func itemDidChange(_ item: AnyObject) {
    guard items[ObjectIdentifier(item)] != nil else { return }
    pendingItems[ObjectIdentifier(item)] = item
  }

  var hasPendingChanges: Bool {
    needsRebuild || !pendingConstraints.isEmpty || !pendingItems.isEmpty
  }

  /// Applies the queued changes; views whose solved frames now differ from their current ones
  /// get their superview marked as needing layout.
  func sync() {
    guard hasPendingChanges else { return }
    if needsRebuild {
      rebuild()
    } else {
      // Items first: re-made system constraints queue the user constraints that read them.
      // In creation order, never a dictionary's (per-process random) order: the order
      // constraints reach the solver picks among equally good solutions, and output must be
      // the same on every run.
      let changedItems = pendingItems.values.sorted {
        (items[ObjectIdentifier($0)]?.serial ?? 0) < (items[ObjectIdentifier($1)]?.serial ?? 0)
      }
      pendingItems = [:]
      for item in changedItems { refreshSystemConstraints(of: item) }
      let changedConstraints = pendingConstraints.values.sorted { $0.serial < $1.serial }
      pendingConstraints = [:]
      for constraint in changedConstraints { refresh(constraint) }
    }
    // Checking every view's frame is only worth it when the system changed: a pass that
    // reports each view's unchanged margins would otherwise check them all once per view.
    if fitting == nil && solverChanged { markViewsWhoseFramesChanged() }
    solverChanged = false
  }

  private func rebuild() {
    needsRebuild = false
    solver = Solver()
    items = [:]
    userConstraints = [:]
    descriptions = [:]
    _ = state(of: root)
    for constraint in root.allInstalledConstraints { refresh(constraint) }
    pendingItems = [:]
    pendingConstraints = [:]
  }

  /// Adds, re-makes or removes the solver constraint of a user constraint.
  private func refresh(_ constraint: NSLayoutConstraint) {
    let key = ObjectIdentifier(constraint)
    let old = userConstraints.removeValue(forKey: key)?.solverConstraint
    guard let host = constraint.installedOn, host.isDescendant(of: root),
      let made = makeSolverConstraint(for: constraint)
    else {
      if let old { remove(old) }
      return
    }
    // UIKit reports a conflict once; here a rebuild, or the hierarchy moving into a window
    // (another engine), adds the broken constraint again, and must not repeat the report.
    let reporting = !constraint.conflictReported
    let describe = { constraint.description }
    // A changed `constant` (or a margin it reads) moves the constraint in place, as UIKit
    // does: what the constraints leave free stays where it was.
    let added =
      if let old, replace(old, with: made, describedAs: describe) {
        true
      } else {
        add(made, reportingConflict: reporting, describedAs: describe)
      }
    if !added { constraint.conflictReported = true }
    userConstraints[key] = InstalledConstraint(
      constraint: constraint, solverConstraint: added ? made : nil)
  }

  // MARK: Solver access

  /// Adds `constraint`; when it conflicts with required ones, reports as UIKit does (unless
  /// told not to) and leaves it out (UIKit "breaks" it). Returns whether it was added.
  @discardableResult
  func add(
    _ constraint: Cassowary.Constraint, reportingConflict: Bool = true,
    describedAs description: @escaping () -> String
  ) -> Bool {
    do {
      try solver.addConstraint(constraint)
      solverChanged = true
      descriptions[constraint] = description
      return true
    } catch .unsatisfiableConstraint(_, let conflicts) {
      guard reportingConflict else { return false }
      let broken = description()
      UnsatisfiableConstraintsReport.log(
        conflicts: conflicts.compactMap { descriptions[$0]?() } + [broken], breaking: broken)
    } catch {
      LayoutLog.report("Auto Layout could not use \(description()): \(error).")
    }
    return false
  }

  /// Puts `new` in `old`'s place, moving it in the solver as it stands when only its
  /// constant differs. Returns false, with `old` removed and nothing reported, when `new`
  /// cannot hold: the caller adds it the usual way, which reports the conflict.
  func replace(
    _ old: Cassowary.Constraint, with new: Cassowary.Constraint,
    describedAs description: @escaping () -> String
  ) -> Bool {
    do {
      try solver.replaceConstraint(old, with: new)
    } catch {
      remove(old)
      return false
    }
    solverChanged = true
    descriptions[old] = nil
    descriptions[new] = description
    return true
  }

  func remove(_ constraint: Cassowary.Constraint) {
    try? solver.removeConstraint(constraint)
    solverChanged = true
    descriptions[constraint] = nil
  }
}
