// OffscreenXCTest: the parts of Apple's XCTest that swift-corelibs-xctest (XCTest on Linux)
// does not have, under Apple's names, for tests written for iOS. The port step imports it into
// the test files that use them; it is named apart from `XCTest`, which it sits beside.
