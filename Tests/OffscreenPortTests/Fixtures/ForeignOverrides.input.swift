// swift-format-ignore-file
import UIKit

public extension UIView {
    @discardableResult
    @objc func stack(_ views: [UIView], spacing: CGFloat = 0) -> UIView {
        views.forEach { addSubview($0) }
        return self
    }

    @objc func summary() -> String { "view" }

    @objc func clearAll() {
        subviews.forEach { $0.removeFromSuperview() }
    }

    @objc var skeletonViews: [UIView] {
        subviews
    }

    @objc func savedState() -> [String] { ["view"] }
}

extension UILabel {
    override func savedState() -> [String] {
        super.savedState() + ["label"]
    }
}

extension UIScrollView {
    override var skeletonViews: [UIView] { [] }
}

extension UITableView {
    override var skeletonViews: [UIView] { get { visibleCells } }
}

public extension UITableViewCell {
    @discardableResult
    override func stack(_ views: [UIView], spacing: CGFloat = 0) -> UIView {
        contentView.stack(views, spacing: spacing)
    }
}

final class BadgeCell: UITableViewCell {
    override func summary() -> String { "badge" }


    override func clearAll() {
        textLabel?.text = nil
    }
}
