// OffscreenLog: the part of Apple's `os` module that UIKit code logs through — `Logger`,
// `OSLog`, `os_log` and `OSLogType`. iOS code writes `import os`, `import os.log` or
// `import OSLog`; the port step rewrites those imports to this module. It is not itself named
// `os`: packages that test `canImport(os)` would then reach for Darwin's locks.
//
// Divergence: there is no unified logging system on Linux. Messages go to standard error as
// `[subsystem:category] level: message`, as Xcode's console shows them while debugging:
// `.default` and above by default; `OFFSCREEN_OSLOG=debug` shows every level and
// `OFFSCREEN_OSLOG=off` none. Private values are shown, as a debugger-attached Mac shows them.
