import QuartzCore
import TestSupport
import Testing
import UIKit

/// iOS 26 corner configurations: the radii each form resolves to, as Apple documents them
/// (`corners` resolves each corner on its own, the `uniform` forms give a group of corners
/// the largest of theirs, a capsule is half the shorter side up to its maximum, a concentric
/// corner is the container's radius less the distance between the corners), and how the layer
/// draws them.
@MainActor
@Suite struct CornerConfigurationTests {
  private func view(_ width: CGFloat, _ height: CGFloat, in container: UIView? = nil) -> UIView {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
    container?.addSubview(view)
    return view
  }

  private func radii(_ view: UIView) -> [CGFloat] {
    [.topLeft, .topRight, .bottomLeft, .bottomRight].map { view.effectiveRadius(corner: $0) }
  }

  @Test func fixedRadiusRoundsEveryCornerOfTheLayer() {
    let card = view(100, 60)
    card.cornerConfiguration = .corners(radius: .fixed(20))
    #expect(radii(card) == [20, 20, 20, 20])
    #expect(card.effectiveRadius(corner: .allCorners) == 20)
    #expect(card.layer.cornerRadius == 20)
    #expect(card.layer.maskedCorners.rawValue == 0b1111)
    #expect(card.layer.cornerRadii == nil)
    #expect(card.layer.cornerCurve == .continuous)
  }

