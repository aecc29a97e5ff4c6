// Placeholder so the target builds; replaced by the module's real tests.
import Testing

@Test func placeholder() {}
