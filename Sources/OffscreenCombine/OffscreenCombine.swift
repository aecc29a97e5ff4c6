// Combine's API for iOS code on Linux, where Apple's Combine does not exist: OpenCombine's
// publishers, subjects, `@Published` and `ObservableObject` under Apple's names, with the
// parts Apple's Combine adds to Foundation and Dispatch (`DispatchQueue` and `RunLoop` as
// schedulers, `NotificationCenter.publisher(for:)`, `Timer.publish(every:on:in:)`,
// `URLSession.dataTaskPublisher(for:)`).
//
// The port step (`offscreen-port`) rewrites `import Combine` to `import OffscreenCombine` and
// adds this product to the target. The module is named apart from `Combine` because a module
// of that name would make `canImport(Combine)` true for every package in the build, and
// packages that test it (OpenCombine among them) would then expect Apple's.
@_exported import OpenCombine
@_exported import OpenCombineDispatch
@_exported import OpenCombineFoundation
