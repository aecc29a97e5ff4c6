import Yams

/// The records of a `--data` file: a YAML or JSON list of mappings, each rendering the mockup
/// once with its entries as variables. A list value becomes its items joined by commas (so a
/// chart's `values` can come from a record).
public enum DataRecords {
  public static func read(_ path: String) throws -> [[String: String]] {
    try parse(MockupSource.read(path), file: path)
  }

  public static func parse(_ text: String, file: String?) throws -> [[String: String]] {
    let root = try MockupSource.parse(text, file: file, variables: Variables())
    guard root.isSequence else { throw root.error(.syntax, "expected a list of records") }
    let records = try root.items()
    guard !records.isEmpty else {
      throw root.error(.syntax, "the list of records is empty: there is nothing to render")
    }
    return try records.map { record in
      var values: [String: String] = [:]
      for (key, value) in try record.entries() {
        values[key] =
          value.isSequence
          ? try value.items().map { try $0.text() }.joined(separator: ",")
          : try value.text()
      }
      return values
    }
  }
}
