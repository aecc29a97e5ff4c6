// swift-format-ignore-file
import UIKit

/// A text field styled through its appearance proxy, as SkyFloatingLabelTextField is.
open class FloatingField: UITextField {
    @objc dynamic open var titleColor: UIColor = .gray {
        didSet { updateColors() }
    }

    @objc dynamic open var lineHeight: CGFloat = 0.5

    @objc dynamic open var titleFont: UIFont? {
        get { titleLabel.font }
        set(font) { titleLabel.font = font }
    }

    @objc dynamic open var selectedLineColor: UIColor = .black {
        willSet { updateColors() }
    }

    @objc dynamic open var isLineVisible: Bool { lineHeight > 0 }

    let titleLabel = UILabel()
    var updates = 0

    func updateColors() { updates += 1 }
}

/// Not a view: `dynamic` here is for key-value observing, not appearance.
class Settings: NSObject {
    @objc dynamic var volume = 0.5
}
