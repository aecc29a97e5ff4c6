/// One kind of translation the port made in a file, with how many times.
public struct PortChange: Equatable, Sendable, CustomStringConvertible {
  public var kind: String
  public var count: Int

  public var description: String { count == 1 ? kind : "\(kind) ×\(count)" }
}

/// Counts translations by kind, in the order they were first made.
struct ChangeLog {
  private(set) var changes: [PortChange] = []

  mutating func record(_ kind: String) {
    if let index = changes.firstIndex(where: { $0.kind == kind }) {
      changes[index].count += 1
    } else {
      changes.append(PortChange(kind: kind, count: 1))
    }
  }
}
