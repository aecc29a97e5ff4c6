import CoreGraphics

extension UITextField.BorderStyle {
  /// The room between the border and the text, on each side: Apple does not document it; 7
  /// points is where a rounded-rect field's text starts on iOS, and with it a 17-point line
  /// makes the 34-point-high field Interface Builder and UIKit give. The line and bezel
  /// styles leave 4 points.
  var textInset: CGFloat {
    switch self {
    case .none: 0
    case .line, .bezel: 4
    case .roundedRect: 7
    }
  }

  /// Draws the border into `rect` of the current context.
  func draw(in rect: CGRect) {
    switch self {
    case .none:
      return
    case .line:
      // A one-point line inside the edge.
      UIColor.label.setStroke()
      let path = UIBezierPath(rect: rect.insetBy(dx: 0.5, dy: 0.5))
      path.lineWidth = 1
      path.stroke()
    case .bezel:
      // A light frame with a darker top and left: the field looks pressed into the surface.
      UIColor.systemGray3.setStroke()
      let frame = UIBezierPath(rect: rect.insetBy(dx: 0.5, dy: 0.5))
      frame.lineWidth = 1
      frame.stroke()
      UIColor.systemGray.setStroke()
      let shade = UIBezierPath()
      shade.move(to: CGPoint(x: rect.minX + 0.5, y: rect.maxY))
      shade.addLine(to: CGPoint(x: rect.minX + 0.5, y: rect.minY + 0.5))
      shade.addLine(to: CGPoint(x: rect.maxX, y: rect.minY + 0.5))
      shade.lineWidth = 1
      shade.stroke()
    case .roundedRect:
      // The field's own background with a hairline edge, corners of 5 points.
      let shape = UIBezierPath(roundedRect: rect.insetBy(dx: 0.25, dy: 0.25), cornerRadius: 5)
      UIColor.tertiarySystemBackground.setFill()
      shape.fill()
      UIColor.systemGray4.setStroke()
      shape.lineWidth = 0.5
      shape.stroke()
    }
  }
}
