import Foundation
import LayoutEngine
import Testing

@testable import ScenarioScript

/// A view block around docs/VIEW-NOTATION.md's example (its `HStack`, as a split view's detail),
/// parsed and laid out beside its Swift twin (`ViewNotationLayoutTests`), and fuzzed.
let scenarioLanguageExample = """
  NavigationSplitView {
    VStack { Text("Inbox").id("inbox") }    // List is not in the engine
  } detail: {
    HStack(alignment: .top, spacing: 12) {
      Text("Hello, world").font(.title).lineLimit(1)
      Spacer(minLength: 8)
      Color.blue.frame(width: 40, height: 40).id("badge")
    }
    .padding()
  }
  """

/// Parses `text` as the lines of a view block starting at `firstLine` of `file`.
func parseNotation(_ text: String, file: String = "t.scenario", firstLine: Int = 1) throws(ScriptDiagnostic)
  -> ViewNotation
{
  try ViewNotation.parse(
    lines: text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init), file: file,
    firstLine: firstLine)
}

/// Expects the notation `text` to lay out exactly as `view` written in Swift: the same snapshot
/// (every shown view's kind, frame, id, choice and columns), at each of `sizes`.
func expectSameLayout(
  _ text: String, _ view: some View, sizes: [CGSize] = [CGSize(width: 390, height: 844)],
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  let notation: ViewNotation
  do {
    notation = try parseNotation(text)
  } catch {
    Issue.record("the notation did not parse:\n\(error)", sourceLocation: sourceLocation)
    return
  }
  for size in sizes {
    let proposal = ProposedViewSize(width: size.width, height: size.height)
    let actual = LayoutSnapshot(notation.makeView(), proposal: proposal)
    let expected = LayoutSnapshot(view, proposal: proposal)
    if actual != expected {
      Issue.record(
        Comment(
          rawValue: "at \(size.width)×\(size.height) the notation lays out differently:\n"
            + String(describing: actual.difference(from: expected)) + "\nactual:\n\(actual)"),
        sourceLocation: sourceLocation)
    }
  }
}

/// The diagnostic `text` throws, printed.
func diagnosticText(_ text: String, file: String = "t.scenario", firstLine: Int = 1) -> String {
  do {
    _ = try parseNotation(text, file: file, firstLine: firstLine)
    return "(no error)"
  } catch {
    return error.description
  }
}
