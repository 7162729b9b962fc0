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
    """
    NavigationSplitView {
      VStack { Text("Inbox").id("inbox") }
    } detail: {
      HStack(alignment: .top, spacing: 12) {
        Text("Hello, world").font(.title).lineLimit(1)
        Spacer(minLength: 8)
        Color.blue.frame(width: 40, height: 40).id("badge")
      }
      .padding()
    }
    """,
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

  @Test func tokenSoupsAndMutationsOnlyReturnOrThrowDiagnostics() {
    let seed = UInt64(0x5CE_E51A)
    var random = Xoshiro256StarStar(seed: seed)
    var parsed = 0
    for iteration in 0..<3000 {
      let text: String
      if iteration % 2 == 0 {
        let count = random.below(60)
        text = (0..<count).map { _ in random.element(of: Self.fragments) }.joined(separator: " ")
      } else {
        text = Self.mutate(Self.validTrees[iteration % Self.validTrees.count], &random)
      }
      if Self.check(text, seed: seed, iteration: iteration, layout: parsed % 8 == 0) { parsed += 1 }
    }
    #expect(parsed > 50, "mutations should often stay valid (seed \(seed))")
  }

  /// Deletes, duplicates or swaps characters or whole tokens (runs separated by spaces) a few times.
  static func mutate(_ text: String, _ random: inout Xoshiro256StarStar) -> String {
    var characters = Array(text)
    for _ in 0..<random.int(in: 1...3) where !characters.isEmpty {
      let index = random.below(characters.count)
      var end = index
      if random.below(2) == 0 {
        while end < characters.count, !characters[end].isWhitespace, end - index < 20 { end += 1 }
      }
      end = max(end, index + 1)
      let piece = Array(characters[index..<end])
      switch random.below(3) {
      case 0: characters.removeSubrange(index..<end)
      case 1: characters.insert(contentsOf: piece, at: index)
      default:
        let other = random.below(characters.count)
        characters.swapAt(index, other)
      }
    }
    return String(characters)
  }

  /// Parses `text`; true when it parsed. A diagnostic must point inside the text.
  static func check(_ text: String, seed: UInt64, iteration: Int, layout: Bool) -> Bool {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    do {
      let notation = try ViewNotation.parse(lines: lines, file: "fuzz.scenario", firstLine: 20)
      if layout {
        _ = LayoutSnapshot(notation.makeView(), proposal: ProposedViewSize(width: 320, height: 480))
      }
      return true
    } catch {
      let location = error.location
      let line = location.line - 20
      let valid =
        location.file == "fuzz.scenario" && line >= 0 && line < max(lines.count, 1) && location.column >= 1
        && location.column <= (lines.isEmpty ? 0 : lines[line].count) + 1 && error.length >= 1
        && error.sourceLine == (lines.isEmpty ? "" : lines[line])
        && error.message.first.map { !$0.isUppercase } ?? false
      #expect(
        valid, "seed \(seed), iteration \(iteration): a diagnostic points outside the text\n\(error)\n\(text)"
      )
      return false
    }
  }
}
