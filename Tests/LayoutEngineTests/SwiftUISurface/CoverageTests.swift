import Foundation
import Testing

@testable import LayoutEngine

@Suite("SwiftUI coverage")
struct CoverageTests {
  /// docs/SWIFTUI-COVERAGE.md is the table `SwiftUICoverage.entries` makes: regenerate it with
  /// `SCENESIM_WRITE_COVERAGE=1 swift test --filter CoverageTests` after changing the table.
  @Test func theDocumentIsTheTable() throws {
    let url = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("docs/SWIFTUI-COVERAGE.md")
    if ProcessInfo.processInfo.environment["SCENESIM_WRITE_COVERAGE"] == "1" {
      try SwiftUICoverage.markdown.write(to: url, atomically: true, encoding: .utf8)
    }
    let document = try String(contentsOf: url, encoding: .utf8)
    #expect(document == SwiftUICoverage.markdown)
  }

  /// Every symbol the issue lists has an entry, with a note saying its source or model.
  @Test func everyEntryHasANote() {
    for entry in SwiftUICoverage.entries { #expect(!entry.note.isEmpty, "\(entry.symbol)") }
    let symbols = SwiftUICoverage.entries.map(\.symbol).joined(separator: " ")
    for name in [
      "List", "Form", "Section", "NavigationStack", "TabView", "sheet", "alert", "Picker", "Stepper",
      "Slider",
      "ProgressView", "TextField", "ObservableObject", "@AppStorage", "PreferenceKey", "#Preview",
      "searchable",
      "toolbar", "inspector", "ContentUnavailableView", "AsyncImage", "Gauge", "DatePicker", "ColorPicker",
    ] {
      #expect(symbols.contains(name), "\(name)")
    }
  }
}
