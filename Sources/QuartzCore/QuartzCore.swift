// QuartzCore: Core Animation's layer tree, with Apple's names and semantics. Every UIView is
// backed by a CALayer; a layer holds geometry (bounds, position, anchor point, transform), its
// look (background, corners, border, shadow, opacity, mask) and its contents (a backing image
// drawn by the layer's owner), and `render(in:)` composites a layer tree into a CGContext.
//
// There is no render server and no animation clock: a layer's model values are what is drawn,
// at once. `Docs/Divergences.md` lists where this module departs from Apple's.
@_exported import CoreGraphics

/// Core Foundation's time interval in seconds, as Core Animation's timing API takes it.
public typealias CFTimeInterval = Double
