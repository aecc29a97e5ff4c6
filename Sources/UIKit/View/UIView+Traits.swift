extension UIView {
  /// The traits the view sees: its window's screen's, overridden by each view controller and
  /// ``overrideUserInterfaceStyle`` on the way down to the view.
  var resolvedTraitCollection: UITraitCollection {
    if let lastTraits { return lastTraits }
    let traits = computedTraits()
    lastTraits = traits
    return traits
  }

  /// The interface style this view and its subtree use regardless of their environment;
  /// `.unspecified` (inherit) by default.
  public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
    get { overrideStyleStorage }
    set {
      overrideStyleStorage = newValue
      traitsMayHaveChanged()
    }
  }

  /// The layout direction the view lays out in: its ``semanticContentAttribute`` if that
  /// forces one, else its traits'.
  public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
    UIView.userInterfaceLayoutDirection(
      for: semanticContentAttribute,
      relativeTo: traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight)
  }

  /// The direction content with `attribute` lays out in, in the app's direction (left to
  /// right: Offscreen's screen traits are left to right unless a trait override says not).
  public class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute)
    -> UIUserInterfaceLayoutDirection
  {
    userInterfaceLayoutDirection(for: attribute, relativeTo: .leftToRight)
  }

  /// The direction content with `semanticContentAttribute` lays out in, within content laid
  /// out in `layoutDirection`: playback and spatial controls, and forced ones, keep their own.
  public class func userInterfaceLayoutDirection(
    for semanticContentAttribute: UISemanticContentAttribute,
    relativeTo layoutDirection: UIUserInterfaceLayoutDirection
  ) -> UIUserInterfaceLayoutDirection {
    switch semanticContentAttribute {
    case .forceLeftToRight, .playback, .spatial: .leftToRight
    case .forceRightToLeft: .rightToLeft
    case .unspecified: layoutDirection
    }
  }

  private func computedTraits() -> UITraitCollection {
    var collections: [UITraitCollection] = [
      superviewStorage?.traitCollection ?? windowStorage?.screen.traitCollection
        ?? UIScreen.main.traitCollection
    ]
    if let controller = owningViewController {
      collections.append(controller.traitOverrideCollection)
    }
    if overrideStyleStorage != .unspecified {
      collections.append(UITraitCollection(userInterfaceStyle: overrideStyleStorage))
    }
    return collections.count == 1 ? collections[0] : UITraitCollection(traitsFrom: collections)
  }

  /// Recomputes the traits of the subtree; views whose traits changed re-resolve their colours,
  /// redraw and hear ``traitCollectionDidChange(_:)``.
  func traitsMayHaveChanged() { updateTraitsIfChanged() }

  func updateTraitsIfChanged() {
    let previous = lastTraits
    let current = computedTraits()
    lastTraits = current
    if previous == nil || previous!.traits != current.traits {
      resolveLayerColors()
      if previous?.traits.displayScale != current.traits.displayScale
        || previous?.traits.userInterfaceStyle != current.traits.userInterfaceStyle
      {
        layer.setNeedsDisplay()
        scheduleUpdateCycle()
      }
      if previous?.traits.layoutDirection != current.traits.layoutDirection {
        invalidateEngine()
      }
      if previous?.traits.preferredContentSizeCategory
        != current.traits.preferredContentSizeCategory
      {
        contentSizeCategoryDidChange()
      }
      if let previous {
        // The controller hears first, then its view, as UIKit walks trait environments.
        if let controller = owningViewController {
          controller.traitCollectionDidChange(previous)
          controller.traitRegistrations.traitsChanged(
            of: controller, current: current, previous: previous)
        }
        traitCollectionDidChange(previous)
        traitRegistrations.traitsChanged(of: self, current: current, previous: previous)
      }
    }
    for subview in subviewStorage { subview.updateTraitsIfChanged() }
  }
}

/// The direction a view lays out its content in.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
  case leftToRight, rightToLeft
}
