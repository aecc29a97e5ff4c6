// Implementation-only, so that a module that sees UIKit's module but not the C module maps
// (swift-snapshot-testing's `#if canImport(UIKit)`) can still import UIKit.
@_implementationOnly import CPNGShim

/// Calls `body` with a buffer the shim fills with libpng's message when a call fails.
func withLibPNGMessage<Result>(_ body: (UnsafeMutablePointer<CChar>) -> Result) -> Result {
  let capacity = Int(OFFSCREEN_PNG_MESSAGE_CAPACITY)
  return withUnsafeTemporaryAllocation(of: CChar.self, capacity: capacity) { buffer in
    buffer[0] = 0
    return body(buffer.baseAddress!)
  }
}
