// swift-format-ignore-file
import Foundation
import UIKit

final class Toolbar: UIView {
  let button = UIButton()

  func wire() {
    button.addTarget(self, action: Selector(Toolbar.tapped(_:), name: "tapped:"), for: .touchUpInside)
    button.addTarget(self, action: Selector(Toolbar.reload, name: "reload"), for: .valueChanged)
    button.addTarget(self, action: Selector(Toolbar.share(with:), name: "shareWith:"), for: .touchDown)
    button.addTarget(self, action: Selector(Toolbar.renamed(_:), name: "doTheThing:"), for: .touchUpOutside)
    _ = Selector("isHidden")
    let timer = SelectorTimer(timeInterval: 2, target: self, selector: Selector(Toolbar.renamed(_:), name: "doTheThing:"), userInfo: button, repeats: false)
    RunLoop.main.add(timer, forMode: .common)
  }

  func tapped(_ sender: UIButton) {}
  private func reload() {}

  func share(with sender: UIButton) {}
  func renamed(_ sender: UIButton) {}
}

let orphan = #selector(reload)
