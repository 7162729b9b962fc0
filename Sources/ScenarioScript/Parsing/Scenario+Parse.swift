import Foundation
import LayoutEngine
import SceneRuntime

/// The errors of a script that could not be parsed, in the order of their lines.
///
/// ```swift
/// do { _ = try Scenario.parse(text, file: "a.scenario") } catch { print(error) }
/// // a.scenario:2:1: error: unknown step 'resise'
/// // resise to 700x800
/// // ^~~~~~
/// // help: did you mean 'resize'?
/// ```
public struct ScriptErrors: Error, Sendable, CustomStringConvertible {
  /// Each error, with its place.
  public var diagnostics: [ScriptDiagnostic]

  public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}

extension Scenario {
  /// The most errors reported for one script (parsing stops there).
  public static let maximumDiagnostics = 50
  /// The most lines a script may have.
  public static let maximumLines = 100_000
  /// The most characters one line of a script may have.
  public static let maximumLineLength = 4_096
  /// The largest script, in bytes of UTF-8 (8 MiB).
  public static let maximumBytes = 8 << 20

  /// Parses a script; `file` names it in errors and the timeline.
  ///
  /// ```swift
  /// let scenario = try Scenario.parse("app mail\nresize to 700x800\nexpect columns detail\n", file: "a.scenario")
  /// ```
  public static func parse(_ text: String, file: String) throws(ScriptErrors) -> Scenario {
    // A script over the size limit is not split at all.
    guard text.utf8.count <= maximumBytes else { throw ScriptErrors(diagnostics: [tooLarge(file)]) }
    var parser = ScenarioParser(text: text, file: file)
    return try parser.parse()
  }

  /// The error of a script larger than `maximumBytes`.
  static func tooLarge(_ file: String) -> ScriptDiagnostic {
    .wholeFile(file, "the script is larger than \(maximumBytes) bytes (Scenario.maximumBytes)")
  }
}

/// Reads a script line by line: the header statements, then steps; an error on a line is
/// recorded and parsing goes on with the next line, so one run reports every error.
struct ScenarioParser {
  let file: String
  let lines: [String]
  private var diagnostics: [ScriptDiagnostic] = []
  private var title: String?
  private(set) var subject: Scenario.Subject?
  /// Where the script names what it runs: the place, the line, and the name's length there.
  private var subjectPlace: (SourceLocation, String, Int)?
  private var viewSource: [String] = []
  private var device: (Device, Device.Orientation)?
  private var steps: [Scenario.Step] = []

  init(text: String, file: String) {
    self.file = file
    lines = ScenarioParser.lines(of: text)
  }

  /// The lines of `text`: they end at \n, and a \r before it is dropped, so that columns count
  /// what an editor shows (the Characters "\n" and "\r\n" are the separators). Found in the
  /// bytes: a line feed is one byte, and no Character holds one but "\r\n".
  static func lines(of text: String) -> [String] {
    text.withUTF8Bytes(lines(ofBytes:))
  }

