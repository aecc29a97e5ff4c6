// swift-format-ignore-file
import Foundation
import UIKit

/// The variables a predicate names, read from its comparisons' operands, as Eureka finds the
/// rows a row's `hidden` condition depends on.
extension NSPredicate {
  var variableNames: [String] {
    if let compound = self as? NSCompoundPredicate {
      return compound.subpredicates.flatMap { ($0 as! NSPredicate).variableNames }
    } else if let comparison = self as? UIKit.NSComparisonPredicate {
      return comparison.leftExpression.variableNames + comparison.rightExpression.variableNames
    }
    return []
  }
}

extension UIKit.NSExpression {
  var variableNames: [String] {
    expressionType == .variable ? [variable] : []
  }
}

func isEmail(_ text: String) -> Bool {
  NSPredicate(format: "SELF MATCHES %@", "[^@]+@[^@]+").evaluate(with: text)
}

let constant: UIKit.NSExpression = UIKit.NSExpression(forConstantValue: 23)
