import CoreGraphics
import Foundation

/// Settings of a whole compositional layout.
@preconcurrency @MainActor
public final class UICollectionViewCompositionalLayoutConfiguration {
  /// The direction the sections follow each other in (stored only: vertical).
  public var scrollDirection: UICollectionView.ScrollDirection = .vertical
  /// The space between sections.
  public var interSectionSpacing: CGFloat = 0
  /// Headers and footers of the whole layout (stored only).
  public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

  public init() {}
}

/// A layout made of sections of groups of items, each sized absolutely, as a fraction of
/// its container, or estimated and sized by its content; lists are one kind of section.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
  public typealias SectionProvider =
    @MainActor (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

  private let sectionProvider: SectionProvider
  /// The layout's settings.
  open var configuration: UICollectionViewCompositionalLayoutConfiguration {
    didSet { invalidateLayout() }
  }
  /// The list appearance of a layout made by ``list(using:)``, whose background the
  /// collection view takes.
  private var listBackground: UIColor?

  private var unmeasuredAxes: [IndexPath: UIAxis] = [:]
  private var listPlacements: [IndexPath: ListCellPlacement] = [:]

  /// A layout of `section` for every section.
  public convenience init(section: NSCollectionLayoutSection) {
    self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
  }

  public convenience init(
    section: NSCollectionLayoutSection,
    configuration: UICollectionViewCompositionalLayoutConfiguration
  ) {
    self.init(sectionProvider: { _, _ in section }, configuration: configuration)
  }

  /// A layout whose sections `sectionProvider` makes, given the section's index.
  public convenience init(sectionProvider: @escaping SectionProvider) {
    self.init(
      sectionProvider: sectionProvider,
      configuration: UICollectionViewCompositionalLayoutConfiguration())
  }

  public init(
    sectionProvider: @escaping SectionProvider,
    configuration: UICollectionViewCompositionalLayoutConfiguration
  ) {
    self.sectionProvider = sectionProvider
    self.configuration = configuration
    super.init()
  }

  public required init?(coder: NSCoder) { return nil }

  /// A layout of list sections in `configuration`'s appearance; grouped lists start 35 points
  /// down, as grouped tables do.
  public static func list(using configuration: UICollectionLayoutListConfiguration)
    -> UICollectionViewCompositionalLayout
  {
    let layout = UICollectionViewCompositionalLayout { index, environment in
      let section = NSCollectionLayoutSection.list(
        using: configuration, layoutEnvironment: environment)
      if index == 0, section.contentInsets.top > 0 {
        section.contentInsets.top = TableMetrics.groupedFirstHeaderHeight
      }
      return section
    }
    layout.listBackground = configuration.resolvedBackgroundColor
    return layout
  }

  override var computesAttributes: Bool { true }

  override func unmeasuredSelfSizingAxes(at indexPath: IndexPath) -> UIAxis {
    unmeasuredAxes[indexPath] ?? []
  }

  override func listPlacement(at indexPath: IndexPath) -> ListCellPlacement? {
    listPlacements[indexPath]
  }

  /// Lays every section out, one below another.
  open override func prepare() {
    super.prepare()
    computed = ComputedLayout()
    unmeasuredAxes = [:]
    listPlacements = [:]
    guard let collectionView else { return }
    if let listBackground {
      collectionView.backgroundColor = listBackground
      self.listBackground = nil
    }
    let size = collectionView.bounds.size
    let environment = LayoutEnvironment(
      contentSize: size, traitCollection: collectionView.traitCollection)
    var y: CGFloat = 0
    for (index, count) in collectionView.sectionItemCounts.enumerated() {
      guard let section = sectionProvider(index, environment) else { continue }
      if index > 0 { y += configuration.interSectionSpacing }
      var placer = SectionPlacer(
        section: section, index: index, count: count,
        measured: collectionView.measuredItemSizes, viewHeight: size.height,
        attributesClass: attributesClass)
      y = placer.place(from: y, width: size.width)
      for attributes in placer.attributes { computed.add(attributes) }
      unmeasuredAxes.merge(placer.unmeasured) { $1 }
      listPlacements.merge(placer.listPlacements) { $1 }
    }
    computed.contentSize = CGSize(width: size.width, height: y)
  }
}

