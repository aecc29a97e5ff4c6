import CoreGraphics

/// A colour, fixed or resolved from a trait collection (light and dark appearance).
///
/// Fixed colours keep the colour space they were made in: `init(white:alpha:)` makes a grey,
/// the other initialisers sRGB. Two colours are equal when they resolve, in the current trait
/// collection, to the same space and components.
///
/// Divergence: Display P3 components are taken as sRGB components (there is no colour
/// management; see `CGColorSpace`).
open class UIColor: NSObject, @unchecked Sendable {
  // Immutable after init, so sharing across threads is safe.
  let storage: Storage

  enum Storage: Sendable {
    case fixed(Components)
    case dynamic(@Sendable (UITraitCollection) -> UIColor)
  }

  /// Components of a fixed colour.
  enum Components: Hashable, Sendable {
    case gray(white: CGFloat, alpha: CGFloat)
    case rgb(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)

    var alpha: CGFloat {
      switch self {
      case .gray(_, let alpha), .rgb(_, _, _, let alpha): alpha
      }
    }

    var rgba: (CGFloat, CGFloat, CGFloat, CGFloat) {
      switch self {
      case .gray(let w, let a): (w, w, w, a)
      case .rgb(let r, let g, let b, let a): (r, g, b, a)
      }
    }
  }

  init(storage: Storage) {
    self.storage = storage
    super.init()
  }

  /// The colour `#colorLiteral(red:green:blue:alpha:)` makes (Xcode's colour swatches): sRGB
  /// components.
  public required convenience init(
    _colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float
  ) {
    self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
  }

  /// An sRGB colour; components outside 0...1 are kept (extended range), as on iOS.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    storage = .fixed(.rgb(red: red, green: green, blue: blue, alpha: alpha))
    super.init()
  }

  /// A grey in the grey colour space.
  public init(white: CGFloat, alpha: CGFloat) {
    storage = .fixed(.gray(white: white, alpha: alpha))
    super.init()
  }

  /// An sRGB colour from hue, saturation and brightness, each in 0...1.
  public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    let (r, g, b) = UIColor.rgb(hue: hue, saturation: saturation, brightness: brightness)
    self.init(red: r, green: g, blue: b, alpha: alpha)
  }

  /// A Display P3 colour.
  ///
  /// Divergence: the components are used as sRGB components.
  public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
  {
    self.init(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// The colour of a `CGColor`: a grey for a one-component space, RGB otherwise.
  public init(cgColor: CGColor) {
    let c = cgColor.components ?? [0, 1]
    if c.count == 2 {
      storage = .fixed(.gray(white: c[0], alpha: c[1]))
    } else if c.count >= 4 {
      storage = .fixed(.rgb(red: c[0], green: c[1], blue: c[2], alpha: c[3]))
    } else {
      storage = .fixed(.gray(white: 0, alpha: 1))
    }
    super.init()
  }

  /// A colour that asks `dynamicProvider` for the colour to use under each trait collection.
  public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
    storage = .dynamic(dynamicProvider)
    super.init()
  }

  /// The colour to use under `traitCollection`; a fixed colour is itself.
  open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
    switch storage {
    case .fixed: self
    case .dynamic(let provider): provider(traitCollection).resolvedColor(with: traitCollection)
    }
  }

  /// The components of the colour resolved under `traits`.
  func components(in traits: UITraitCollection) -> Components {
    switch storage {
    case .fixed(let components): components
    case .dynamic(let provider): provider(traits).components(in: traits)
    }
  }

  /// The components this colour has now: resolved in `UITraitCollection.current`.
  var resolvedComponents: Components { components(in: UITraitCollection.current) }

  /// The colour as a `CGColor`, resolved in `UITraitCollection.current` for a dynamic colour.
  open var cgColor: CGColor {
    switch resolvedComponents {
    case .gray(let w, let a): CGColor(gray: w, alpha: a)
    case .rgb(let r, let g, let b, let a): CGColor(red: r, green: g, blue: b, alpha: a)
    }
  }

  /// The same colour with another alpha (a dynamic colour stays dynamic).
  open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    switch storage {
    case .fixed(.gray(let w, _)): UIColor(white: w, alpha: alpha)
    case .fixed(.rgb(let r, let g, let b, _)): UIColor(red: r, green: g, blue: b, alpha: alpha)
    case .dynamic(let provider):
      UIColor { provider($0).withAlphaComponent(alpha) }
    }
  }

  /// The sRGB components; a grey converts. Always succeeds here.
  @discardableResult
  open func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    let (r, g, b, a) = resolvedComponents.rgba
    red?.pointee = r
    green?.pointee = g
    blue?.pointee = b
    alpha?.pointee = a
    return true
  }

  /// The grey level; false, leaving the arguments alone, for an RGB colour, as on iOS.
  @discardableResult
  open func getWhite(
    _ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    guard case .gray(let w, let a) = resolvedComponents else { return false }
    white?.pointee = w
    alpha?.pointee = a
    return true
  }

  /// Hue, saturation and brightness (hue 0 for a grey).
  @discardableResult
  open func getHue(
    _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
    brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    let (r, g, b, a) = resolvedComponents.rgba
    let maximum = max(r, g, b)
    let range = maximum - min(r, g, b)
    var h: CGFloat = 0
    if range > 0 {
      if maximum == r {
        h = (g - b) / range
      } else if maximum == g {
        h = 2 + (b - r) / range
      } else {
        h = 4 + (r - g) / range
      }
      h /= 6
      if h < 0 { h += 1 }
    }
    hue?.pointee = h
    saturation?.pointee = maximum > 0 ? range / maximum : 0
    brightness?.pointee = maximum
    alpha?.pointee = a
    return true
  }

  /// The standard HSV to RGB conversion; hue wraps around.
  static func rgb(hue: CGFloat, saturation: CGFloat, brightness v: CGFloat)
    -> (CGFloat, CGFloat, CGFloat)
  {
    guard hue.isFinite else { return (v, v, v) }
    let h = (hue - hue.rounded(.down)) * 6
    let sector = Int(h.rounded(.down)) % 6
    let f = h - h.rounded(.down)
    let p = v * (1 - saturation)
    let q = v * (1 - saturation * f)
    let t = v * (1 - saturation * (1 - f))
    switch sector {
    case 0: return (v, t, p)
    case 1: return (q, v, p)
    case 2: return (p, v, t)
    case 3: return (p, q, v)
    case 4: return (t, p, v)
    default: return (v, p, q)
    }
  }

  /// Colours are equal when their components are: a dynamic colour's in light and in dark.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIColor else { return false }
    return equalityKey == other.equalityKey
  }

  /// Hashes what `isEqual(_:)` compares.
  open override var hash: Int { equalityKey.hashValue }

  /// What equality compares: a fixed colour's components; a dynamic colour's components in
  /// light and in dark. Not the current traits' resolution, which would change a colour's hash
  /// while it is in a set.
  private var equalityKey: [Components] {
    switch storage {
    case .fixed(let components): [components]
    case .dynamic:
      [
        components(in: UITraitCollection(userInterfaceStyle: .light)),
        components(in: UITraitCollection(userInterfaceStyle: .dark)),
      ]
    }
  }

  /// The colour space and components, as UIKit prints a colour.
  open override var description: String {
    switch resolvedComponents {
    case .gray(let w, let a): "UIExtendedGrayColorSpace \(w) \(a)"
    case .rgb(let r, let g, let b, let a): "UIExtendedSRGBColorSpace \(r) \(g) \(b) \(a)"
    }
  }
}

extension UIColor: _ExpressibleByColorLiteral {}
