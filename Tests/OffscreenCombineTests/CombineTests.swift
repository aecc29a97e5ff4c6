import Foundation
import OffscreenCombine
import Testing

/// The Combine that ported iOS code uses, written as it is written for iOS.
@Suite struct CombineTests {
  final class Model: ObservableObject {
    @Published var title = "Inbox"
  }

  @Test func subjectsPublishToSinks() {
    var received: [Int] = []
    var cancellables = Set<AnyCancellable>()
    let subject = PassthroughSubject<Int, Never>()
    subject.map { $0 * 2 }.filter { $0 > 2 }.sink { received.append($0) }.store(in: &cancellables)
    subject.send(1)
    subject.send(2)
    subject.send(3)
    #expect(received == [4, 6])
    let current = CurrentValueSubject<String, Never>("a")
    var latest: [String] = []
    current.sink { latest.append($0) }.store(in: &cancellables)
    current.value = "b"
    #expect(latest == ["a", "b"])
  }

  @Test func publishedPropertiesAnnounceChanges() {
    let model = Model()
    var titles: [String] = []
    var willChange = 0
    let subscriptions = [
      model.$title.sink { titles.append($0) },
      model.objectWillChange.sink { willChange += 1 },
    ]
    model.title = "Archive"
    #expect(titles == ["Inbox", "Archive"])
    #expect(willChange == 1)
    _ = subscriptions
  }

  /// `DispatchQueue.main` is a scheduler and `NotificationCenter` publishes, as with Apple's
  /// Combine.
  @Test func foundationAndDispatchTakePart() async {
    let name = Notification.Name("OffscreenCombineTests")
    let received = await withCheckedContinuation { continuation in
      var subscription: AnyCancellable?
      subscription = NotificationCenter.default.publisher(for: name)
        .map(\.name)
        .receive(on: DispatchQueue.main)
        .sink { value in
          continuation.resume(returning: value)
          subscription?.cancel()
        }
      NotificationCenter.default.post(name: name, object: nil)
    }
    #expect(received == name)
  }
}
