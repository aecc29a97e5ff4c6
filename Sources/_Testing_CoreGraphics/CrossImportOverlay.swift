// The toolchain's Swift Testing declares a cross-import overlay named _Testing_CoreGraphics: a file
// that imports both Testing and CoreGraphics makes the compiler load it. Apple's SDKs ship that module
// (attachment support); Linux toolchains do not, so without this module such a file — the
// usual iOS test file, `import Testing` and `import UIKit` — fails with "no such module
// '_Testing_CoreGraphics'". This module exists so that the import succeeds; it adds nothing.
