import Foundation
import LayoutEngine
import PropertyTesting
import Testing

@testable import ScenarioScript

/// Random token soups and mutations of valid trees: parsing only ever returns or throws a
/// diagnostic that points inside the text, and finishes quickly.
@Suite struct ViewNotationFuzzTests {
  static let fragments = [
    "VStack", "HStack", "ZStack", "Grid", "GridRow", "LazyVGrid", "ScrollView", "ViewThatFits", "ForEach",
    "NavigationSplitView", "Text", "Color", "Spacer", "Divider", "Button", "Group", "GridItem", "EdgeInsets",
    ".frame", ".padding", ".id", ".font", ".background", ".overlay", ".safeAreaInset", ".environment",
    "(", ")", "{", "}", "[", "]", ",", ":", ";", ".", "..<", "...", "\\", "-", "\n", " ", "//", "/*", "*/",
    "\"", "\"a\"", "\"r\\(i)\"", "0", "12", "-3", "1.5", "1e999", ".infinity", "true", "nil", "i", "in", "_",
    "width:", "alignment:", "spacing:", "detail:", "content:", "columns:", ".leading", ".red", ".title",
    ".horizontal", ".flexible()", "\\.layoutDirection", ".rightToLeft", "Color.red", "é", "\t", "🙂", "$",
  ]

  static let validTrees = [
    scenarioLanguageExample,
    """
    ScrollView {
      LazyVGrid(columns: [GridItem(.flexible()), GridItem(.fixed(40))]) {
        ForEach(0..<6) { i in Text("Row").id("row\\(i)") }  // rows
      }
    }
    .safeAreaInset(edge: .bottom) { Text("bar") }
    """,
    """
    Grid(horizontalSpacing: 4) {
      GridRow { Text("a"); Color.red.gridCellColumns(2) }
      /* a comment */ Divider()
    }
    .environment(\\.layoutDirection, .rightToLeft)
    .padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
    """,
  ]

  /// Up to 59 fragments, separated by spaces.
  @Test func tokenSoupsOnlyReturnOrThrowDiagnostics() async {
    let soups = Gen.array(of: Gen.element(of: Self.fragments), count: 0...59).map {
      $0.joined(separator: " ")
    }
    await fuzz(named: "token soups", soups, seed: 0x5CE_E51A, examples: 1_500) { text in
      Self.problem(parsing: text).problem
    }
  }

  /// A valid tree with one to three mutations; many stay valid, and those are laid out.
  @Test func mutationsOnlyReturnOrThrowDiagnostics() async {
    let mutated = Gen.zip(Gen.element(of: Self.validTrees), Gen.array(of: Mutation.gen, count: 1...3))
      .map { Mutation.apply($1, to: $0) }
    var parsed = 0
    let run = await fuzz(named: "mutated trees", mutated, seed: 0x5CE_E51B, examples: 1_500) { text in
      let (problem, didParse) = Self.problem(parsing: text)
      if didParse { parsed += 1 }
      return problem
    }
    // More than one in thirty (50 of the 1,500 by default), of however many ran: replaying one
    // example (`SCENESIM_EXAMPLE_SEED`) asks nothing of the count.
    #expect(run < 30 || parsed * 30 > run, "mutations should often stay valid: \(parsed) of \(run)")
  }

  /// Deletes, duplicates or swaps a character or a whole token (a run of up to 20 characters up
  /// to a space) at a place taken modulo the length of the text.
  struct Mutation: Sendable {
    enum Kind: CaseIterable, Sendable { case delete, duplicate, swap }
    var place: Int
    var wholeToken: Bool
    var kind: Kind
    var other: Int

    static let gen = Gen<Mutation> { source in
      let place = Gen.int(in: 0...9_999)
      return Mutation(
        place: try place.run(source), wholeToken: try Gen.bool.run(source),
        kind: try Gen.element(of: Kind.allCases).run(source), other: try place.run(source))
    }

    /// `text` with the mutations made in order (stopping if it becomes empty).
    static func apply(_ mutations: [Mutation], to text: String) -> String {
      var characters = Array(text)
      for mutation in mutations where !characters.isEmpty {
        let index = mutation.place % characters.count
        var end = index
        if mutation.wholeToken {
          while end < characters.count, !characters[end].isWhitespace, end - index < 20 { end += 1 }
        }
        end = max(end, index + 1)
        let piece = Array(characters[index..<end])
        switch mutation.kind {
        case .delete: characters.removeSubrange(index..<end)
        case .duplicate: characters.insert(contentsOf: piece, at: index)
        case .swap: characters.swapAt(index, mutation.other % characters.count)
        }
      }
      return String(characters)
    }
  }

  /// Parses `text` (and lays it out when it parsed): what is wrong, if anything, and whether it
  /// parsed. A diagnostic must point inside the text.
  static func problem(parsing text: String) -> (problem: String?, parsed: Bool) {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    do {
      let notation = try ViewNotation.parse(lines: lines, file: "fuzz.scenario", firstLine: 20)
      _ = LayoutSnapshot(notation.makeView(), proposal: ProposedViewSize(width: 320, height: 480))
      return (nil, true)
    } catch {
      let location = error.location
      let line = location.line - 20
      let valid =
        location.file == "fuzz.scenario" && line >= 0 && line < max(lines.count, 1) && location.column >= 1
        && location.column <= (lines.isEmpty ? 0 : lines[line].count) + 1 && error.length >= 1
        && error.sourceLine == (lines.isEmpty ? "" : lines[line])
        && error.message.first.map { !$0.isUppercase } ?? false
      return (valid ? nil : "a diagnostic points outside the text\n\(error)", false)
    }
  }
}
