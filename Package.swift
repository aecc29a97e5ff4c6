// swift-tools-version: 6.2
// 6.2: from this tools version on, SwiftPM lets a package that others depend on by version use
// `unsafeFlags` (the `optimized` setting below); older manifests may not.
import PackageDescription

// Each C library is reached through one thin system-library target, found by pkg-config and
// installed by `scripts/bootstrap` from Debian's packages.
func systemLibrary(_ name: String, pkgConfig: String, apt: String) -> Target {
  .systemLibrary(name: name, pkgConfig: pkgConfig, providers: [.apt([apt])])
}

/// The engine's targets compile optimised (`-O`, whole module) in debug builds too: a package
/// that depends on Offscreen runs its snapshot tests with `swift test`, which builds every
/// package in debug, and unoptimised the engine draws a screen ten to a hundred times slower
/// (SIMD and generic code most). `@_optimize(speed)` does nothing at `-Onone`, and a C target is
/// compiled `-O0`; this is the one setting that makes the difference (Benchmarks/RESULTS.md,
/// "Debug builds"). Whole-module (`-wmo`, with `-num-threads` so that each file still gets its
/// object file as SwiftPM links them) lets helpers in one file inline into loops in another.
/// `OFFSCREEN_DEBUG_UNOPTIMIZED=1` in the environment builds them unoptimised, for stepping
/// through the engine in a debugger.
let optimized: [SwiftSetting] =
  Context.environment["OFFSCREEN_DEBUG_UNOPTIMIZED"] == nil
  ? [.unsafeFlags(["-O", "-wmo", "-num-threads", "2"], .when(configuration: .debug))] : []

