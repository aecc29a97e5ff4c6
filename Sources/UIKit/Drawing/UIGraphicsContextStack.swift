import CoreGraphics

/// One thread's stack of UIKit graphics contexts. Apple documents the UIGraphics functions as
/// callable from any thread, each thread with its own current context, so the stack lives in
/// the thread's dictionary.
final class UIGraphicsContextStack {
  struct Entry {
    let context: CGContext
    /// The scale of a context begun by `UIGraphicsBeginImageContextWithOptions`; nil for a
    /// pushed one.
    let imageScale: CGFloat?
  }

  var entries: [Entry] = []

  private static let key = "Offscreen.UIGraphicsContextStack"

  /// The calling thread's stack.
  static var current: UIGraphicsContextStack {
    let dictionary = Thread.current.threadDictionary
    if let stack = dictionary[key] as? UIGraphicsContextStack { return stack }
    let stack = UIGraphicsContextStack()
    dictionary[key] = stack
    return stack
  }
}

/// The context UIKit drawing goes to on this thread: the top of its stack, or nil.
public func UIGraphicsGetCurrentContext() -> CGContext? {
  UIGraphicsContextStack.current.entries.last?.context
}

/// Makes `context` the current one on this thread until the matching `UIGraphicsPopContext()`.
public func UIGraphicsPushContext(_ context: CGContext) {
  UIGraphicsContextStack.current.entries.append(.init(context: context, imageScale: nil))
}

/// Restores the context that was current before the last `UIGraphicsPushContext(_:)`; does
/// nothing when the stack is empty.
public func UIGraphicsPopContext() {
  let stack = UIGraphicsContextStack.current
  if !stack.entries.isEmpty { stack.entries.removeLast() }
}
