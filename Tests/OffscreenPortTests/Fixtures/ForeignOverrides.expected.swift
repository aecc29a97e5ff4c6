// swift-format-ignore-file
import UIKit

public extension UIView {
    @discardableResult
    func stack(_ views: [UIView], spacing: CGFloat = 0) -> UIView { if let override = self as? UITableViewCell { return override.portedOverride_UITableViewCell_stack(views, spacing: spacing) };
        views.forEach { addSubview($0) }
        return self
    }

    func summary() -> String { if let override = self as? BadgeCell { return override.portedOverride_BadgeCell_summary() }; return "view" }

    func clearAll() { if let override = self as? BadgeCell { override.portedOverride_BadgeCell_clearAll(); return };
        subviews.forEach { $0.removeFromSuperview() }
    }

    var skeletonViews: [UIView] { if let override = self as? UITableView { return override.portedOverride_UITableView_skeletonViews }; if let override = self as? UIScrollView { return override.portedOverride_UIScrollView_skeletonViews };
        return subviews
    }

    func savedState() -> [String] { let portedSkip = PortedSuper.take(); if let override = self as? UILabel, PortedSuper.reaches(UILabel.self, skipping: portedSkip) { return override.portedOverride_UILabel_savedState() }; return ["view"] }
}

extension UILabel {
    func portedOverride_UILabel_savedState() -> [String] {
        PortedSuper.call(from: UILabel.self) { self.savedState() } + ["label"]
    }
}

extension UIScrollView {
    var portedOverride_UIScrollView_skeletonViews: [UIView] { [] }
}

extension UITableView {
    var portedOverride_UITableView_skeletonViews: [UIView] { get { visibleCells } }
}

public extension UITableViewCell {
    @discardableResult
    func portedOverride_UITableViewCell_stack(_ views: [UIView], spacing: CGFloat = 0) -> UIView {
        contentView.stack(views, spacing: spacing)
    }
}

final class BadgeCell: UITableViewCell {
    func portedOverride_BadgeCell_summary() -> String { "badge" }


    func portedOverride_BadgeCell_clearAll() {
        textLabel?.text = nil
    }
}
