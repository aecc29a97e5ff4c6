// swift-format-ignore-file
import Foundation

final class Toolbar: UIView {
  let button = UIButton()

  func wire() {
    button.addTarget(self, action: #selector(tapped(_:)), for: .touchUpInside)
    button.addTarget(self, action: #selector(Toolbar.reload), for: .valueChanged)
    button.addTarget(self, action: #selector(self.share(with:)), for: .touchDown)
    button.addTarget(self, action: #selector(renamed), for: .touchUpOutside)
    _ = #selector(getter: UIView.isHidden)
    let timer = Timer(timeInterval: 2, target: self, selector: #selector(renamed), userInfo: button, repeats: false)
    RunLoop.main.add(timer, forMode: .common)
  }

  @objc func tapped(_ sender: UIButton) {}
  @objc private func reload() {}
  @objc
  func share(with sender: UIButton) {}
  @objc(doTheThing:) func renamed(_ sender: UIButton) {}
}

let orphan = #selector(reload)
