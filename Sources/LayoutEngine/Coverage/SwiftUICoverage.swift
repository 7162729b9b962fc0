import Foundation

/// What SceneSim covers of SwiftUI's API: each symbol, whether its layout is modelled on a
/// source, approximated by SceneSim's own model, or accepted with no effect on layout, and the
/// source or the model. `docs/SWIFTUI-COVERAGE.md` is this table; `scenesim list --swiftui`
/// prints it.
public enum SwiftUICoverage {
  /// How SceneSim lays a symbol out.
  public enum Status: String, Sendable, CaseIterable {
    /// Laid out as SwiftUI does, following the source named.
    case modelled
    /// Laid out by SceneSim's model where no source gives the numbers (named in the note).
    case approximated
    /// Compiles and has no effect on layout (drawing, behaviour, or a device's services).
    case accepted
  }

  /// One symbol.
  public struct Entry: Sendable {
    /// The area of SwiftUI it belongs to.
    public let area: String
    /// The symbol, as written in code.
    public let symbol: String
    public let status: Status
    /// The source of its layout, or SceneSim's model.
    public let note: String
  }

  /// Every symbol, by area.
  public static let entries: [Entry] =
    containers + navigation + presentations + controls + modifiers + data
    + environment + foundations

  static func entry(_ area: String, _ symbol: String, _ status: Status, _ note: String) -> Entry {
    Entry(area: area, symbol: symbol, status: status, note: note)
  }
}

extension SwiftUICoverage {
  /// The table as Markdown: `docs/SWIFTUI-COVERAGE.md`.
  public static var markdown: String {
    var text = """
      # SwiftUI coverage

      What SceneSim covers of SwiftUI's API, symbol by symbol (`scenesim list --swiftui` prints the \
      same table; it is made from `SwiftUICoverage.entries`, and a test keeps this file equal to it).

      - **modelled**: laid out as SwiftUI lays it out, following the source named (Apple's \
      documentation or Human Interface Guidelines, or measurements published by others).
      - **approximated**: laid out by SceneSim's own model, where no source gives the numbers; the \
      model is named.
      - **accepted**: compiles, and has no effect on layout (drawing, behaviour, a device's \
      services).

      The platform decides as on a device: the simulated device's idiom (`userInterfaceIdiom` in \
      the environment) chooses a list's and a form's style, bar heights and control sizes. API \
      that is not listed does not compile, with SwiftUI's own name in the compiler's message.

      """
    var area = ""
    for entry in entries {
      if entry.area != area {
        area = entry.area
        text += "\n## \(area)\n\n| Symbol | Status | Source or model |\n| --- | --- | --- |\n"
      }
      text += "| `\(entry.symbol)` | \(entry.status.rawValue) | \(entry.note) |\n"
    }
    text += "\n## Not modelled\n\n"
    for gap in gaps { text += "- \(gap)\n" }
    return text
  }

  /// What SceneSim does not lay out as SwiftUI does, though the symbols compile.
  public static let gaps = [
    "iPadOS 26's window controls: bars do not move their items off them (views read them through `containerCornerInsets`).",
    "A section inside a `ForEach` row of a lazy grid takes one cell (a `ForEach` of `Section` and sections written in the grid span its lines); the engine says so with a `notModelled` issue.",
    "`.toolbar(.hidden, for: .tabBar)`: a tab view's bar keeps its height.",
    "A sidebar-adaptable tab view shows its tab bar, never its sidebar.",
    "A Mac form's label column (`.columns`): its rows are stacked.",
    "NavigationSplitView's columns have no navigation bars of their own: a title in a column takes no space.",
    "`overlayPreferenceValue` over several views makes one overlay from their reduced values; a value that is not `Equatable` is read once.",
    "`ScrollViewReader.scrollTo`, `.task`, `AsyncImage`'s loading and `Timer.publish` do nothing: a simulation does no real asynchronous work and reads no clock.",
  ]

  /// The table as lines for a terminal: each symbol, its status and its note.
  public static var lines: [String] {
    var lines: [String] = []
    var area = ""
    for entry in entries {
      if entry.area != area {
        area = entry.area
        lines.append(area.uppercased() + ":")
      }
      lines.append("  \(entry.symbol)\n      \(entry.status.rawValue): \(entry.note)")
    }
    return lines
  }
}