/// Places one section's boundary items and groups.
@MainActor
private struct SectionPlacer {
  let section: NSCollectionLayoutSection
  let index: Int
  let count: Int
  let measured: [IndexPath: CGSize]
  let viewHeight: CGFloat
  /// The class of the attributes made: the layout's ``UICollectionViewLayout/layoutAttributesClass``.
  let attributesClass: UICollectionViewLayoutAttributes.Type
  var attributes: [UICollectionViewLayoutAttributes] = []
  var unmeasured: [IndexPath: UIAxis] = [:]
  var listPlacements: [IndexPath: ListCellPlacement] = [:]
  private var next = 0

  init(
    section: NSCollectionLayoutSection, index: Int, count: Int, measured: [IndexPath: CGSize],
    viewHeight: CGFloat, attributesClass: UICollectionViewLayoutAttributes.Type
  ) {
    self.attributesClass = attributesClass
    self.section = section
    self.index = index
    self.count = count
    self.measured = measured
    self.viewHeight = viewHeight
  }

  /// Places the section from `top` in a `width`-wide view; returns its bottom.
  mutating func place(from top: CGFloat, width: CGFloat) -> CGFloat {
    let insets = section.contentInsets
    let contentWidth = max(0, width - insets.leading - insets.trailing)
    let container = CGSize(width: contentWidth, height: viewHeight)
    var y = top
    y = placeBoundaryItems(
      at: [.top, .topLeading, .topTrailing], from: y, x: insets.leading, container: container)
    y += insets.top
    if section.orthogonalScrollingBehavior == .none {
      var first = true
      while next < count {
        if !first { y += section.interGroupSpacing }
        first = false
        y +=
          place(
            section.group, at: CGPoint(x: insets.leading, y: y), in: container, forcedLength: nil
          ).height
      }
    } else {
      // Groups side by side; what lies past the view's width is its later pages.
      var x = insets.leading
      var rowHeight: CGFloat = 0
      while next < count {
        let size = place(section.group, at: CGPoint(x: x, y: y), in: container, forcedLength: nil)
        rowHeight = max(rowHeight, size.height)
        x += size.width + section.interGroupSpacing
      }
      y += rowHeight
    }
    y += insets.bottom
    return placeBoundaryItems(
      at: [.bottom, .bottomLeading, .bottomTrailing], from: y, x: insets.leading,
      container: container)
  }

  private mutating func placeBoundaryItems(
    at alignments: Set<NSRectAlignment>, from top: CGFloat, x: CGFloat, container: CGSize
  ) -> CGFloat {
    var y = top
    for item in section.boundarySupplementaryItems where alignments.contains(item.alignment) {
      let indexPath = IndexPath(item: 0, section: index)
      var size = item.layoutSize.resolved(in: container)
      if item.layoutSize.heightDimension.isEstimated, let list = section.listConfiguration {
        size.height = listTitleHeight(kind: item.elementKind, list: list)
      }
      let element = attributesClass.supplementaryView(
        ofKind: item.elementKind, at: indexPath)
      element.frame = CGRect(x: x, y: y, width: size.width, height: size.height)
      element.zIndex = 10
      attributes.append(element)
      y += size.height
    }
    return y
  }

  /// A list header's or footer's height: the grouped header or footer style's margins around
  /// one line of its text.
  private func listTitleHeight(kind: String, list: UICollectionLayoutListConfiguration) -> CGFloat {
    let header = kind == UICollectionView.elementKindSectionHeader
    let grouped = list.appearance == .grouped || list.appearance == .insetGrouped
    let configuration: UIListContentConfiguration =
      header
      ? (grouped ? .groupedHeader() : .plainHeader())
      : (grouped ? .groupedFooter() : .plainFooter())
    let margins = configuration.directionalLayoutMargins
    return margins.top + configuration.textProperties.font.lineHeight.rounded(.up) + margins.bottom
  }

