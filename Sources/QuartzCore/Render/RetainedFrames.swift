import CoreGraphics
import Raster

/// The last frames rendered of a layer tree, kept so that the next render redraws only the
/// pixels that can have changed (`LayerTreeRecord.damage(since:)`) instead of the whole tree.
///
/// A frame handed out as an image shares its pixels with the image, so it is only drawn into
/// again once no image holds it. Two frames take turns, as a swap chain's buffers do: while the
/// caller keeps the last image, the frame before it is redrawn where either render changed.
@MainActor
final class RetainedFrames {
  let bounds: CGRect
  let scale: CGFloat
  private let pixels: IntRect
  private var record: LayerTreeRecord?
  private var frames: [Frame] = []

  private final class Frame {
    var pixmap: Pixmap
    /// Pixels that no longer show the tree; nil when the frame is current.
    var stale: IntRect?
    /// Whether the frame has never been drawn: its memory is still all transparent.
    var isBlank = true

    init(pixmap: Pixmap, stale: IntRect) {
      self.pixmap = pixmap
      self.stale = stale
    }
  }

  /// Frames of `bounds` (points) at `scale`; nil for a size no bitmap can have.
  init?(bounds: CGRect, scale: CGFloat) {
    guard bounds.origin.x.isFinite, bounds.origin.y.isFinite,
      let (width, height) = bitmapPixelSize(of: bounds.size, scale: scale)
    else { return nil }
    self.bounds = bounds
    self.scale = scale
    pixels = IntRect(x: 0, y: 0, width: width, height: height)
  }

  /// The tree of `layer` as `render(in:)` draws it, redrawing only what changed since the
  /// frame it reuses.
  func image(of layer: CALayer) -> CGImage? {
    let current = LayerTreeRecord(
      of: layer,
      transform: CGAffineTransform(
        a: scale, b: 0, c: 0, d: scale, tx: -bounds.minX * scale, ty: -bounds.minY * scale),
      bounds: pixels)
    if let damage = record.map({ current.damage(since: $0) }) ?? pixels {
      for frame in frames { frame.stale = frame.stale.union(damage) }
    }
    record = current
    guard let frame = reusableFrame() ?? newFrame() else { return nil }
    if let stale = frame.stale { redraw(stale, of: frame, layer: layer) }
    frame.stale = nil
    return CGImage(adopting: frame.pixmap)
  }

  /// A frame no image holds any more.
  private func reusableFrame() -> Frame? {
    frames.first { isKnownUniquelyReferenced(&$0.pixmap) }
  }

  /// A new frame, in place of the oldest when both are held by images.
  private func newFrame() -> Frame? {
    guard let pixmap = try? Pixmap(width: pixels.width, height: pixels.height) else { return nil }
    if frames.count == 2 { frames.removeFirst() }
    let frame = Frame(pixmap: pixmap, stale: pixels)
    frames.append(frame)
    return frame
  }

  private func redraw(_ area: IntRect, of frame: Frame, layer: CALayer) {
    let context = makeUIKitContext(over: frame.pixmap, bounds: bounds, scale: scale)
    if !frame.isBlank {
      let canvas = context.canvas
      let transform = canvas.transform
      canvas.transform = .identity
      let rect = Rect(
        x: Double(area.x), y: Double(area.y), width: Double(area.width),
        height: Double(area.height))
      canvas.clip(to: rect)
      canvas.clearRect(rect)
      canvas.transform = transform
    }
    frame.isBlank = false
    layer.render(in: context)
  }
}

extension CALayer {
  /// An image of the layer's tree, as `render(in:)` draws it into a UIKit context showing
  /// `bounds` at `scale`, for images of the same layer made again and again (snapshots of a
  /// screen as it changes): the layer keeps its last frames and redraws only the pixels that
  /// can differ from them. Nil for a size no bitmap can have.
  package func retainedImage(bounds: CGRect, scale: CGFloat) -> CGImage? {
    if retainedFrames?.bounds != bounds || retainedFrames?.scale != scale {
      retainedFrames = RetainedFrames(bounds: bounds, scale: scale)
    }
    return retainedFrames?.image(of: self)
  }
}
