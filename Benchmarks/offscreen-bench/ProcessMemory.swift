import Foundation

/// The process's resident set now and at its peak, from `/proc/self/status` (Linux).
struct ProcessMemory {
  var residentMB: Double
  var peakMB: Double

  static func current() -> ProcessMemory {
    let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
    func megabytes(_ field: String) -> Double {
      // "VmHWM:\t  123456 kB"
      guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix(field + ":") }),
        let kilobytes = line.split(separator: " ").dropFirst().first.flatMap({ Double($0) })
      else { return 0 }
      return kilobytes / 1024
    }
    return ProcessMemory(residentMB: megabytes("VmRSS"), peakMB: megabytes("VmHWM"))
  }
}
