import ArgumentParser

/// One of N equal parts of a batch (`--shard I/N`, I from 1), so N machines share a batch and
/// together render each PNG once. The split is deterministic: jobs sorted by their output,
/// dealt round-robin, whatever order the files were given in.
struct Shard: ExpressibleByArgument, Equatable {
  let index: Int
  let count: Int

  init?(argument: String) {
    let parts = argument.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]),
      count >= 1, (1...count).contains(index)
    else { return nil }
    (self.index, self.count) = (index, count)
  }

  /// This shard's jobs, in the order they were planned.
  func select(_ jobs: [RenderJob]) -> [RenderJob] {
    let mine = Set(
      jobs.map(\.output).sorted().enumerated()
        .filter { $0.offset % count == index - 1 }.map(\.element))
    return jobs.filter { mine.contains($0.output) }
  }
}
