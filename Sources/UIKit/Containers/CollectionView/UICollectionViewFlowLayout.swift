import CoreGraphics
import Foundation

/// A layout of items in lines: across the view, line after line down it (or down, column
/// after column across it when scrolling horizontally), with section insets, headers and
/// footers.
///
/// As UIKit's flow layout does, each line is justified: its items start at the leading inset
/// and end at the trailing one with equal space between them (at least the minimum interitem
/// spacing); a line of one item centres it. Items are centred across their line.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
  /// An estimated item size that asks items to size themselves.
  public static let automaticSize = CGSize(
    width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)

  /// What the section insets are measured from.
  public enum SectionInsetReference: Int, Sendable {
    case fromContentInset, fromSafeArea, fromLayoutMargins
  }

  /// The size of items the delegate does not size. 50 × 50 by default.
  open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
  /// Non-zero: items size themselves, starting from this estimate
  /// (``automaticSize`` for 50 × 50).
  open var estimatedItemSize = CGSize.zero { didSet { invalidateLayout() } }
  /// The least space between lines. 10 by default.
  open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
  /// The least space between items in a line. 10 by default.
  open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
  /// The margins around each section's items.
  open var sectionInset = UIEdgeInsets.zero { didSet { invalidateLayout() } }
  /// What ``sectionInset`` is measured from.
  open var sectionInsetReference: SectionInsetReference = .fromContentInset {
    didSet { invalidateLayout() }
  }
  /// The size of section headers (the height when scrolling vertically); zero for none.
  open var headerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
  /// The size of section footers; zero for none.
  open var footerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
  /// The scrolling direction. Vertical by default.
  open var scrollDirection: UICollectionView.ScrollDirection = .vertical {
    didSet { invalidateLayout() }
  }
  /// Whether headers stay in view while their section is (stored only).
  open var sectionHeadersPinToVisibleBounds = false
  /// Whether footers stay in view while their section is (stored only).
  open var sectionFootersPinToVisibleBounds = false

  public override init() { super.init() }

  public required init?(coder: NSCoder) { return nil }

  override var computesAttributes: Bool { true }

  override func unmeasuredSelfSizingAxes(at indexPath: IndexPath) -> UIAxis {
    estimatedItemSize != .zero && collectionView?.measuredItemSizes[indexPath] == nil ? .both : []
  }

  /// Lays every section out.
  open override func prepare() {
    super.prepare()
    computed = ComputedLayout()
    guard let collectionView else { return }
    let vertical = scrollDirection == .vertical
    let size = collectionView.bounds.size
    // Lengths along a line (across the scrolling) and along the scrolling.
    let across = vertical ? size.width : size.height
    let extra = referenceInsets(of: collectionView)
    var position: CGFloat = 0
    for (section, count) in collectionView.sectionItemCounts.enumerated() {
      let metrics = sectionMetrics(section, in: collectionView)
      let inset = metrics.inset
      let header = metrics.header
      let headerLength = vertical ? header.height : header.width
      if headerLength > 0 {
        add(
          UICollectionView.elementKindSectionHeader, section: section,
          frame: rect(vertical, along: position, length: headerLength, across: 0, width: across))
        position += headerLength
      }
      let near = vertical ? inset.top : inset.left
      let far = vertical ? inset.bottom : inset.right
      let start = (vertical ? inset.left + extra.left : inset.top + extra.top)
      let end = across - (vertical ? inset.right + extra.right : inset.bottom + extra.bottom)
      position += near
      position = layLines(
        section: section, count: count, from: position, across: start..<max(start, end),
        metrics: metrics, in: collectionView, vertical: vertical)
      position += far
      let footer = metrics.footer
      let footerLength = vertical ? footer.height : footer.width
      if footerLength > 0 {
        add(
          UICollectionView.elementKindSectionFooter, section: section,
          frame: rect(vertical, along: position, length: footerLength, across: 0, width: across))
        position += footerLength
      }
    }
    computed.contentSize =
      vertical
      ? CGSize(width: size.width, height: position) : CGSize(width: position, height: size.height)
  }

  /// Lays the items of a section into justified lines from `position`; returns the end of
  /// the last line.
  private func layLines(
    section: Int, count: Int, from position: CGFloat, across: Range<CGFloat>,
    metrics: SectionMetrics, in collectionView: UICollectionView, vertical: Bool
  ) -> CGFloat {
    let available = across.upperBound - across.lowerBound
    var lineStart = position
    var line: [(IndexPath, CGSize)] = []
    var lineLength: CGFloat = 0
    var first = true
    func flush() {
      guard !line.isEmpty else { return }
      if !first { lineStart += metrics.lineSpacing }
      first = false
      let thickness = line.map { vertical ? $0.1.height : $0.1.width }.max() ?? 0
      let used = line.reduce(0) { $0 + (vertical ? $1.1.width : $1.1.height) }
      let gap = line.count > 1 ? (available - used) / CGFloat(line.count - 1) : 0
      var along = line.count == 1 ? across.lowerBound + (available - used) / 2 : across.lowerBound
      for (indexPath, size) in line {
        let length = vertical ? size.width : size.height
        let depth = vertical ? size.height : size.width
        let attributes = attributesClass.cell(at: indexPath)
        attributes.frame = rect(
          vertical, along: lineStart + (thickness - depth) / 2, length: depth, across: along,
          width: length)
        computed.add(attributes)
        along += length + gap
      }
      lineStart += thickness
      line = []
      lineLength = 0
    }
    for item in 0..<count {
      let indexPath = IndexPath(item: item, section: section)
      let size = itemSize(at: indexPath, in: collectionView)
      let length = vertical ? size.width : size.height
      let needed = line.isEmpty ? length : lineLength + metrics.interitemSpacing + length
      if !line.isEmpty && needed > available { flush() }
      lineLength = line.isEmpty ? length : lineLength + metrics.interitemSpacing + length
      line.append((indexPath, size))
    }
    flush()
    return count == 0 ? position : lineStart
  }

  private func itemSize(at indexPath: IndexPath, in collectionView: UICollectionView) -> CGSize {
    if estimatedItemSize != .zero {
      if let measured = collectionView.measuredItemSizes[indexPath] { return measured }
      return estimatedItemSize == Self.automaticSize
        ? CGSize(width: 50, height: 50) : estimatedItemSize
    }
    return flowDelegate(of: collectionView)?.collectionView(
      collectionView, layout: self, sizeForItemAt: indexPath) ?? itemSize
  }

  private struct SectionMetrics {
    var inset: UIEdgeInsets
    var lineSpacing: CGFloat
    var interitemSpacing: CGFloat
    var header: CGSize
    var footer: CGSize
  }

  private func sectionMetrics(_ section: Int, in collectionView: UICollectionView)
    -> SectionMetrics
  {
    guard let delegate = flowDelegate(of: collectionView) else {
      return SectionMetrics(
        inset: sectionInset, lineSpacing: minimumLineSpacing,
        interitemSpacing: minimumInteritemSpacing, header: headerReferenceSize,
        footer: footerReferenceSize)
    }
    return SectionMetrics(
      inset: delegate.collectionView(collectionView, layout: self, insetForSectionAt: section),
      lineSpacing: delegate.collectionView(
        collectionView, layout: self, minimumLineSpacingForSectionAt: section),
      interitemSpacing: delegate.collectionView(
        collectionView, layout: self, minimumInteritemSpacingForSectionAt: section),
      header: delegate.collectionView(
        collectionView, layout: self, referenceSizeForHeaderInSection: section),
      footer: delegate.collectionView(
        collectionView, layout: self, referenceSizeForFooterInSection: section))
  }

  private func flowDelegate(of collectionView: UICollectionView)
    -> (any UICollectionViewDelegateFlowLayout)?
  {
    collectionView.delegate as? any UICollectionViewDelegateFlowLayout
  }

  /// The insets the section insets are measured from, beyond the content inset.
  private func referenceInsets(of collectionView: UICollectionView) -> UIEdgeInsets {
    switch sectionInsetReference {
    case .fromContentInset: .zero
    case .fromSafeArea: collectionView.safeAreaInsets
    case .fromLayoutMargins: collectionView.layoutMargins
    }
  }

  private func add(_ kind: String, section: Int, frame: CGRect) {
    let attributes = attributesClass.supplementaryView(
      ofKind: kind, at: IndexPath(item: 0, section: section))
    attributes.frame = frame
    attributes.zIndex = 10
    computed.add(attributes)
  }

  /// A rectangle from lengths along the scrolling (`along`, `length`) and across it
  /// (`across`, `width`).
  private func rect(
    _ vertical: Bool, along: CGFloat, length: CGFloat, across: CGFloat, width: CGFloat
  ) -> CGRect {
    vertical
      ? CGRect(x: across, y: along, width: width, height: length)
      : CGRect(x: along, y: across, width: length, height: width)
  }
}
