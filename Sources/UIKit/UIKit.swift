// UIKit: Apple's UI framework, with Apple's names and behaviour. `import UIKit` brings in
// CoreGraphics (and through it Foundation) and Core Text, as it does on iOS.
@_exported import CoreGraphics
@_exported import CoreText
@_exported import QuartzCore
