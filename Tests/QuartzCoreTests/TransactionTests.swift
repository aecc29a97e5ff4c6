import QuartzCore
import Testing

@MainActor
@Suite struct TransactionTests {
  @Test func completionRunsAtCommit() {
    var ran = false
    CATransaction.begin()
    CATransaction.setCompletionBlock { ran = true }
    #expect(!ran)
    CATransaction.commit()
    #expect(ran)
  }

  @Test func nestedCompletionRunsAtItsOwnCommit() {
    var order: [String] = []
    CATransaction.begin()
    CATransaction.setCompletionBlock { order.append("outer") }
    CATransaction.begin()
    CATransaction.setCompletionBlock { order.append("inner") }
    CATransaction.commit()
    #expect(order == ["inner"])
    CATransaction.commit()
    #expect(order == ["inner", "outer"])
  }

  @Test func settingsAreScopedToTheTransaction() {
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    CATransaction.setAnimationDuration(1)
    let easeIn = CAMediaTimingFunction(name: .easeIn)
    CATransaction.setAnimationTimingFunction(easeIn)
    #expect(CATransaction.disableActions())
    #expect(CATransaction.animationDuration() == 1)
    #expect(CATransaction.animationTimingFunction() === easeIn)
    CATransaction.commit()
    #expect(!CATransaction.disableActions())
    #expect(CATransaction.animationDuration() == 0.25)
    #expect(CATransaction.animationTimingFunction() == nil)
  }

  @Test func completionOutsideATransactionRunsAtOnce() {
    var ran = false
    CATransaction.setCompletionBlock { ran = true }
    #expect(ran)
  }
}
