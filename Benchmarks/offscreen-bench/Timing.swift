import Foundation

/// Milliseconds taken by `body`, on a monotonic clock.
func milliseconds(_ body: () throws -> Void) rethrows -> Double {
  let start = DispatchTime.now().uptimeNanoseconds
  try body()
  return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
}

/// Milliseconds of this thread's CPU time taken by `body`: what a run costs whatever else the
/// machine is doing.
func cpuMilliseconds(_ body: () throws -> Void) rethrows -> Double {
  func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1e3 + Double(time.tv_nsec) / 1e6
  }
  let start = now()
  try body()
  return now() - start
}

/// Times `body` once cold (`first_ms`), then `runs` more times; returns the JSON fields the
/// workload contract asks for.
func measure(runs: Int, _ body: () throws -> Void) rethrows -> [String: Any] {
  let first = try milliseconds(body)
  var times: [Double] = []
  for _ in 0..<runs { times.append(try milliseconds(body)) }
  return ["first_ms": first, "median_ms": median(times), "runs": runs]
}

func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  let mid = sorted.count / 2
  return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/// Prints the result object as the last line of output.
func printResult(_ fields: [String: Any]) throws {
  let data = try JSONSerialization.data(withJSONObject: fields, options: [.sortedKeys])
  print(String(decoding: data, as: UTF8.self))
}

/// Reads a workload file as a JSON object, with an error that names the file.
func loadWorkload(_ path: String) throws -> [String: Any] {
  let data: Data
  do { data = try Data(contentsOf: URL(fileURLWithPath: path)) } catch {
    throw WorkloadError("cannot read \(path): \(error.localizedDescription)")
  }
  guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
    throw WorkloadError("\(path) is not a JSON object")
  }
  return object
}

struct WorkloadError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
