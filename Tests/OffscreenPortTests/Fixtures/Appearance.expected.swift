// swift-format-ignore-file
import UIKit

/// A text field styled through its appearance proxy, as SkyFloatingLabelTextField is.
open class FloatingField: UITextField {
    dynamic open var titleColor: UIColor = .gray {
        didSet { appearancePropertyDidSet(\FloatingField.titleColor, to: titleColor); updateColors() }
    }

    dynamic open var lineHeight: CGFloat = 0.5 {
      didSet { appearancePropertyDidSet(\FloatingField.lineHeight, to: lineHeight) }
    }

    dynamic open var titleFont: UIFont? {
        get { titleLabel.font }
        set(font) { appearancePropertyDidSet(\FloatingField.titleFont, to: font); titleLabel.font = font }
    }

    dynamic open var selectedLineColor: UIColor = .black {
        willSet { appearancePropertyDidSet(\FloatingField.selectedLineColor, to: newValue); updateColors() }
    }

    dynamic open var isLineVisible: Bool { lineHeight > 0 }

    let titleLabel = UILabel()
    var updates = 0

    func updateColors() { updates += 1 }
}

/// Not a view: `dynamic` here is for key-value observing, not appearance.
class Settings: NSObject {
    dynamic var volume = 0.5
}
