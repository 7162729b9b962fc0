import Foundation
import PropertyTesting
import Testing

@testable import ScenarioScript

/// The parser never crashes or hangs: random text and mutations of valid scripts only ever parse
/// or give errors with places inside the text.
@Suite struct ScenarioFuzzTests {
  static let valid = """
    scenario "fuzz"
    app mail
    device iPadPro11 portrait
    resize window 1 to 700x800 anchor center over 250ms at 30 fps
    expect frame "badge" = 10, 20, 30x40 ± 0.5
    press cmd+shift+n
    menu File > New Window
    expect command File > Close disabled
    wait 1.5s
    checkpoint wide
    expect layout = checkpoint wide
    """

  static let pieces = [
    "resize", "to", "700x800", "x", "×", "expect", "window", "frame", "=", ",", "±", "\"", "#", ">", "menu",
    "press", "cmd+", "+", "-1", "nan", "1e308", "wait", "5ms", "view", "{", "}", "app", "mail", "\n", " ",
    "\t",
    "é", "🙂", "\r\n", "\\", "checkpoint", "columns", "9999999999999999999999",
  ]

  /// Checks one input: it parses or fails with errors that point into it.
  private func check(_ text: String, seed: UInt64) {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
    do {
      _ = try Scenario.parse(text, file: "fuzz.scenario")
    } catch {
      #expect(!error.diagnostics.isEmpty, "seed \(seed)\n--- input ---\n\(text)")
      for diagnostic in error.diagnostics {
        #expect(
          (1...max(1, lines)).contains(diagnostic.location.line) && diagnostic.location.column >= 1,
          "seed \(seed): \(diagnostic)\n--- input ---\n\(text)")
      }
    }
  }

  @Test func randomTokenSoupsNeverCrash() {
    let seed: UInt64 = 0x5CE7_E51A
    var generator = Xoshiro256StarStar(seed: seed)
    for _ in 0..<2_000 {
      var text = ""
      for _ in 0..<generator.below(40) { text += Self.pieces[generator.below(Self.pieces.count)] + " " }
      check(text, seed: seed)
    }
  }

  @Test func mutatedScriptsNeverCrash() {
    let seed: UInt64 = 0xF00D
    var generator = Xoshiro256StarStar(seed: seed)
    let original = Array(Self.valid)
    for _ in 0..<2_000 {
      var characters = original
      for _ in 0..<(1 + generator.below(6)) {
        guard !characters.isEmpty else { break }
        let index = generator.below(characters.count)
        switch generator.below(4) {
        case 0: characters.remove(at: index)
        case 1: characters.insert(characters[generator.below(characters.count)], at: index)
        case 2: characters.swapAt(index, generator.below(characters.count))
        default:
          let piece = Self.pieces[generator.below(Self.pieces.count)]
          characters.insert(contentsOf: piece, at: index)
        }
      }
      check(String(characters), seed: seed)
    }
  }

  /// Huge inputs are bounded: a very long line and very many lines give errors, not a hang.
  @Test func hugeInputsAreBounded() {
    check("app mail\n" + String(repeating: "wait 1s ", count: 10_000), seed: 0)
    check(String(repeating: "resise\n", count: 5_000), seed: 0)
    let error = #expect(throws: ScriptErrors.self) {
      _ = try Scenario.parse(String(repeating: "resise\n", count: 5_000), file: "f")
    }
    #expect(error?.diagnostics.count == Scenario.maximumDiagnostics)
  }
}
