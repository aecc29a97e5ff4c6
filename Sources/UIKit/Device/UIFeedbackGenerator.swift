import CoreGraphics

/// The base of the haptic feedback generators.
///
/// Divergence: headless, there is no Taptic Engine; the generators accept every call and play
/// nothing, as they do on an iOS simulator or a device without one.
@preconcurrency @MainActor
open class UIFeedbackGenerator: NSObject {
  /// The view the feedback is for (iOS 17.5), if the generator was made for one.
  public private(set) weak var view: UIView?

  public override init() { super.init() }

  /// A generator for feedback about `view`'s content.
  public init(view: UIView) {
    self.view = view
    super.init()
  }

  /// Readies the engine for feedback soon: nothing to ready here.
  open func prepare() {}
}

/// Feedback for a physical impact: something snapping into place, a collision.
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
  /// How heavy an impact feels.
  public enum FeedbackStyle: Int, Sendable {
    case light = 0, medium, heavy, soft, rigid
  }

  /// The generator's style.
  public let style: FeedbackStyle

  /// A generator of `.medium` impacts.
  public override convenience init() { self.init(style: .medium) }

  /// A generator of impacts of `style`.
  public init(style: FeedbackStyle) {
    self.style = style
    super.init()
  }

  /// A generator of impacts of `style` for `view`'s content (iOS 17.5).
  public init(style: FeedbackStyle, view: UIView) {
    self.style = style
    super.init(view: view)
  }

  /// Plays an impact.
  open func impactOccurred() {}
  /// Plays an impact of `intensity` (0 to 1).
  open func impactOccurred(intensity: CGFloat) {}
  /// Plays an impact at `location` in the generator's view (iOS 17.5).
  open func impactOccurred(at location: CGPoint) {}
  /// Plays an impact of `intensity` at `location` (iOS 17.5).
  open func impactOccurred(intensity: CGFloat, at location: CGPoint) {}
}

/// Feedback for a change of selection, as a picker's wheel ticking.
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
  /// Plays the selection tick.
  open func selectionChanged() {}
  /// Plays the selection tick at `location` in the generator's view (iOS 17.5).
  open func selectionChanged(at location: CGPoint) {}
}

/// Feedback for the outcome of a task: success, warning or error.
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
  /// The outcome a notification feedback reports.
  public enum FeedbackType: Int, Sendable {
    case success = 0, warning, error
  }

  /// Plays the feedback for `notificationType`.
  open func notificationOccurred(_ notificationType: FeedbackType) {}
  /// Plays the feedback for `notificationType` at `location` (iOS 17.5).
  open func notificationOccurred(_ notificationType: FeedbackType, at location: CGPoint) {}
}