  /// `lines(of:)` of the UTF-8 `bytes` of a text.
  private static func lines(ofBytes bytes: UnsafeBufferPointer<UInt8>) -> [String] {
    var lines: [String] = []
    var start = 0
    func addLine(to end: Int, last: Bool) {
      // A \r ends a line only before a \n (the last line has none after it).
      let end = !last && end > start && bytes[end - 1] == UInt8(ascii: "\r") ? end - 1 : end
      lines.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
    }
    for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
      addLine(to: index, last: false)
      start = index + 1
    }
    addLine(to: bytes.count, last: true)
    return lines
  }

  mutating func parse() throws(ScriptErrors) -> Scenario {
    var index = 0
    if lines.count > Scenario.maximumLines {
      report(
        ScriptDiagnostic(
          location: SourceLocation(file: file, line: Scenario.maximumLines + 1, column: 1),
          message: "the script is longer than \(Scenario.maximumLines) lines (Scenario.maximumLines)",
          sourceLine: lines[Scenario.maximumLines]))
    }
    while index < min(lines.count, Scenario.maximumLines), diagnostics.count < Scenario.maximumDiagnostics {
      let line = lines[index]
      let number = index + 1
      index += 1
      do throws(ScriptDiagnostic) {
        // Asked once a line: the problems, the tokens and a step's text read it.
        let isPrintableASCII = LineTokens.isPrintableASCII(line)
        if let problem = problem(in: line, number: number, isPrintableASCII: isPrintableASCII) {
          throw problem
        }
        switch LineTokens.split(line, isPrintableASCII: isPrintableASCII) {
        case .failure(let problem):
          throw ScriptDiagnostic(
            location: SourceLocation(file: file, line: number, column: problem.column),
            message: problem.message,
            sourceLine: line, length: problem.length, help: problem.help)
        case .success(let tokens):
          guard !tokens.isEmpty else { continue }
          var reader = LineReader(
            file: file, lineNumber: number, line: line, tokens: tokens, isPrintableASCII: isPrintableASCII)
          if tokens[0].text == "view", tokens[0].kind == .word {
            index = try parseView(&reader, from: index)
          } else {
            try parseLine(&reader)
          }
        }
      } catch {
        report(error)
      }
    }
    if subject == nil, diagnostics.isEmpty {
      let first =
        lines.firstIndex {
          !$0.trimmingCharacters(in: .whitespaces).isEmpty
            && !$0.trimmingCharacters(in: .whitespaces).hasPrefix("#")
        } ?? 0
      report(
        ScriptDiagnostic(
          location: SourceLocation(file: file, line: first + 1, column: 1),
          message: "the script names no app and no view", sourceLine: lines.isEmpty ? "" : lines[first],
          help: "start it with 'app NAME' or 'view {', a view tree, and '}'"))
    }
    guard diagnostics.isEmpty, let subject, let subjectPlace else {
      throw ScriptErrors(diagnostics: diagnostics)
    }
    let name = (file as NSString).lastPathComponent
    return Scenario(
      file: file, title: title ?? (name.hasSuffix(".scenario") ? String(name.dropLast(9)) : name),
      subject: subject, subjectLocation: subjectPlace.0, subjectLine: subjectPlace.1,
      subjectLength: subjectPlace.2,
      device: device?.0 ?? .iPadPro11, orientation: device?.1 ?? .landscape, steps: steps,
      viewSource: viewSource)
  }

  private mutating func report(_ diagnostic: ScriptDiagnostic) {
    guard diagnostics.count < Scenario.maximumDiagnostics else { return }
    diagnostics.append(diagnostic)
  }

  /// One line: a header statement or a step.
  private mutating func parseLine(_ reader: inout LineReader) throws(ScriptDiagnostic) {
    let head = try reader.next("a step")
    guard head.kind == .word else {
      throw reader.error(
        "expected a step, found '\(head.text)'", at: head, help: "steps start with a word, as 'resize'")
    }
    switch head.text {
    case "scenario":
      try headerFirst(reader, head)
      guard title == nil else { throw reader.error("the scenario is named twice", at: head) }
      title = try reader.name("the scenario's title")
      try reader.expectEnd("the title")
    case "app":
      try headerFirst(reader, head)
      guard subject == nil else {
        throw reader.error(
          "the script already names what it runs", at: head, help: "a script runs one app or one view")
      }
      let name = try reader.name("an app's name")
      subject = .app(name)
      subjectPlace = (
        SourceLocation(file: file, line: reader.lineNumber, column: reader.tokens[1].column), reader.line,
        reader.tokens[1].length
      )
      try reader.expectEnd("the app's name")
    case "device":
      try headerFirst(reader, head)
      guard device == nil else { throw reader.error("the device is named twice", at: head) }
      let token = try reader.next("a device's name")
      guard let found = Device.named(token.text) else {
        let names = Device.catalog.map(\.scriptName)
        let help =
          NearestName.didYouMean(token.text.filter { !$0.isWhitespace }, among: names)
          ?? "the devices are \(names.joined(separator: ", ")) (see 'scenesim list')"
        throw reader.error("unknown device '\(token.text)'", at: token, help: help)
      }
      let orientation =
        reader.isAtEnd
        ? Device.Orientation.landscape : try reader.choice(Vocabulary.orientations, "orientation")
      try reader.expectEnd("the device")
      device = (found, orientation)
    default:
      guard subject != nil else {
        throw reader.error(
          Vocabulary.steps.contains(head.text)
            ? "a step before the script names what it runs" : "unknown statement '\(head.text)'",
          at: head,
          help: NearestName.didYouMean(head.text, among: Vocabulary.headers + Vocabulary.steps)
            ?? "start the script with 'app NAME' or 'view {'")
      }
      let action = try parseStep(head, &reader)
      steps.append(
        Scenario.Step(
          location: SourceLocation(file: file, line: reader.lineNumber, column: head.column),
          text: reader.text, action: action))
    }
  }

  /// Header statements come before the steps.
  private func headerFirst(_ reader: LineReader, _ head: Token) throws(ScriptDiagnostic) {
    guard steps.isEmpty else {
      throw reader.error(
        "'\(head.text)' must come before the steps", at: head, help: "move it to the top of the script")
    }
  }

  /// `view {`, the view's lines, and a line holding only `}`; returns the index of the line after.
  private mutating func parseView(_ reader: inout LineReader, from next: Int) throws(ScriptDiagnostic) -> Int
  {
    let head = try reader.next("view")
    try headerFirst(reader, head)
    guard subject == nil else {
      throw reader.error(
        "the script already names what it runs", at: head, help: "a script runs one app or one view")
    }
    guard let brace = reader.peek, brace.text == "{", reader.tokens.count == 2 else {
      throw reader.error("expected '{' after 'view', and nothing else on the line", at: reader.peek ?? head)
    }
    // The block ends at the first line holding only '}' at the start of a line (no indentation).
    guard
      let end = lines[next...].firstIndex(where: {
        $0.trimmingCharacters(in: .whitespaces) == "}" && $0.hasPrefix("}")
      })
    else {
      throw reader.error(
        "the view's '{' is never closed", at: brace,
        help: "end the view with a line holding only '}', unindented")
    }
    let block = Array(lines[next..<end])
    viewSource = block
    subjectPlace = (
      SourceLocation(file: file, line: reader.lineNumber, column: head.column), reader.line, head.length
    )
    // An error in the block (a line too long or holding a control character among them) is
    // reported and the block skipped, so its lines are not read as steps.
    do throws(ScriptDiagnostic) {
      for (offset, line) in block.enumerated() {
        let isPrintableASCII = LineTokens.isPrintableASCII(line)
        if let problem = problem(in: line, number: next + offset + 1, isPrintableASCII: isPrintableASCII) {
          throw problem
        }
      }
      subject = .view(
        try ViewNotation.parse(lines: block, file: file, firstLine: next + 1))
    } catch {
      report(error)
      subject = .view(try ViewNotation.parse(lines: ["EmptyView()"], file: file, firstLine: next + 1))
    }
    return end + 1
  }

  /// What is wrong with a line whatever it holds, or nil: longer than
  /// `Scenario.maximumLineLength`, or holding a control character (a NUL, a lone \r, an
  /// escape: it would cut a number short or reach the terminal; a tab is a space).
  /// `isPrintableASCII` is what `LineTokens.isPrintableASCII(line)` says.
  private func problem(in line: String, number: Int, isPrintableASCII: Bool) -> ScriptDiagnostic? {
    // Printable ASCII has no control character, and its bytes are its characters.
    if isPrintableASCII, line.utf8.count <= Scenario.maximumLineLength { return nil }
    guard line.count <= Scenario.maximumLineLength else {
      return ScriptDiagnostic(
        location: SourceLocation(file: file, line: number, column: Scenario.maximumLineLength + 1),
        message:
          "the line is longer than \(Scenario.maximumLineLength) characters (Scenario.maximumLineLength)",
        sourceLine: String(line.prefix(Scenario.maximumLineLength + 1)))
    }
    guard let index = line.firstIndex(where: { $0.unicodeScalars.contains(where: \.isControlCharacter) })
    else { return nil }
    let scalar = line[index].unicodeScalars.first(where: \.isControlCharacter)!
    let code = String(scalar.value, radix: 16, uppercase: true)
    return ScriptDiagnostic(
      location: SourceLocation(
        file: file, line: number, column: line.distance(from: line.startIndex, to: index) + 1),
      message:
        "control character U+\(String(repeating: "0", count: max(0, 4 - code.count)) + code) in the line",
      sourceLine: line, help: "remove it; a script is plain text")
  }
}
