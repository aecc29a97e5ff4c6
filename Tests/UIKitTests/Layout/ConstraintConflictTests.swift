import Testing

@testable import UIKit

/// What Auto Layout does with constraints that can't all hold or can't be installed, from
/// NSLayoutConstraint's and UIView's references and the Auto Layout Guide ("Unsatisfiable
/// Layouts", "Ambiguous Layouts"): UIKit logs "Unable to simultaneously satisfy constraints"
/// listing the conflicting constraints and the one it breaks, and carries on; constraints
/// between views with no common ancestor are refused; removing a view removes the constraints
/// that reach outside it.
@MainActor
@Suite struct ConstraintConflictTests {
  /// A view that still translates its autoresizing mask is fixed at its frame; pinning it 20
  /// points in conflicts with the mask's constraint.
  @Test func positionConstraintsOnATranslatingViewAreReportedAndLayoutCarriesOn() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let framed = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    container.addSubview(framed)
    let other = UIView()
    other.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(other)
    let pin = framed.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20)
    pin.identifier = "pin-leading"
    let messages = capturingLayoutLog {
      NSLayoutConstraint.activate([
        pin,
        other.leftAnchor.constraint(equalTo: container.leftAnchor, constant: 60),
        other.topAnchor.constraint(equalTo: container.topAnchor, constant: 60),
        other.widthAnchor.constraint(equalToConstant: 30),
        other.heightAnchor.constraint(equalToConstant: 30),
      ])
      container.layoutIfNeeded()
    }
    let report = messages.first { $0.contains("Unable to simultaneously satisfy constraints") }
    #expect(report != nil)
    if let report {
      // The list names both sides of the conflict: the pin, by its identifier, and the
      // constraint the mask made.
      #expect(report.contains("'pin-leading'"))
      #expect(report.contains("NSAutoresizingMaskLayoutConstraint"))
      // The broken constraint is named after the list, and it is one of the listed ones.
      let parts = report.components(separatedBy: "Will attempt to recover by breaking constraint")
      #expect(parts.count == 2)
      if parts.count == 2 {
        let broken = parts[1].split(separator: "\n").first { !$0.isEmpty }.map(String.init)
        #expect(broken.map { parts[0].contains($0) } == true)
      }
    }
    // Layout went on: the other view is where its constraints put it.
    #expect(other.frame == CGRect(x: 60, y: 60, width: 30, height: 30))
    #expect(framed.frame.size == CGSize(width: 50, height: 50))
  }

  /// UIKit reports a conflict when the constraint that breaks it is added, once: laying out
  /// again after the root's size changes, or after the hierarchy grows, does not repeat it.
  @Test func aConflictIsReportedOnceAcrossLaterLayoutPasses() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let card = UIView()
    card.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(card)
    let messages = capturingLayoutLog {
      NSLayoutConstraint.activate([
        card.widthAnchor.constraint(equalToConstant: 40),
        card.widthAnchor.constraint(equalToConstant: 60),
      ])
      root.layoutIfNeeded()
      root.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
      root.layoutIfNeeded()
      root.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
      root.layoutIfNeeded()
    }
    #expect(messages.filter { $0.contains("Unable to simultaneously satisfy") }.count == 1)
    // The broken constraint stays broken: the first one holds.
    #expect(card.frame.width == 40)
  }

  @Test func aConstraintBetweenViewsWithNoCommonAncestorStaysInactive() {
    let first = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let second = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let constraint = first.leftAnchor.constraint(equalTo: second.leftAnchor)
    let messages = capturingLayoutLog { constraint.isActive = true }
    #expect(!constraint.isActive)
    #expect(messages.count == 1)
    #expect(messages.first?.contains("no common ancestor") == true)
    #expect(first.constraints.isEmpty && second.constraints.isEmpty)
  }

  /// Removing a view "removes any constraints that refer to the view you are removing, or
  /// that refer to any view in the subtree of the view you are removing" (removeFromSuperview()
  /// reference); constraints inside the subtree stay.
  @Test func removeFromSuperviewDeactivatesConstraintsThatCrossOut() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let box = UIView()
    let inner = UIView()
    for view in [box, inner] { view.translatesAutoresizingMaskIntoConstraints = false }
    container.addSubview(box)
    box.addSubview(inner)
    let crossing = inner.leftAnchor.constraint(equalTo: container.leftAnchor, constant: 5)
    let boxToContainer = box.topAnchor.constraint(equalTo: container.topAnchor)
    let inside = inner.widthAnchor.constraint(equalTo: box.widthAnchor)
    let own = box.widthAnchor.constraint(equalToConstant: 40)
    NSLayoutConstraint.activate([crossing, boxToContainer, inside, own])
    box.removeFromSuperview()
    #expect(!crossing.isActive)
    #expect(!boxToContainer.isActive)
    #expect(inside.isActive)
    #expect(own.isActive)
  }

  @Test func hasAmbiguousLayout() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(view)
    NSLayoutConstraint.activate([
      view.leftAnchor.constraint(equalTo: container.leftAnchor),
      view.topAnchor.constraint(equalTo: container.topAnchor),
    ])
    // Position fixed, size free.
    #expect(view.hasAmbiguousLayout)
    NSLayoutConstraint.activate([
      view.widthAnchor.constraint(equalToConstant: 10),
      view.heightAnchor.constraint(equalToConstant: 10),
    ])
    #expect(!view.hasAmbiguousLayout)
    // An inequality alone leaves the width free within its range.
    let free = UIView()
    free.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(free)
    NSLayoutConstraint.activate([
      free.leftAnchor.constraint(equalTo: container.leftAnchor),
      free.topAnchor.constraint(equalTo: container.topAnchor),
      free.heightAnchor.constraint(equalToConstant: 10),
      free.widthAnchor.constraint(lessThanOrEqualToConstant: 50),
    ])
    #expect(free.hasAmbiguousLayout)
    // A frame-based view is fixed by its mask.
    let framed = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
    container.addSubview(framed)
    #expect(!framed.hasAmbiguousLayout)
  }
}
