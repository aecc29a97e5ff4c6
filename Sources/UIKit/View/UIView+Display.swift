import CoreGraphics
import QuartzCore
import Raster

/// A view's drawing: pixels at the view's scale, kept between display passes so that
/// `setNeedsDisplay(_:)` redraws only part of it.
struct BackingStore {
  let pixmap: Pixmap
  let scale: CGFloat
  let bounds: CGRect
}

/// The part of the bounds the display pass in progress redraws, for `draw(_:in:)` to hand to
/// `draw(_:)`.
@MainActor var displayedRect: CGRect?

/// View classes whose last draw painted nothing. Only a guess at where a store's memory should
/// come from (see `Pixmap(likelyUntouchedWidth:height:)`): every view still draws, and what it
/// paints is kept, whatever its class did before.
@MainActor private var classesLastSeenNotPainting = Set<ObjectIdentifier>()

extension UIView {
  /// The layer asks its view to fill its contents: the view draws its backing store, all of
  /// it or only the rect marked by `setNeedsDisplay(_:)`.
  public func display(_ layer: CALayer) {
    drawBackingStore(dirtyRect: layer.pendingDisplayRect)
  }

  private func drawBackingStore(dirtyRect: CGRect?) {
    let scale = contentScaleFactor
    let bounds = self.bounds
    // The bounds' width and height, which are never negative.
    let size = CGSize(width: bounds.width, height: bounds.height)
    guard let (width, height) = bitmapPixelSize(of: size, scale: scale) else {
      backingStore = nil
      layer.contents = nil
      return
    }
    let kept = backingStore.flatMap { store in
      store.scale == scale && store.bounds.size == bounds.size ? store.pixmap : nil
    }
    let partial = dirtyRect.map { kept != nil && !$0.contains(bounds) } ?? false
    let viewClass = ObjectIdentifier(type(of: self))
    guard
      let pixmap = kept ?? (try? newStorePixmap(width: width, height: height, viewClass))
    else { return }
    let context = makeUIKitContext(over: pixmap, bounds: bounds, scale: scale)
    var rect = bounds
    if partial, let dirtyRect {
      rect = dirtyRect.intersection(bounds)
      context.clip(to: rect)
      context.clear(rect)
    } else if kept != nil {
      context.clear(bounds)
    }
    reachedBaseDraw = false
    UpdateCycleTrace.observer?("draw(_:)", self)
    displayedRect = rect
    draw(layer, in: context)
    displayedRect = nil
    // UIView's own draw(_:) reached and nothing painted: this draw keeps no pixels (its
    // untouched store has cost no memory; see PixelMemory). Decided per view and per draw,
    // never per class: a subclass may call super.draw(_:) and draw only when it has data.
    // Contents set by other code (a snapshot view's picture) stay, as on iOS, where a view that
    // does not draw is never asked to; only this view's own earlier pixels go.
    if reachedBaseDraw && !partial && !context.canvas.hasPainted {
      classesLastSeenNotPainting.insert(viewClass)
      if backingStore != nil { layer.contents = nil }
      backingStore = nil
      return
    }
    classesLastSeenNotPainting.remove(viewClass)
    backingStore = BackingStore(pixmap: pixmap, scale: scale, bounds: bounds)
    layer.contentsScale = scale
    layer.contents = CGImage(adopting: pixmap)
  }

  /// A new store's pixels: memory that costs nothing unless drawn into for a class whose last
  /// draw painted nothing (container views: clearing a pooled full-screen block for each
  /// would cost more than the whole screen's drawing), pooled memory otherwise.
  private func newStorePixmap(width: Int, height: Int, _ viewClass: ObjectIdentifier)
    throws(PixmapError) -> Pixmap
  {
    guard classesLastSeenNotPainting.contains(viewClass) else {
      return try Pixmap(width: width, height: height)
    }
    return try Pixmap(likelyUntouchedWidth: width, height: height)
  }
}
