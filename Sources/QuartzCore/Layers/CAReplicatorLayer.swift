import CoreGraphics
import Foundation

/// A layer that draws its sublayers ``instanceCount`` times, each copy transformed by
/// ``instanceTransform`` from the one before and its colours multiplied by a colour that
/// changes from copy to copy.
///
/// Divergence: copies are drawn with the 2D part of ``instanceTransform`` (as every layer
/// transform is here), and their colour is applied as an alpha only: ``instanceColor`` and
/// the red, green and blue offsets multiply nothing, and a copy whose colour is not white says
/// so on standard error, once per layer. ``instanceDelay`` offsets animations, which end at
/// once here.
open class CAReplicatorLayer: CALayer {
  /// How many copies of the sublayers are drawn, the first one as the sublayers are. 1 by
  /// default; 0 or less draws none.
  open var instanceCount = 1
  /// The time each copy's animations start after the previous copy's. 0 by default.
  open var instanceDelay: CFTimeInterval = 0
  /// The transform from one copy to the next, about the centre of the replicator's bounds.
  /// The identity by default.
  open var instanceTransform = CATransform3DIdentity
  /// Whether copies are placed in 3D rather than flattened. False by default.
  open var preservesDepth = false
  /// The colour the first copy's colours are multiplied by. Opaque white by default.
  open var instanceColor: CGColor? = CGColor(gray: 1, alpha: 1)
  /// What is added to the red component of the colour from one copy to the next. 0 by default.
  open var instanceRedOffset: Float = 0
  /// What is added to the green component of the colour from one copy to the next.
  open var instanceGreenOffset: Float = 0
  /// What is added to the blue component of the colour from one copy to the next.
  open var instanceBlueOffset: Float = 0
  /// What is added to the alpha of the colour from one copy to the next.
  open var instanceAlphaOffset: Float = 0

  private var reportedTint = false

  /// Creates a replicator drawing one copy.
  public required init() {
    super.init()
  }

  /// Creates a copy of `layer`, its replication included when it is a replicator.
  public override init(layer: Any) {
    super.init(layer: layer)
    guard let other = layer as? CAReplicatorLayer else { return }
    instanceCount = other.instanceCount
    instanceDelay = other.instanceDelay
    instanceTransform = other.instanceTransform
    preservesDepth = other.preservesDepth
    instanceColor = other.instanceColor
    instanceRedOffset = other.instanceRedOffset
    instanceGreenOffset = other.instanceGreenOffset
    instanceBlueOffset = other.instanceBlueOffset
    instanceAlphaOffset = other.instanceAlphaOffset
  }

  /// The copies drawn, first to last: the transform from the sublayers' superlayer space to
  /// the replicator's bounds space, and the alpha the copy's colours are multiplied by.
  var instances: [(transform: CGAffineTransform, alpha: CGFloat)] {
    guard instanceCount > 0 else { return [] }
    let step = CATransform3DGetAffineTransform(instanceTransform)
    let centre = CGPoint(x: bounds.midX, y: bounds.midY)
    let toCentre = CGAffineTransform(translationX: -centre.x, y: -centre.y)
    let back = CGAffineTransform(translationX: centre.x, y: centre.y)
    let base = instanceColor?.components ?? [1, 1]
    let (rgb, alpha) = (
      base.count >= 4 ? Array(base[0..<3]) : [base[0], base[0], base[0]], base[base.count - 1]
    )
    var copies: [(transform: CGAffineTransform, alpha: CGFloat)] = []
    var power = CGAffineTransform.identity
    for index in 0..<instanceCount {
      let k = CGFloat(index)
      let tint = zip(rgb, [instanceRedOffset, instanceGreenOffset, instanceBlueOffset]).map {
        min(max($0 + k * CGFloat($1), 0), 1)
      }
      if tint.contains(where: { $0 < 1 }) { reportTint() }
      let copyAlpha = min(max(alpha + k * CGFloat(instanceAlphaOffset), 0), 1)
      copies.append((toCentre.concatenating(power).concatenating(back), copyAlpha))
      power = power.concatenating(step)
    }
    return copies
  }

  /// Feeds the hasher everything the copies depend on.
  func hashReplication(into hasher: inout Hasher) {
    for copy in instances {
      let t = copy.transform
      hasher.feed(t.a, t.b, t.c, t.d, t.tx, t.ty, copy.alpha)
    }
  }

  private func reportTint() {
    guard !reportedTint else { return }
    reportedTint = true
    let name = self.name.map { " '\($0)'" } ?? ""
    FileHandle.standardError.write(
      Data(
        "CAReplicatorLayer\(name): copies tinted other than white are drawn untinted here (only their alpha applies)\n"
          .utf8))
  }
}

extension CALayer {
  /// The copies of the sublayers drawn: one, untransformed and opaque, but for a replicator.
  var sublayerCopies: [(transform: CGAffineTransform, alpha: CGFloat)] {
    (self as? CAReplicatorLayer)?.instances ?? [(.identity, 1)]
  }
}
