// Core Text: Apple's font and text layout API, with Apple's names. Offscreen has its font part,
// over Typesetting: `CTFont` (which `UIFont` is, as iOS bridges the two), font features, the
// font manager, and the AAT feature registry's constants. `import UIKit` brings it in, as it
// does on iOS.
@_exported import CoreGraphics
