import CoreGraphics

/// How a view's corners are rounded (iOS 26): a radius for each corner, fixed or concentric
/// with the container's, corners that share one radius, or a capsule.
///
/// Set it as ``UIView/cornerConfiguration``; ``UIView/effectiveRadius(corner:)`` reads the
/// radii it resolves to.
public struct UICornerConfiguration: Hashable, Sendable, CustomStringConvertible {
  /// The four corners, in iOS's flipped geometry (top is minY).
  enum Corner: Int, CaseIterable, Sendable {
    case topLeft, topRight, bottomLeft, bottomRight
  }

  enum Form: Hashable, Sendable {
    /// A radius for each corner (nil for a square one), and groups of corners that take the
    /// largest of their resolved radii.
    case corners([UICornerRadius?], uniform: [[Corner]])
    case capsule(maximumRadius: Double?)
  }

  let form: Form

  private static func corners(
    _ topLeft: UICornerRadius?, _ topRight: UICornerRadius?, _ bottomLeft: UICornerRadius?,
    _ bottomRight: UICornerRadius?, uniform: [[Corner]] = []
  ) -> UICornerConfiguration {
    .init(form: .corners([topLeft, topRight, bottomLeft, bottomRight], uniform: uniform))
  }

  /// `radius` at each corner, resolved independently: concentric corners can differ.
  public static func corners(radius: UICornerRadius) -> UICornerConfiguration {
    corners(radius, radius, radius, radius)
  }

  /// A radius for each corner, resolved independently; a nil corner is square.
  public static func corners(
    topLeftRadius: UICornerRadius?, topRightRadius: UICornerRadius?,
    bottomLeftRadius: UICornerRadius?, bottomRightRadius: UICornerRadius?
  ) -> UICornerConfiguration {
    corners(topLeftRadius, topRightRadius, bottomLeftRadius, bottomRightRadius)
  }

  /// `radius` at every corner, the same at all four: the largest the corners resolve to.
  public static func uniformCorners(radius: UICornerRadius) -> UICornerConfiguration {
    corners(radius, radius, radius, radius, uniform: [Corner.allCases])
  }

  /// One radius shared by the top corners and one by the bottom ones.
  public static func uniformEdges(topRadius: UICornerRadius, bottomRadius: UICornerRadius)
    -> UICornerConfiguration
  {
    corners(
      topRadius, topRadius, bottomRadius, bottomRadius,
      uniform: [[.topLeft, .topRight], [.bottomLeft, .bottomRight]])
  }

  /// One radius shared by the left corners and one by the right ones.
  public static func uniformEdges(leftRadius: UICornerRadius, rightRadius: UICornerRadius)
    -> UICornerConfiguration
  {
    corners(
      leftRadius, rightRadius, leftRadius, rightRadius,
      uniform: [[.topLeft, .bottomLeft], [.topRight, .bottomRight]])
  }

  /// `topRadius` shared by the top corners; the bottom ones independent (square when nil).
  public static func uniformTopRadius(
    _ topRadius: UICornerRadius, bottomLeftRadius: UICornerRadius? = nil,
    bottomRightRadius: UICornerRadius? = nil
  ) -> UICornerConfiguration {
    corners(
      topRadius, topRadius, bottomLeftRadius, bottomRightRadius, uniform: [[.topLeft, .topRight]])
  }

  /// `bottomRadius` shared by the bottom corners; the top ones independent (square when nil).
  public static func uniformBottomRadius(
    _ bottomRadius: UICornerRadius, topLeftRadius: UICornerRadius? = nil,
    topRightRadius: UICornerRadius? = nil
  ) -> UICornerConfiguration {
    corners(
      topLeftRadius, topRightRadius, bottomRadius, bottomRadius,
      uniform: [[.bottomLeft, .bottomRight]])
  }

  /// `leftRadius` shared by the left corners; the right ones independent (square when nil).
  public static func uniformLeftRadius(
    _ leftRadius: UICornerRadius, topRightRadius: UICornerRadius? = nil,
    bottomRightRadius: UICornerRadius? = nil
  ) -> UICornerConfiguration {
    corners(
      leftRadius, topRightRadius, leftRadius, bottomRightRadius,
      uniform: [[.topLeft, .bottomLeft]])
  }

  /// `rightRadius` shared by the right corners; the left ones independent (square when nil).
  public static func uniformRightRadius(
    _ rightRadius: UICornerRadius, topLeftRadius: UICornerRadius? = nil,
    bottomLeftRadius: UICornerRadius? = nil
  ) -> UICornerConfiguration {
    corners(
      topLeftRadius, rightRadius, bottomLeftRadius, rightRadius,
      uniform: [[.topRight, .bottomRight]])
  }

  /// Half the shorter side at every corner, so the ends are semicircles, and at most
  /// `maximumRadius`.
  public static func capsule(maximumRadius: Double? = nil) -> UICornerConfiguration {
    .init(form: .capsule(maximumRadius: maximumRadius))
  }

  public var description: String {
    switch form {
    case .capsule(let maximum?): "UICornerConfiguration(capsule, maximumRadius: \(maximum))"
    case .capsule(nil): "UICornerConfiguration(capsule)"
    case .corners(let radii, let uniform):
      "UICornerConfiguration("
        + zip(Corner.allCases, radii).map { "\($0): \($1.map { "\($0)" } ?? "square")" }
        .joined(separator: ", ")
        + (uniform.isEmpty ? "" : ", uniform: \(uniform)") + ")"
    }
  }

  /// The radius of each corner on a view of `size`; `concentric` gives a container-concentric
  /// corner's radius before its minimum.
  func resolved(size: CGSize, concentric: (Corner) -> CGFloat) -> [CGFloat] {
    switch form {
    case .capsule(let maximum):
      let radius = max(0, min(size.width, size.height) / 2)
      return Array(repeating: maximum.map { min(radius, max(0, CGFloat($0))) } ?? radius, count: 4)
    case .corners(let radii, let uniform):
      var resolved = zip(Corner.allCases, radii).map { corner, radius -> CGFloat in
        switch radius?.kind {
        case nil: 0
        case .fixed(let points): CGFloat(points)
        case .containerConcentric(let minimum): max(concentric(corner), minimum ?? 0, 0)
        }
      }
      for group in uniform {
        let shared = group.map { resolved[$0.rawValue] }.max() ?? 0
        for corner in group { resolved[corner.rawValue] = shared }
      }
      return resolved
    }
  }

  /// The configuration with bad radii replaced (see ``UICornerRadius/validated``), and what
  /// was wrong.
  var validated: (configuration: UICornerConfiguration, problems: [String]) {
    switch form {
    case .capsule(let maximum?) where !(maximum >= 0 && maximum.isFinite):
      (
        .capsule(),
        [
          "a capsule's maximum radius must be a finite number of points, at least 0; \(maximum)"
        ]
      )
    case .capsule: (self, [])
    case .corners(let radii, let uniform):
      (
        .init(form: .corners(radii.map { $0?.validated.radius }, uniform: uniform)),
        // A radius given for several corners is one mistake.
        radii.compactMap { $0?.validated.problem }.reduce(into: []) { problems, problem in
          if !problems.contains(problem) { problems.append(problem) }
        }
      )
    }
  }
}