let package = Package(
  name: "offscreen",
  products: [
    .library(
      name: "UIKit",
      targets: ["CoreGraphics", "CoreText", "ImageIO", "QuartzCore", "UIKit", "OffscreenLog"]),
    .library(name: "Cassowary", targets: ["Cassowary"]),
    .library(name: "OffscreenSnapshotTesting", targets: ["OffscreenSnapshotTesting"]),
    .library(name: "OffscreenCombine", targets: ["OffscreenCombine"]),
    .library(name: "OffscreenXCTest", targets: ["OffscreenXCTest"]),
    .executable(name: "offscreen", targets: ["offscreen"]),
    .executable(name: "offscreen-bench", targets: ["offscreen-bench"]),
    .executable(name: "offscreen-port", targets: ["offscreen-port"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/jpsim/Yams", from: "5.0.0"),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.0"),
    // The port step's parser; swift-snapshot-testing already resolves it (509..<605).
    .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"604.0.0"),
    // Combine's API on Linux, for ported code that imports Combine (see OffscreenCombine).
    .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
  ],
  targets: [
    systemLibrary("CLibPNG", pkgConfig: "libpng", apt: "libpng-dev"),
    systemLibrary("CFreeType", pkgConfig: "freetype2", apt: "libfreetype-dev"),
    systemLibrary("CHarfBuzz", pkgConfig: "harfbuzz", apt: "libharfbuzz-dev"),
    systemLibrary("CFontconfig", pkgConfig: "fontconfig", apt: "libfontconfig1-dev"),
    systemLibrary("CUnibreak", pkgConfig: "libunibreak", apt: "libunibreak-dev"),
    systemLibrary("CTurboJPEG", pkgConfig: "libturbojpeg", apt: "libturbojpeg0-dev"),
    // Owns every setjmp around libpng's classic API: Swift cannot survive its longjmp.
    .target(
      name: "CPNGShim", dependencies: ["CLibPNG"],
      linkerSettings: [.linkedLibrary("z"), .linkedLibrary("pthread")]),

    .target(name: "Raster", swiftSettings: optimized),
    // Apple's logging API (`Logger`, `os_log`). iOS code imports it as `os`, `os.log` or `OSLog`;
    // the port step rewrites those imports to this module, whose own name cannot shadow `os` in
    // packages that test `canImport(os)` (swift-argument-parser does, for os_unfair_lock).
    .target(name: "OffscreenLog"),
    // Combine for ported code: OpenCombine's publishers under Apple's names, with the
    // schedulers and Foundation publishers Apple's Combine adds (`DispatchQueue.main` as a
    // scheduler, `NotificationCenter.publisher(for:)`). Named apart from `Combine` for the
    // same reason as OffscreenLog.
    .target(
      name: "OffscreenCombine",
      dependencies: [
        .product(name: "OpenCombine", package: "OpenCombine"),
        .product(name: "OpenCombineDispatch", package: "OpenCombine"),
        .product(name: "OpenCombineFoundation", package: "OpenCombine"),
      ]),
    // Apple's XCTest API that XCTest on Linux lacks (`XCTContext`, `XCTActivity`), for ported
    // tests; the port step imports it where a test file uses it.
    .target(name: "OffscreenXCTest"),
    .target(name: "PNGCodec", dependencies: ["Raster", "CPNGShim"], swiftSettings: optimized),
    .target(
      name: "JPEGCodec", dependencies: ["Raster", "CTurboJPEG"], swiftSettings: optimized),
    .target(name: "Cassowary", swiftSettings: optimized),
    .target(name: "ImageComparison", dependencies: ["Raster"], swiftSettings: optimized),
    .target(
      name: "Typesetting",
      dependencies: ["Raster", "CFreeType", "CHarfBuzz", "CFontconfig", "CUnibreak"],
      swiftSettings: optimized),
    // Swift Testing's cross-import overlays for our Apple-named modules (see their sources).
    .target(name: "_Testing_CoreGraphics"),
    .target(name: "_Testing_UIKit"),
    .target(
      name: "CoreGraphics", dependencies: ["Raster", "Typesetting", "_Testing_CoreGraphics"],
      swiftSettings: optimized),
    .target(
      name: "ImageIO", dependencies: ["CoreGraphics", "PNGCodec", "Raster"],
      swiftSettings: optimized),
    .target(
      name: "QuartzCore", dependencies: ["CoreGraphics", "Raster"], swiftSettings: optimized),
    // Core Text's font API (`CTFont`, font features, the font manager) over Typesetting; UIKit
    // re-exports it, as iOS's UIKit brings in Core Text's names.
    .target(
      name: "CoreText", dependencies: ["CoreGraphics", "Typesetting"], swiftSettings: optimized),
    .target(
      name: "UIKit",
      dependencies: [
        "CoreGraphics", "CoreText", "ImageIO", "QuartzCore", "Raster", "Typesetting", "Cassowary",
        "JPEGCodec",
        "_Testing_UIKit",
      ],
      swiftSettings: optimized),
    // swift-snapshot-testing's UIKit image strategies, which it compiles for iOS only.
    .target(
      name: "OffscreenSnapshotTesting",
      dependencies: [
        "UIKit", "CoreGraphics", "QuartzCore", "ImageComparison", "PNGCodec", "Raster",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      swiftSettings: optimized),

    // Mockup files (YAML or JSON) parsed into a tree of UIKit views: the `offscreen` command's
    // model, kept apart from the command so it can be tested.
    .target(
      name: "Mockup",
      dependencies: ["UIKit", "CoreGraphics", "PNGCodec", .product(name: "Yams", package: "Yams")]),
    .executableTarget(
      name: "offscreen",
      dependencies: [
        "UIKit", "CoreGraphics", "Raster", "PNGCodec", "Mockup", "ImageComparison", "Typesetting",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      // Linked at a fixed address: a position-independent executable has ~96,000 relocations
      // for the dynamic loader to apply at every start (Swift metadata), ~0.7 ms of a render's
      // ~45 (issue #8). Only this executable product has the flag, so packages that use the
      // libraries are not refused for unsafe flags.
      linkerSettings: [.unsafeFlags(["-Xclang-linker", "-no-pie"], .when(platforms: [.linux]))]
    ),
    // The port step: iOS sources into a mirror that Swift on Linux compiles. Only these two
    // targets depend on swift-syntax, so users of the UIKit product never build it.
    .target(
      name: "OffscreenPortLibrary",
      dependencies: [
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
      ]),
    .executableTarget(
      name: "offscreen-port",
      dependencies: [
        "OffscreenPortLibrary", .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    .executableTarget(
      name: "offscreen-bench",
      dependencies: [
        "Raster", "PNGCodec", "Cassowary", "CoreGraphics", "Typesetting", "UIKit",
        "ImageComparison", "OffscreenSnapshotTesting",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      path: "Benchmarks/offscreen-bench"
    ),

    .testTarget(name: "RasterTests", dependencies: ["Raster"]),
    .testTarget(name: "JPEGCodecTests", dependencies: ["JPEGCodec", "Raster", "CTurboJPEG"]),
    .testTarget(name: "OffscreenLogTests", dependencies: ["OffscreenLog"]),
    .testTarget(name: "OffscreenCombineTests", dependencies: ["OffscreenCombine"]),
    .testTarget(name: "OffscreenXCTestTests", dependencies: ["OffscreenXCTest"]),
    .testTarget(
      name: "OffscreenPortTests",
      dependencies: ["OffscreenPortLibrary", "UIKit", "OffscreenLog", "OffscreenSnapshotTesting"],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "PNGCodecTests", dependencies: ["PNGCodec", "Raster", "TestSupport"],
      exclude: ["Fixtures"]),
    .testTarget(name: "ImageComparisonTests", dependencies: ["ImageComparison", "Raster"]),
    .testTarget(name: "CassowaryTests", dependencies: ["Cassowary", "TestSupport"]),
    .testTarget(name: "TypesettingTests", dependencies: ["Typesetting", "Raster", "TestSupport"]),
    .testTarget(name: "CoreGraphicsTests", dependencies: ["CoreGraphics", "PNGCodec", "Raster"]),
    .testTarget(name: "ImageIOTests", dependencies: ["ImageIO"]),
    .testTarget(name: "QuartzCoreTests", dependencies: ["QuartzCore", "Raster", "TestSupport"]),
    .testTarget(
      name: "UIKitTests",
      dependencies: ["UIKit", "CoreText", "TestSupport", "OffscreenSnapshotTesting"],
      exclude: ["Fixtures/Broken.xcassets"], resources: [.process("Fixtures/Assets.xcassets")]),
    .testTarget(name: "MockupTests", dependencies: ["Mockup", "UIKit", "TestSupport"]),
    .testTarget(
      name: "OffscreenSnapshotTestingTests",
      dependencies: [
        "OffscreenSnapshotTesting", "UIKit", "CoreGraphics", "ImageComparison", "PNGCodec",
        "Raster", .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      exclude: ["__Snapshots__"],
      // The README's setting for a snapshot test target: its example imports only
      // SnapshotTesting and UIKit, as on iOS.
      swiftSettings: [
        .unsafeFlags(
          ["-Xfrontend", "-import-module", "-Xfrontend", "OffscreenSnapshotTesting"],
          .when(platforms: [.linux]))
      ]),
    .testTarget(
      name: "OffscreenTests",
      dependencies: [
        "offscreen", "CoreGraphics", "PNGCodec", "TestSupport", "ImageComparison", "Raster",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    // What the test targets share: golden-image comparison, a seeded random generator.
    .target(
      name: "TestSupport", dependencies: ["PNGCodec", "Raster"], path: "Tests/Support/TestSupport"),
  ],
  swiftLanguageModes: [.v6]
)
