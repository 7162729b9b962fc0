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

  /// What went wrong with an input that failed to parse, or nil when its errors are fine: at
  /// least one, and each pointing into the text.
  static func problem(with error: ScriptErrors, in text: String) -> String? {
    // Lines end at "\n" or "\r\n" (one Character), as the parser splits them.
    let lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
      .count
    if error.diagnostics.isEmpty { return "an error without diagnostics" }
    for diagnostic in error.diagnostics
    where !((1...max(1, lines)).contains(diagnostic.location.line) && diagnostic.location.column >= 1) {
      return "a diagnostic outside the text: \(diagnostic)"
    }
    return nil
  }

  /// Checks inputs of `gen`: each parses or fails with errors that point into it.
  private func check(
    named name: String = #function, _ gen: Gen<String>, seed: UInt64,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) async {
    await fuzz(named: name, gen, seed: seed, examples: 2_000, sourceLocation: sourceLocation) {
      Self.problem(parsing: $0)
    }
  }

  /// What is wrong with parsing `text`, or nil: it parses, or fails with errors that point into it.
  static func problem(parsing text: String) -> String? {
    do {
      _ = try Scenario.parse(text, file: "fuzz.scenario")
      return nil
    } catch {
      return problem(with: error, in: text)
    }
  }

  /// Up to 39 pieces, separated by spaces.
  @Test func randomTokenSoupsNeverCrash() async {
    await check(
      Gen.array(of: Gen.element(of: Self.pieces), count: 0...39).map { $0.joined(separator: " ") },
      seed: 0x5CE7_E51A)
  }

  /// One edit of a script; its places are taken modulo the length of the text it edits.
  enum Edit: Sendable {
    case delete(Int)
    case duplicate(Int, at: Int)
    case swap(Int, Int)
    case insert(String, at: Int)

    static let place = Gen.int(in: 0...9_999)
    static let gen = Gen<Edit>.oneOf([
      place.map { Edit.delete($0) },
      Gen.zip(place, place).map { Edit.duplicate($0, at: $1) },
      Gen.zip(place, place).map { Edit.swap($0, $1) },
      Gen.zip(Gen.element(of: pieces), place).map { Edit.insert($0, at: $1) },
    ])

    /// `text` with the edits made in order (stopping if it becomes empty).
    static func apply(_ edits: [Edit], to text: String) -> String {
      var characters = Array(text)
      for edit in edits where !characters.isEmpty {
        let count = characters.count
        switch edit {
        case .delete(let index): characters.remove(at: index % count)
        case .duplicate(let source, let index):
          characters.insert(characters[source % count], at: index % count)
        case .swap(let first, let second): characters.swapAt(first % count, second % count)
        case .insert(let piece, let index): characters.insert(contentsOf: piece, at: index % count)
        }
      }
      return String(characters)
    }
  }

  /// The valid script with one to six edits.
  @Test func mutatedScriptsNeverCrash() async {
    await check(
      Gen.array(of: Edit.gen, count: 1...6).map { Edit.apply($0, to: Self.valid) }, seed: 0xF00D)
  }

  /// Huge inputs are bounded: a very long line and very many lines give errors, not a hang.
  @Test func hugeInputsAreBounded() {
    #expect(Self.problem(parsing: "app mail\n" + String(repeating: "wait 1s ", count: 10_000)) == nil)
    let many = String(repeating: "resise\n", count: 5_000)
    let error = #expect(throws: ScriptErrors.self) {
      _ = try Scenario.parse(many, file: "f")
    }
    #expect(error.flatMap { Self.problem(with: $0, in: many) } == nil)
    #expect(error?.diagnostics.count == Scenario.maximumDiagnostics)
  }

  /// A line of printable ASCII is split byte by byte; any line can be split character by
  /// character. The two give the same tokens and the same problems (columns, lengths, messages)
  /// on random lines of the characters the tokenizer treats apart.
  @Test func splittingByBytesIsSplittingByCharacters() {
    let alphabet = " \t\"\\#,=>x7a.-+".map(String.init) + ["resize", "700x800", "\"quoted # text\""]
    var generator = SplitMix64(seed: 22)
    for example in 0..<5_000 {
      let count = Int(generator.next() % 40)
      let pieces = (0..<count).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
      // Now and then more words than a line may have.
      let line =
        example % 50 == 0 ? String(repeating: "a ", count: LineTokens.maximumTokens + 5) : pieces.joined()
      #expect(LineTokens.isPrintableASCII(line), "\(line)")
      #expect(
        Self.described(LineTokens.splitPrintableASCII(line))
          == Self.described(LineTokens.splitCharacters(line)),
        "\(line)")
    }
    #expect(LineTokens.splitPrintableASCII("resize to 700×800") == nil)
  }

  /// The first byte of a file that is not UTF-8 is the one a scalar-by-scalar parse stops at,
  /// on random bytes of ASCII runs (shorter and longer than the eight read at a time), two-,
  /// three- and four-byte characters, and malformed sequences: lone continuation bytes,
  /// truncated characters, overlong forms, surrogates and bytes UTF-8 never uses.
  @Test func theFirstByteThatIsNotUTF8IsTheParsersError() {
    // ASCII runs and whole characters first (valid), then malformed sequences.
    let pieces: [[UInt8]] = [
      Array("a".utf8), Array("resize to".utf8), Array("0123456789abcdef".utf8), Array("é".utf8),
      Array("×".utf8), Array("😀".utf8), [0x80], [0xBF], [0xC3], [0xE2, 0x82], [0xF0, 0x9F, 0x98],
      [0xC0, 0x80], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xF5, 0x80, 0x80, 0x80], [0xFF], [0xFE],
    ]
    var generator = SplitMix64(seed: 31)
    for example in 0..<5_000 {
      let count = Int(generator.next() % 24)
      // Half the examples are valid but for their last piece or two, so that the error, if
      // any, comes late, after characters read eight bytes at a time and one by one.
      var bytes: [UInt8] = []
      for index in 0..<count {
        let choices = example % 2 == 0 && index + 2 < count ? 6 : pieces.count
        bytes += pieces[Int(generator.next() % UInt64(choices))]
      }
      var parser = Unicode.UTF8.ForwardParser()
      var iterator = bytes.makeIterator()
      var offset = 0
      var expected: Int?
      parsing: while true {
        switch parser.parseScalar(from: &iterator) {
        case .valid(let scalar): offset += scalar.count
        case .emptyInput: break parsing
        case .error:
          expected = offset
          break parsing
        }
      }
      #expect(ScenarioFiles.firstInvalidUTF8(Data(bytes)) == expected, "\(bytes)")
    }
  }

  /// A whole number read digit by digit is the number `Double(_:)` reads, and any other text
  /// is left to it: random texts of digits (leading zeros, up to 16 of them), signs, points,
  /// exponents and letters.
  @Test func aWholeNumberIsTheNumberDoubleReads() {
    let alphabet = ["0", "7", "9", "1", "00", "-", "+", ".", "e", "x", " "]
    var generator = SplitMix64(seed: 37)
    for _ in 0..<5_000 {
      let count = Int(generator.next() % 17)
      let text = (0..<count).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }.joined()
      let isWhole =
        !text.isEmpty && text.utf8.count <= 15 && text.allSatisfy(\.isASCII) && text.allSatisfy(\.isNumber)
      #expect(LineReader.wholeNumber(text) == (isWhole ? Double(text) : nil), "\(text)")
    }
    #expect(LineReader.wholeNumber("999999999999999") == 999_999_999_999_999)
    #expect(LineReader.wholeNumber("1234567890123456") == nil)
  }

  /// A script's lines, and a size's sides, found in the bytes are those found in the
  /// Characters, on random texts of line ends (\n, \r, \r\n), combining marks and non-ASCII
  /// characters.
  @Test func linesAndSidesFoundInBytesAreThoseOfCharacters() {
    let alphabet = ["a", "7", "x", "×", "\n", "\r", "\r\n", "\u{301}", "é", " ", "x\u{301}", "\u{2028}"]
    var generator = SplitMix64(seed: 27)
    for _ in 0..<5_000 {
      let count = Int(generator.next() % 24)
      let text = (0..<count).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }.joined()
      let lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
        .map(String.init)
      #expect(ScenarioParser.lines(of: text) == lines, "\(Array(text.unicodeScalars))")
      let sides = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "x" || $0 == "×" })
        .map(String.init)
      #expect(LineReader.sides(of: text) == sides, "\(Array(text.unicodeScalars))")
    }
    #expect(ScenarioParser.lines(of: "a\r\nb\rc\n") == ["a", "b\rc", ""])
    #expect(ScenarioParser.lines(of: "a\n7\r") == ["a", "7\r"])
    #expect(LineReader.sides(of: "700x800") == ["700", "800"])
  }

  /// Tokens or a problem, as text to compare.
  static func described(_ result: Result<[Token], TokenProblem>?) -> String {
    switch result {
    case .success(let tokens):
      return tokens.map { "\($0.kind) \($0.text) \($0.column) \($0.length)" }.joined(separator: "|")
    case .failure(let problem):
      return "\(problem.column) \(problem.length) \(problem.message) \(problem.help ?? "")"
    case nil: return "nil"
    }
  }
}
