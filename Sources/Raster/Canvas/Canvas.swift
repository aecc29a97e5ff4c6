/// Draws into a pixmap with CoreGraphics' model: a graphics state (CTM, clip, paints, stroke
/// style, global alpha, blend mode, shadow, interpolation, anti-aliasing) saved and restored
/// on a stack, transparency layers, and drawing calls that each map to one `CGContext` call.
///
/// Device space is the pixmap's: pixel (x, y) covers x…x+1, y…y+1, y pointing down. The CTM
/// maps user space to it; a façade with a y-up base space (CoreGraphics' own) puts its flip in
/// the CTM.
public final class Canvas {
  /// The pixels drawn into.
  public let pixmap: Pixmap
  var state: GraphicsState
  private var savedStates: [GraphicsState] = []
  /// Open transparency layers, innermost last.
  var layers: [TransparencyLayer] = []
  /// Where drawing lands now: the pixmap, or the innermost layer.
  var surface: Surface
  /// Whether any drawing call has painted or cleared since the canvas was made (or the caller
  /// said it wrote pixels itself): how a view learns that its drawing drew nothing without
  /// reading back every pixel of its store.
  public internal(set) var hasPainted = false

  /// A canvas over `pixmap` with the default state: identity CTM, clip to the whole pixmap,
  /// black fill and stroke, alpha 1, normal blending, no shadow, anti-aliasing on.
  public init(pixmap: Pixmap) {
    self.pixmap = pixmap
    state = GraphicsState(clip: Clip(bounds: pixmap.bounds))
    surface = Surface(pixmap)
  }

  /// Records that the pixels were written other than through the canvas (through a bitmap
  /// context's `data`, for instance).
  public func notePaintedDirectly() {
    hasPainted = true
  }

  // MARK: Graphics state

  /// The current transformation matrix: user space to device pixels.
  public var transform: Transform {
    get { state.transform }
    set { state.transform = newValue }
  }

  /// Applies `t` before the current CTM (CoreGraphics' `concatenate`).
  public func concatenate(_ t: Transform) {
    state.transform = t.concatenating(state.transform)
  }

  public var fillPaint: Paint {
    get { state.fillPaint }
    set { state.fillPaint = newValue }
  }

  public var strokePaint: Paint {
    get { state.strokePaint }
    set { state.strokePaint = newValue }
  }

  /// Width, caps, joins, miter limit and dashes of `stroke(_:)`, in user space.
  public var strokeStyle: StrokeStyle {
    get { state.strokeStyle }
    set { state.strokeStyle = newValue }
  }

  /// Global alpha, multiplied into everything drawn (clamped to 0…1 when used).
  public var alpha: Double {
    get { state.alpha }
    set { state.alpha = newValue }
  }

  public var blendMode: BlendMode {
    get { state.blendMode }
    set { state.blendMode = newValue }
  }

  /// The shadow drawn beneath every drawing call; nil for none.
  public var shadow: Shadow? {
    get { state.shadow }
    set { state.shadow = newValue }
  }

  public var interpolationQuality: InterpolationQuality {
    get { state.interpolationQuality }
    set { state.interpolationQuality = newValue }
  }

  /// Whether edges are anti-aliased; off, a pixel is painted fully when at least half covered.
  public var shouldAntialias: Bool {
    get { state.antialias }
    set { state.antialias = newValue }
  }

  /// The device pixels the clip lets through, at most (empty when everything is clipped out).
  public var clipBounds: IntRect { state.clip.bounds }

  /// Pushes a copy of the graphics state.
  public func save() {
    savedStates.append(state)
  }

  /// Brings back the state of the matching `save()`; ignored when nothing is saved, or when
  /// the save belongs outside the innermost open transparency layer.
  public func restore() {
    guard let last = savedStates.last,
      savedStates.count > (layers.last.map { $0.savedDepth + 1 } ?? 0)
    else { return }
    savedStates.removeLast()
    state = last
  }

  /// The depth of the save stack, for layers to restore to.
  var saveDepth: Int { savedStates.count }

  /// Restores to a save depth, discarding saves the caller left unbalanced.
  func restore(toDepth depth: Int) {
    while savedStates.count > depth { state = savedStates.removeLast() }
  }
}