  /// Number literals are fixed radii; a nil corner is square; several corners give the
  /// largest of theirs.
  @Test func perCornerRadii() {
    let card = view(100, 100)
    card.cornerConfiguration = .uniformCorners(radius: 10)
    #expect(radii(card) == [10, 10, 10, 10])
    card.cornerConfiguration = .corners(
      topLeftRadius: 10, topRightRadius: 20, bottomLeftRadius: nil, bottomRightRadius: 40)
    #expect(radii(card) == [10, 20, 0, 40])
    #expect(card.effectiveRadius(corner: .allCorners) == 40)
    #expect(card.effectiveRadius(corner: [.topLeft, .bottomLeft]) == 10)
    #expect(
      card.layer.cornerRadii
        == LayerCornerRadii(topLeft: 10, topRight: 20, bottomLeft: 0, bottomRight: 40))
  }

  /// Rounding only the top corners is the layer's radius on its top corners (Core Animation
  /// names them y-up: MinY is the top in iOS's flipped geometry).
  @Test func uniformTopRadiusRoundsTheTopCorners() {
    let sheet = view(300, 200)
    sheet.cornerConfiguration = .uniformTopRadius(16)
    #expect(radii(sheet) == [16, 16, 0, 0])
    #expect(sheet.layer.cornerRadius == 16)
    #expect(sheet.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
    #expect(sheet.layer.cornerRadii == nil)
    sheet.cornerConfiguration = .uniformEdges(leftRadius: 4, rightRadius: 12)
    #expect(radii(sheet) == [4, 12, 4, 12])
    sheet.cornerConfiguration = .uniformBottomRadius(8, topLeftRadius: 2)
    #expect(radii(sheet) == [2, 0, 8, 8])
  }

  /// Half the shorter side (60 / 2), at most the maximum, and following the size.
  @Test func capsuleFollowsTheSize() {
    let pill = view(200, 60)
    pill.cornerConfiguration = .capsule()
    #expect(radii(pill) == [30, 30, 30, 30])
    pill.frame.size.height = 100
    pill.layoutIfNeeded()
    #expect(pill.layer.cornerRadius == 50)
    pill.cornerConfiguration = .capsule(maximumRadius: 12)
    #expect(radii(pill) == [12, 12, 12, 12])
  }

  /// A 24-point container and a view 8 points in from its top and sides: its top corners are
  /// 24 − 8 = 16; its bottom ones, 92 points above the container's bottom, would be negative
  /// and are square, or the minimum. The uniform form gives all four the largest, 16.
  @Test func concentricCornersFollowTheContainer() {
    let container = view(300, 200)
    container.cornerConfiguration = .corners(radius: .fixed(24))
    let inner = UIView(frame: CGRect(x: 8, y: 8, width: 284, height: 100))
    container.addSubview(inner)
    inner.cornerConfiguration = .corners(radius: .containerConcentric())
    #expect(radii(inner) == [16, 16, 0, 0])
    inner.cornerConfiguration = .corners(radius: .containerConcentric(minimum: 6))
    #expect(radii(inner) == [16, 16, 6, 6])
    inner.cornerConfiguration = .uniformCorners(radius: .containerConcentric())
    #expect(radii(inner) == [16, 16, 16, 16])
    // 12 in from the left, 4 from the top: the corner is as far in as the larger distance.
    inner.frame.origin = CGPoint(x: 12, y: 4)
    inner.cornerConfiguration = .corners(radius: .containerConcentric())
    #expect(inner.effectiveRadius(corner: .topLeft) == 12)
  }

  /// A container rounded by its layer alone counts too: 20 − 5 = 15.
  @Test func concentricWithALayerRoundedContainer() {
    let container = view(100, 100)
    container.layer.cornerRadius = 20
    let inner = UIView(frame: CGRect(x: 5, y: 5, width: 90, height: 90))
    container.addSubview(inner)
    inner.cornerConfiguration = .corners(radius: .containerConcentric())
    #expect(radii(inner) == [15, 15, 15, 15])
    #expect(UIView().effectiveRadius(corner: .allCorners) == 0)
  }

  @Test func negativeRadiusIsReportedAndSquare() {
    let card = view(100, 100)
    let messages = capturingLayoutLog { card.cornerConfiguration = .corners(radius: .fixed(-5)) }
    #expect(messages.count == 1)
    #expect(messages.first?.contains("-5.0") == true)
    #expect(radii(card) == [0, 0, 0, 0])
  }

  /// The layer draws what the configuration says: outside the 20-point corner the background
  /// shows through, inside it the view's colour.
  @Test func fixedCornersDrawRounded() throws {
    let canvas = view(100, 100)
    canvas.backgroundColor = .white
    let card = view(100, 100, in: canvas)
    card.backgroundColor = .black
    card.cornerConfiguration = .corners(radius: .fixed(20))
    let image = try #require(canvas.renderedImage(scale: 1).cgImage)
    #expect(image.pixmap[1, 1].r == 255)
    #expect(image.pixmap[98, 98].r == 255)
    #expect(image.pixmap[50, 1].r == 0)
    #expect(image.pixmap[10, 10].r == 0)
  }

  /// A card with 20-point corners holding an inset panel with concentric corners (12 points:
  /// 20 less its 8-point inset), a capsule, and a sheet rounded at the top only.
  @Test func golden() throws {
    let canvas = view(320, 200)
    canvas.backgroundColor = .systemGroupedBackground
    let card = UIView(frame: CGRect(x: 16, y: 16, width: 176, height: 168))
    card.backgroundColor = .systemBlue
    card.cornerConfiguration = .corners(radius: .fixed(20))
    canvas.addSubview(card)
    let panel = UIView(frame: CGRect(x: 8, y: 8, width: 160, height: 80))
    panel.backgroundColor = .white
    panel.cornerConfiguration = .corners(radius: .containerConcentric(minimum: 4))
    card.addSubview(panel)
    let pill = UIView(frame: CGRect(x: 208, y: 16, width: 96, height: 40))
    pill.backgroundColor = .systemGreen
    pill.cornerConfiguration = .capsule()
    canvas.addSubview(pill)
    let sheet = UIView(frame: CGRect(x: 208, y: 72, width: 96, height: 112))
    sheet.backgroundColor = .systemOrange
    sheet.cornerConfiguration = .uniformTopRadius(24)
    canvas.addSubview(sheet)
    canvas.layoutIfNeeded()
    #expect(radii(panel) == [12, 12, 4, 4])
    let image = try #require(canvas.renderedImage(scale: 2).cgImage)
    try GoldenImage.assertMatches(image.pixmap, golden: "UIKit/Views/corner-configuration.png")
  }
}
