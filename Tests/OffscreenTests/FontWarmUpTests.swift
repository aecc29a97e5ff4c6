import Testing

@testable import offscreen

/// When the fonts start opening before the command line is parsed.
@Suite struct FontWarmUpTests {
  @Test func render_inThisProcess_warmsUpEarly() {
    #expect(FontWarmUp.isWanted(by: ["offscreen", "render", "a.yaml", "-o", "a.png"]))
    #expect(FontWarmUp.isWanted(by: ["/usr/bin/offscreen", "render", "a.yaml", "b.yaml"]))
  }

  @Test func childProcessesOrOtherCommands_doNot() {
    // With --jobs the renders may run in child processes, which open their own fonts.
    #expect(!FontWarmUp.isWanted(by: ["offscreen", "render", "--jobs", "2", "a.yaml", "b.yaml"]))
    #expect(!FontWarmUp.isWanted(by: ["offscreen", "render", "--jobs=2", "a.yaml", "b.yaml"]))
    #expect(!FontWarmUp.isWanted(by: ["offscreen", "layout", "a.yaml"]))
    #expect(!FontWarmUp.isWanted(by: ["offscreen", "a.yaml", "render"]))
    #expect(!FontWarmUp.isWanted(by: ["offscreen"]))
  }
}
