import CoreGraphics

extension UIStackView {
  /// The views the stack view arranges, in order: a subset of its subviews.
  public var arrangedSubviews: [UIView] { arrangedStorage }

  /// Adds `view` to the end of the arranged subviews, and as a subview if it isn't one yet
  /// (the order of subviews is otherwise unchanged). An arranged subview moves to the end.
  public func addArrangedSubview(_ view: UIView) {
    let isArranged = arrangedStorage.contains { $0 === view }
    insertArrangedSubview(view, at: arrangedStorage.count - (isArranged ? 1 : 0))
  }

  /// Inserts `view` at `stackIndex` among the arranged subviews, adding it as a subview if it
  /// isn't one yet. An arranged subview moves to the new index; its subview index stays.
  ///
  /// UIKit raises an exception for an index beyond the end; Offscreen reports it and leaves
  /// the stack unchanged.
  public func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
    let existing = arrangedStorage.firstIndex { $0 === view }
    let lastIndex = arrangedStorage.count - (existing == nil ? 0 : 1)
    guard (0...lastIndex).contains(stackIndex) else {
      return LayoutLog.report(
        "insertArrangedSubview(_:at:) on \(shortDescription): index \(stackIndex) is beyond "
          + "the arranged subviews (0...\(lastIndex)). UIKit raises an exception here; the "
          + "stack view is unchanged.")
    }
    if view.superview !== self {
      addSubview(view)
      // addSubview refuses the stack itself and its ancestors, and says so.
      guard view.superview === self else { return }
    }
    if let existing { arrangedStorage.remove(at: existing) }
    arrangedStorage.insert(view, at: stackIndex)
    view.translatesAutoresizingMaskIntoConstraints = false
    arrangementDidChange()
  }

  /// Stops arranging `view`. It stays a subview, where its last frame left it, as on iOS;
  /// call `removeFromSuperview()` to remove it.
  public func removeArrangedSubview(_ view: UIView) {
    guard arrangedStorage.contains(where: { $0 === view }) else { return }
    stopArranging(view)
  }

  /// Sets the space after `arrangedSubview`, overriding ``spacing``: a length,
  /// ``spacingUseSystem``, or ``spacingUseDefault`` to go back to ``spacing``. Ignored for a
  /// view that is not arranged; forgotten when the view stops being arranged.
  public func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
    guard arrangedStorage.contains(where: { $0 === arrangedSubview }) else { return }
    guard spacing.isFinite else {
      return reportNonFiniteSpacing(spacing, "the custom spacing after an arranged subview")
    }
    let key = ObjectIdentifier(arrangedSubview)
    let newValue: CGFloat? = spacing == Self.spacingUseDefault ? nil : spacing
    guard customSpacings[key] != newValue else { return }
    customSpacings[key] = newValue
    arrangementDidChange()
  }

  /// The custom spacing after `arrangedSubview`, or ``spacingUseDefault`` when none is set.
  public func customSpacing(after arrangedSubview: UIView) -> CGFloat {
    customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
  }

  // MARK: Internal

  /// The space the constraints keep after `view`: its custom spacing, else ``spacing``, with
  /// the special values resolved.
  func resolvedSpacing(after view: UIView) -> CGFloat {
    let value = customSpacings[ObjectIdentifier(view)] ?? spacing
    switch value {
    case Self.spacingUseSystem: return systemSpacing
    case Self.spacingUseDefault: return 0
    default: return value
    }
  }

  func stopArranging(_ view: UIView) {
    arrangedStorage.removeAll { $0 === view }
    customSpacings[ObjectIdentifier(view)] = nil
    arrangementDidChange()
  }

  /// Something the constraints are made from changed: they are remade in the next
  /// update-constraints pass.
  func arrangementDidChange() {
    builtKey = nil
    setNeedsUpdateConstraints()
  }

  func reportNonFiniteSpacing(_ value: CGFloat, _ what: String) {
    LayoutLog.report(
      "\(shortDescription) was given \(value) as \(what); spacing must be finite. The "
        + "value is ignored.")
  }
}
