import Foundation
import Testing
import UIKit

@Suite struct TraitCollectionTests {
  @Test func emptyCollection_hasEveryTraitUnspecified() {
    let traits = UITraitCollection()
    #expect(traits.displayScale == 0)
    #expect(traits.userInterfaceStyle == .unspecified)
    #expect(traits.preferredContentSizeCategory == .unspecified)
    #expect(traits.layoutDirection == .unspecified)
  }

  @Test func traitsFrom_laterSpecifiedTraitsWin_unspecifiedOnesDoNot() {
    let combined = UITraitCollection(traitsFrom: [
      UITraitCollection(displayScale: 2), UITraitCollection(userInterfaceStyle: .dark),
      UITraitCollection(displayScale: 3), UITraitCollection(userInterfaceStyle: .unspecified),
    ])
    #expect(combined.displayScale == 3)
    #expect(combined.userInterfaceStyle == .dark)
    #expect(combined == UITraitCollection(traitsFrom: [combined]))
    #expect(combined.containsTraits(in: UITraitCollection(userInterfaceStyle: .dark)))
    #expect(!combined.containsTraits(in: UITraitCollection(displayScale: 2)))
  }

  @Test func sizeClassesAndIdiom_combineLikeTheOtherTraits() {
    let traits = UITraitCollection(traitsFrom: [
      UITraitCollection(horizontalSizeClass: .compact),
      UITraitCollection(verticalSizeClass: .regular), UITraitCollection(userInterfaceIdiom: .pad),
      UITraitCollection(horizontalSizeClass: .regular),
    ])
    #expect(traits.horizontalSizeClass == .regular && traits.verticalSizeClass == .regular)
    #expect(traits.userInterfaceIdiom == .pad && traits.layoutDirection == .unspecified)
    #expect(traits != UITraitCollection())
  }

  /// A screen's size classes as iOS gives them to full-screen windows: iPhones compact wide
  /// in portrait and in landscape, except the 414-point-and-wider models in landscape; iPads
  /// regular; compact height only for a phone in landscape.
  @MainActor
  @Test(arguments: [
    (CGSize(width: 390, height: 844), "compact regular"),  // iPhone 13
    (CGSize(width: 844, height: 390), "compact compact"),  // iPhone 13, landscape
    (CGSize(width: 812, height: 375), "compact compact"),  // iPhone X, landscape
    (CGSize(width: 926, height: 428), "regular compact"),  // iPhone 13 Pro Max, landscape
    (CGSize(width: 896, height: 414), "regular compact"),  // iPhone 11, landscape
    (CGSize(width: 1024, height: 768), "regular regular"),  // iPad, landscape
    (CGSize(width: 768, height: 1024), "regular regular"),  // iPad, portrait
  ])
  func screensGiveIOSsSizeClasses(size: CGSize, expected: String) {
    let traits = UIScreen(bounds: CGRect(origin: .zero, size: size), scale: 2).traitCollection
    let names = [traits.horizontalSizeClass, traits.verticalSizeClass].map {
      $0 == .regular ? "regular" : "compact"
    }
    #expect(names.joined(separator: " ") == expected)
  }

  @Test func mutations_setAndClearTraits() {
    let dark = UITraitCollection { $0.userInterfaceStyle = .dark }
    #expect(dark == UITraitCollection(userInterfaceStyle: .dark))
    let modified = dark.modifyingTraits {
      $0.displayScale = 2
      $0.userInterfaceStyle = .unspecified
    }
    #expect(modified == UITraitCollection(displayScale: 2))
    #expect(dark.userInterfaceStyle == .dark)
  }

  @Test func contentSizeCategory_hasIOSRawValuesAndOrder() {
    #expect(UIContentSizeCategory.large.rawValue == "UICTContentSizeCategoryL")
    #expect(
      UIContentSizeCategory.accessibilityExtraExtraExtraLarge.rawValue
        == "UICTContentSizeCategoryAccessibilityXXXL")
    #expect(UIContentSizeCategory.small < .large)
    #expect(UIContentSizeCategory.extraExtraExtraLarge < .accessibilityMedium)
    #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
    #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
  }

  @Test func performAsCurrent_restoresThePreviousCollection() {
    let before = UITraitCollection.current
    UITraitCollection(userInterfaceStyle: .dark).performAsCurrent {
      #expect(UITraitCollection.current.userInterfaceStyle == .dark)
    }
    #expect(UITraitCollection.current == before)
  }

  @Test func current_isPerThread() {
    let seenElsewhere = LockedBox<UIUserInterfaceStyle?>(nil)
    UITraitCollection(userInterfaceStyle: .dark).performAsCurrent {
      onAnotherThread { seenElsewhere.value = UITraitCollection.current.userInterfaceStyle }
    }
    #expect(seenElsewhere.value == .unspecified)
  }
}

/// A value written on one thread and read on another after it has finished.
final class LockedBox<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: Value
  init(_ value: Value) { stored = value }
  var value: Value {
    get { lock.withLock { stored } }
    set { lock.withLock { stored = newValue } }
  }
}

/// Runs `body` on a new thread and waits for it to end.
func onAnotherThread(_ body: @escaping @Sendable () -> Void) {
  let done = DispatchSemaphore(value: 0)
  let thread = Thread {
    body()
    done.signal()
  }
  thread.start()
  done.wait()
}
