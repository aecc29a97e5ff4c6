/// Reading through the unexpanded references between rows of user variables.
extension Tableau {
  /// `row` rewritten to mention only parametric symbols: each basic one is replaced by its
  /// row, in dependency order so that every row is folded in once.
  mutating func expanded(_ row: Row) -> Row {
    let roots = basicReferences(in: row)
    guard !roots.isEmpty else { return row }
    var result = row
    for symbol in dependencyOrder(from: roots).reversed() {
      guard let coefficient = result.terms.removeValue(forKey: symbol) else { continue }
      result.add(rows[rowOf[symbol]], times: coefficient)
    }
    return result
  }

  /// Replaces row `index` by its expansion, so that it can serve as a pivot row.
  mutating func expandInPlace(row index: Int) {
    let row = expanded(rows[index])
    journal?.save(index, rows[index])
    for (symbol, _) in rows[index].terms { columns[symbol].remove(index) }
    rows[index] = row
    for (symbol, _) in row.terms { columns[symbol].insert(index) }
  }

  /// Basic symbols reachable from `roots` through the rows of user variables, each after every
  /// basic symbol its row mentions.
  private mutating func dependencyOrder(from roots: [Int]) -> [Int] {
    visitStamp += 1
    while visited.count < symbolCount { visited.append(0) }
    var order: [Int] = []
    var stack: [(symbol: Int, children: [Int], next: Int)] = []
    for root in roots where visited[root] != visitStamp {
      visited[root] = visitStamp
      stack.append((root, basicReferences(in: rows[rowOf[root]]), 0))
      while let top = stack.last {
        if top.next < top.children.count {
          stack[stack.count - 1].next += 1
          let child = top.children[top.next]
          if visited[child] != visitStamp {
            visited[child] = visitStamp
            stack.append((child, basicReferences(in: rows[rowOf[child]]), 0))
          }
        } else {
          order.append(top.symbol)
          stack.removeLast()
        }
      }
    }
    return order
  }

  private func basicReferences(in row: Row) -> [Int] {
    var found: [Int] = []
    for (symbol, _) in row.terms where rowOf[symbol] >= 0 { found.append(symbol) }
    return found.count > 1 ? found.sorted() : found
  }
}
