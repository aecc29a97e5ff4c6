/// The known names closest to a misspelt one, by edit distance, for "did you mean" hints.
enum NearestNames {
  /// Up to `limit` names within a distance of a third of the name's length (at least 2),
  /// closest first; case differences count as half an edit so `uilabel` finds `UILabel`.
  static func to(_ name: String, in candidates: some Sequence<String>, limit: Int = 3)
    -> [String]
  {
    let allowed = Double(max(2, name.count / 3))
    var scored: [(name: String, distance: Double)] = []
    for candidate in Set(candidates) {
      let score = distance(name, candidate)
      if score <= allowed { scored.append((candidate, score)) }
    }
    scored.sort { $0.distance != $1.distance ? $0.distance < $1.distance : $0.name < $1.name }
    return scored.prefix(limit).map { $0.name }
  }

  /// Levenshtein distance where a substitution that only changes case costs one half.
  static func distance(_ a: String, _ b: String) -> Double {
    let a = Array(a)
    let b = Array(b)
    if a.isEmpty { return Double(b.count) }
    if b.isEmpty { return Double(a.count) }
    var previous = (0...b.count).map(Double.init)
    var current = previous
    for i in 1...a.count {
      current[0] = Double(i)
      for j in 1...b.count {
        let substitution: Double =
          a[i - 1] == b[j - 1] ? 0 : a[i - 1].lowercased() == b[j - 1].lowercased() ? 0.5 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + substitution)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
