import Testing

@testable import ScenarioScript

@Suite struct DiagnosticTests {
  @Test func printsInTheSwiftCompilersShape() {
    let diagnostic = ScriptDiagnostic(
      location: SourceLocation(file: "a.scenario", line: 3, column: 3), message: "unknown step 'resise'",
      sourceLine: "  resise to 700x800", length: 6, help: "did you mean 'resize'?")
    #expect(
      diagnostic.description
        == "a.scenario:3:3: error: unknown step 'resise'\n  resise to 700x800\n  ^~~~~~\nhelp: did you mean 'resize'?"
    )
  }

  @Test func suggestsTheNearestNameOnlyWhenItIsClose() {
    #expect(NearestName.suggest(for: "resise", among: ["move", "resize"]) == "resize")
    #expect(NearestName.suggest(for: "rsize", among: ["resize", "wait"]) == "resize")
    #expect(NearestName.suggest(for: "xyzzy", among: ["resize", "wait"]) == nil)
    #expect(NearestName.suggest(for: "wiat", among: ["wait"]) == "wait")
  }
}
