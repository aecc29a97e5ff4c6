import CoreGraphics

/// One length of a compositional layout's item, group or supplementary item: a fraction of
/// its container's width or height, a number of points, or an estimate the content refines.
@preconcurrency @MainActor
public final class NSCollectionLayoutDimension {
  enum Kind {
    case fractionalWidth, fractionalHeight, absolute, estimated
  }

  let kind: Kind
  /// The fraction, points or estimate.
  public let dimension: CGFloat

  private init(_ kind: Kind, _ dimension: CGFloat) {
    self.kind = kind
    self.dimension = dimension
  }

  /// A fraction of the container's width.
  public static func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(.fractionalWidth, fractionalWidth)
  }
  /// A fraction of the container's height.
  public static func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(.fractionalHeight, fractionalHeight)
  }
  /// A number of points.
  public static func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(.absolute, absoluteDimension)
  }
  /// An estimate: the content sizes itself when it comes into view.
  public static func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(.estimated, estimatedDimension)
  }

  public var isFractionalWidth: Bool { kind == .fractionalWidth }
  public var isFractionalHeight: Bool { kind == .fractionalHeight }
  public var isAbsolute: Bool { kind == .absolute }
  public var isEstimated: Bool { kind == .estimated }

  /// The length in a container of `size`.
  func resolved(in size: CGSize) -> CGFloat {
    switch kind {
    case .fractionalWidth: size.width * dimension
    case .fractionalHeight: size.height * dimension
    case .absolute, .estimated: dimension
    }
  }
}

/// A width and a height of a compositional layout's element.
@preconcurrency @MainActor
public final class NSCollectionLayoutSize {
  public let widthDimension: NSCollectionLayoutDimension
  public let heightDimension: NSCollectionLayoutDimension

  public init(
    widthDimension width: NSCollectionLayoutDimension,
    heightDimension height: NSCollectionLayoutDimension
  ) {
    widthDimension = width
    heightDimension = height
  }

  /// The size in a container of `size`.
  func resolved(in size: CGSize) -> CGSize {
    CGSize(width: widthDimension.resolved(in: size), height: heightDimension.resolved(in: size))
  }
}

/// The space between the items of a group: exactly so many points, or at least so many with
/// the rest of the group's length shared out.
@preconcurrency @MainActor
public final class NSCollectionLayoutSpacing {
  let spacing: CGFloat
  public let isFlexibleSpacing: Bool
  public var isFixedSpacing: Bool { !isFlexibleSpacing }

  private init(_ spacing: CGFloat, flexible: Bool) {
    self.spacing = spacing
    isFlexibleSpacing = flexible
  }

  public static func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing {
    NSCollectionLayoutSpacing(fixedSpacing, flexible: false)
  }
  public static func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing {
    NSCollectionLayoutSpacing(flexibleSpacing, flexible: true)
  }
}
