import Foundation

/// An animation of a layer property driven by a damped spring: a mass on a spring of some
/// stiffness, slowed by damping, pulled from ``fromValue`` towards ``toValue``.
open class CASpringAnimation: CABasicAnimation {
  /// The mass attached to the spring. Defaults to 1; must be greater than 0.
  open var mass: CGFloat = 1
  /// The spring's stiffness: the force per unit of distance. Defaults to 100.
  open var stiffness: CGFloat = 100
  /// The friction that slows the spring: the force per unit of speed. Defaults to 10.
  open var damping: CGFloat = 10
  /// The speed the mass starts with, in distances to travel per second; positive moves it
  /// towards ``toValue``. Defaults to 0.
  open var initialVelocity: CGFloat = 0
  /// Whether the spring may be damped beyond critical damping; stored only.
  open var allowsOverdamping = false

  /// A spring that feels like it lasts `perceptualDuration` seconds, with `bounce` from 0 (no
  /// overshoot) up to 1 (no damping), negative for an overdamped spring (iOS 17).
  ///
  /// The spring has a unit mass and the period `perceptualDuration`; its damping ratio is
  /// `1 - bounce` (for negative bounces, `1 / (1 + bounce)`), as SwiftUI's springs define
  /// duration and bounce.
  public convenience init(perceptualDuration: CFTimeInterval, bounce: CGFloat) {
    self.init()
    let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    let angularFrequency = 2 * CGFloat.pi / perceptualDuration
    mass = 1
    stiffness = angularFrequency * angularFrequency
    damping = 2 * ratio * angularFrequency
    allowsOverdamping = bounce < 0
  }

  /// The time a spring of this mass, stiffness and damping takes to come within a small
  /// fraction of ``toValue`` and stay there, which may be longer or shorter than
  /// ``duration``. Zero for a spring without positive mass and stiffness; infinite without
  /// damping.
  open var settlingDuration: CFTimeInterval {
    SpringMotion(mass: mass, stiffness: stiffness, damping: damping, velocity: initialVelocity)?
      .settlingTime ?? 0
  }

  /// The period of the undamped spring: how long the spring feels it lasts (iOS 17).
  open var perceptualDuration: CFTimeInterval { 2 * .pi * (mass / stiffness).squareRoot() }

  /// How bouncy the spring is (iOS 17): 1 minus the damping ratio, or for an overdamped
  /// spring, the reciprocal of the ratio minus 1.
  open var bounce: CGFloat {
    let ratio = damping / (2 * (mass * stiffness).squareRoot())
    return ratio <= 1 ? 1 - ratio : 1 / ratio - 1
  }

  override func copyProperties(from other: CAAnimation) {
    super.copyProperties(from: other)
    guard let other = other as? CASpringAnimation else { return }
    mass = other.mass
    stiffness = other.stiffness
    damping = other.damping
    initialVelocity = other.initialVelocity
    allowsOverdamping = other.allowsOverdamping
  }
}
