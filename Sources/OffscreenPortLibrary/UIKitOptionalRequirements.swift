extension FilePorter {
  /// The methods of UIKit's delegate and data source protocols, which are `@objc optional` on
  /// iOS (code forwards them as `delegate?.tableView?(…)`) and requirements with UIKit's
  /// default implementations in Offscreen. Kept equal to Offscreen's UIKit by
  /// `UIKitOptionalRequirementTests`.
  static let uikitOptionalRequirements: Set<String> = [
    "adaptivePresentationStyle", "animationController", "application",
    "applicationDidBecomeActive", "applicationDidEnterBackground",
    "applicationWillEnterForeground", "applicationWillResignActive", "applicationWillTerminate",
    "collectionView", "contextMenuInteraction", "gestureRecognizer", "gestureRecognizerShouldBegin",
    "interactionControllerForDismissal", "interactionControllerForPresentation", "navigationBar",
    "navigationController", "numberOfComponents", "numberOfSections", "pageViewController",
    "pageViewControllerPreferredInterfaceOrientationForPresentation",
    "pageViewControllerSupportedInterfaceOrientations", "pickerView", "pointerInteraction",
    "prepareForPopoverPresentation", "presentationController", "presentationCount",
    "presentationIndex",
    "presentationControllerDidAttemptToDismiss", "presentationControllerDidDismiss",
    "presentationControllerShouldDismiss", "presentationControllerWillDismiss", "scene",
    "sceneDidBecomeActive", "sceneDidDisconnect", "sceneDidEnterBackground",
    "sceneWillEnterForeground", "sceneWillResignActive",
    "scrollViewDidChangeAdjustedContentInset", "scrollViewDidEndDecelerating",
    "scrollViewDidEndDragging", "scrollViewDidEndScrollingAnimation", "scrollViewDidScroll",
    "scrollViewDidScrollToTop", "scrollViewDidZoom", "scrollViewShouldScrollToTop",
    "scrollViewWillBeginDecelerating", "scrollViewWillBeginDragging", "scrollViewWillEndDragging",
    "searchBar", "searchBarCancelButtonClicked", "searchBarSearchButtonClicked",
    "sectionIndexTitles", "splitViewController", "splitViewControllerDidCollapse",
    "splitViewControllerDidExpand", "tabBar", "tabBarController", "tableView", "textField",
    "textFieldDidBeginEditing", "textFieldDidChangeSelection", "textFieldDidEndEditing",
    "textFieldShouldBeginEditing", "textFieldShouldClear", "textFieldShouldEndEditing",
    "textFieldShouldReturn", "textView", "textViewDidBeginEditing", "textViewDidChange",
    "textViewDidChangeSelection", "textViewDidEndEditing", "textViewShouldBeginEditing",
    "textViewShouldEndEditing", "viewForZooming",
  ]

  /// Requirement names left out of ``uikitOptionalRequirements``: names that closure
  /// properties commonly have too (`view?()`, `animate?()`), where `?(` is plain Swift.
  static let namesSharedWithClosureProperties: Set<String> = [
    "view", "size", "position", "convert", "animate", "supports",
  ]
}