  /// Places `item` (a group, recursively, or a cell) at `origin` in `container`; returns the
  /// space it took. `forcedLength` overrides its length along its group's axis.
  private mutating func place(
    _ item: NSCollectionLayoutItem, at origin: CGPoint, in container: CGSize,
    forcedLength: (length: CGFloat, horizontal: Bool)?
  ) -> CGSize {
    var size = item.layoutSize.resolved(in: container)
    if let forcedLength {
      if forcedLength.horizontal {
        size.width = forcedLength.length
      } else {
        size.height = forcedLength.length
      }
    }
    guard let group = item as? NSCollectionLayoutGroup else {
      return placeCell(item, at: origin, size: size)
    }
    let horizontal = group.axis == .horizontal
    let spacing = group.interItemSpacing?.spacing ?? 0
    let length = horizontal ? size.width : size.height
    var offset: CGFloat = 0
    var extent: CGFloat = 0
    var placed = 0
    func advance(_ taken: CGSize) {
      offset += (horizontal ? taken.width : taken.height) + spacing
      extent = max(extent, horizontal ? taken.height : taken.width)
      placed += 1
    }
    if let fixedCount = group.count, let subitem = group.subitems.first {
      let each = (length - spacing * CGFloat(max(0, fixedCount - 1))) / CGFloat(max(1, fixedCount))
      for _ in 0..<fixedCount where next < count {
        let at =
          horizontal
          ? CGPoint(x: origin.x + offset, y: origin.y) : CGPoint(x: origin.x, y: origin.y + offset)
        advance(place(subitem, at: at, in: size, forcedLength: (each, horizontal)))
      }
    } else if !group.subitems.isEmpty {
      var cursor = 0
      while next < count {
        let subitem = group.subitems[cursor % group.subitems.count]
        let subSize = subitem.layoutSize.resolved(in: size)
        let subLength = horizontal ? subSize.width : subSize.height
        if placed > 0 && offset + subLength > length + 0.001 { break }
        let at =
          horizontal
          ? CGPoint(x: origin.x + offset, y: origin.y) : CGPoint(x: origin.x, y: origin.y + offset)
        advance(place(subitem, at: at, in: size, forcedLength: nil))
        cursor += 1
        // A subitem of no length would never fill the group.
        if subLength <= 0 { break }
      }
    }
    let used = max(0, offset - spacing)
    if horizontal {
      if group.layoutSize.heightDimension.isEstimated { size.height = extent }
    } else if group.layoutSize.heightDimension.isEstimated {
      size.height = used
    }
    return size
  }

  private mutating func placeCell(
    _ item: NSCollectionLayoutItem, at origin: CGPoint, size: CGSize
  ) -> CGSize {
    guard next < count else { return .zero }
    let indexPath = IndexPath(item: next, section: index)
    next += 1
    let insets = item.contentInsets
    var cell = CGSize(
      width: max(0, size.width - insets.leading - insets.trailing),
      height: max(0, size.height - insets.top - insets.bottom))
    var axes: UIAxis = []
    if item.layoutSize.widthDimension.isEstimated { axes.insert(.horizontal) }
    if item.layoutSize.heightDimension.isEstimated { axes.insert(.vertical) }
    if !axes.isEmpty {
      if let measured = measured[indexPath] {
        if axes.contains(.horizontal) { cell.width = measured.width }
        if axes.contains(.vertical) { cell.height = measured.height }
      } else {
        unmeasured[indexPath] = axes
      }
    }
    let element = attributesClass.cell(at: indexPath)
    element.frame = CGRect(
      x: origin.x + insets.leading, y: origin.y + insets.top, width: cell.width,
      height: cell.height)
    attributes.append(element)
    if let list = section.listConfiguration {
      listPlacements[indexPath] = ListCellPlacement(
        appearance: list.appearance, isFirstInSection: indexPath.item == 0,
        isLastInSection: indexPath.item == count - 1, showsSeparators: list.showsSeparators)
    }
    return CGSize(
      width: cell.width + insets.leading + insets.trailing,
      height: cell.height + insets.top + insets.bottom)
  }
}
