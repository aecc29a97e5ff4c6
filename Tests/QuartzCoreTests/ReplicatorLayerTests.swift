import CoreGraphics
import Foundation
import QuartzCore
import Raster
import Testing

/// `CAReplicatorLayer` draws its sublayers once per copy, each copy transformed by
/// `instanceTransform` from the one before about the replicator's centre, its alpha changed by
/// `instanceAlphaOffset`.
@MainActor
@Suite struct ReplicatorLayerTests {
  /// A replicator over `width`×`height` points holding a red 10×10 square at `origin`.
  func replicator(
    width: CGFloat, height: CGFloat, square origin: CGPoint = .zero,
    _ configure: (CAReplicatorLayer) -> Void
  ) -> Pixmap {
    let layer = CAReplicatorLayer()
    layer.frame = CGRect(x: 0, y: 0, width: width, height: height)
    layer.addSublayer(filledLayer(CGRect(origin: origin, size: CGSize(width: 10, height: 10)), red))
    configure(layer)
    return rendering(
      root(width: width, height: height, [layer]), width: Int(width), height: Int(height))
  }

  @Test func defaultsDrawTheSublayersOnce() {
    let layer = CAReplicatorLayer()
    #expect(layer.instanceCount == 1)
    #expect(CATransform3DIsIdentity(layer.instanceTransform))
    #expect(layer.instanceColor == CGColor(gray: 1, alpha: 1))
    #expect(layer.instanceAlphaOffset == 0 && layer.instanceDelay == 0)
    let pixels = replicator(width: 30, height: 10) { _ in }
    #expect(pixels[5, 5] == .red)
    #expect(pixels[15, 5].a == 0)
  }

  /// Three copies, each 10 points right of the one before.
  @Test func copiesFollowTheInstanceTransform() {
    let pixels = replicator(width: 40, height: 10) { layer in
      layer.instanceCount = 3
      layer.instanceTransform = CATransform3DMakeTranslation(10, 0, 0)
    }
    #expect(pixels[5, 5] == .red && pixels[15, 5] == .red && pixels[25, 5] == .red)
    #expect(pixels[35, 5].a == 0)
  }

  /// Half a turn about the centre of a 40×20 replicator takes the top-left square to the
  /// bottom-right corner.
  @Test func theTransformTurnsAboutTheReplicatorsCentre() {
    let pixels = replicator(width: 40, height: 20) { layer in
      layer.instanceCount = 2
      layer.instanceTransform = CATransform3DMakeRotation(.pi, 0, 0, 1)
    }
    #expect(pixels[5, 5] == .red)
    #expect(pixels[35, 15] == .red)
    #expect(pixels[35, 5].a == 0 && pixels[5, 15].a == 0)
  }

  /// Alpha 1, then 0.5, then 0: each copy's colours are multiplied by its alpha.
  @Test func alphaOffsetFadesTheCopies() {
    let pixels = replicator(width: 30, height: 10) { layer in
      layer.instanceCount = 3
      layer.instanceTransform = CATransform3DMakeTranslation(10, 0, 0)
      layer.instanceAlphaOffset = -0.5
    }
    #expect(pixels[5, 5] == .red)
    #expect(pixels[15, 5].isClose(to: PremultipliedColor(r: 128, g: 0, b: 0, a: 128)))
    #expect(pixels[25, 5].a == 0)
  }

  @Test func noCopiesDrawNoSublayers() {
    let pixels = replicator(width: 20, height: 10) { layer in
      layer.instanceCount = 0
      layer.backgroundColor = blue
    }
    #expect(pixels[5, 5] == .blue)
  }

  /// A sublayer outside a clipping replicator is still drawn when a copy of it is inside.
  @Test func aCopyInsideTheBoundsIsDrawnThoughTheSublayerIsOutside() {
    let pixels = replicator(width: 20, height: 10, square: CGPoint(x: -10, y: 0)) { layer in
      layer.masksToBounds = true
      layer.instanceCount = 2
      layer.instanceTransform = CATransform3DMakeTranslation(10, 0, 0)
    }
    #expect(pixels[5, 5] == .red)
    #expect(pixels[15, 5].a == 0)
  }

  /// A copy of the layer keeps its replication.
  @Test func initLayerCopiesTheReplication() {
    let layer = CAReplicatorLayer()
    layer.instanceCount = 4
    layer.instanceDelay = 0.25
    layer.instanceAlphaOffset = -0.1
    let copy = CAReplicatorLayer(layer: layer)
    #expect(copy.instanceCount == 4 && copy.instanceDelay == 0.25)
    #expect(copy.instanceAlphaOffset == -0.1)
  }
}
