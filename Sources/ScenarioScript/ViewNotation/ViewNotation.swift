import LayoutEngine

/// A view tree written in SwiftUI's syntax inside a scenario script.
///
/// ```swift
/// let notation = try ViewNotation.parse(
///   lines: ["HStack(spacing: 8) {", "  Text(\"Inbox\").id(\"title\")", "  Spacer()", "}"],
///   file: "Scenarios/mail.scenario", firstLine: 4)
/// let snapshot = LayoutSnapshot(notation.makeView(), proposal: ProposedViewSize(width: 390, height: 844))
/// snapshot.frame(of: "title")
/// ```
public struct ViewNotation: Hashable, Sendable {
  let root: NotationNode

  /// The ids (`.id("...")` string literals) in the tree, in source order; a `ForEach` row's ids
  /// once per row, with the row number interpolated. Computed when asked (it expands every row).
  ///
  /// ```swift
  /// try ViewNotation.parse(lines: ["VStack { Text(\"a\").id(\"a\") }"], file: "f", firstLine: 1).ids   // ["a"]
  /// ```
  public var ids: [String] {
    var ids: [String] = []
    NotationBuilder().ids(of: root, into: &ids)
    return ids
  }

  /// Parses `lines` (whole source lines, the first being line `firstLine` of `file`); a problem
  /// throws a diagnostic at its line and column in `file`.
  ///
  /// ```swift
  /// let notation = try ViewNotation.parse(lines: ["Color.red.frame(width: 10)"], file: "a.scenario", firstLine: 7)
  /// ```
  public static func parse(lines: [String], file: String, firstLine: Int) throws(ScriptDiagnostic)
    -> ViewNotation
  {
    let source = NotationSource(lines: lines, file: file, firstLine: firstLine)
    let syntax = try NotationParser.parse(source)
    var resolver = NotationResolver(source: source)
    return ViewNotation(root: try resolver.root(syntax))
  }

  /// Builds the engine's view (call as often as needed; e.g. inside a window's actor).
  ///
  /// ```swift
  /// let graph = ViewGraph(notation.makeView())
  /// ```
  public func makeView() -> AnyView { NotationBuilder().view(root) }

  /// The names of the supported views (for `scenesim list` and the docs).
  ///
  /// ```swift
  /// ViewNotation.supportedViews.contains("HStack")   // true
  /// ```
  public static var supportedViews: [String] { NotationCatalog.views.map(\.name) }

  /// The names of the supported modifiers (for `scenesim list` and the docs).
  ///
  /// ```swift
  /// ViewNotation.supportedModifiers.contains("frame")   // true
  /// ```
  public static var supportedModifiers: [String] { NotationCatalog.modifiers.map(\.name) }

  /// Each supported view's and modifier's forms as Swift names them, as
  /// `frame(width:height:alignment:)`: the argument labels each accepts.
  ///
  /// ```swift
  /// ViewNotation.supportedForms.first   // "VStack(alignment:spacing:content:)"
  /// ```
  public static var supportedForms: [String] {
    NotationCatalog.views.flatMap { entry in
      entry.name == "Color" ? ["Color.red"] : entry.signatures.map { $0.form(entry.name) }
    } + NotationCatalog.modifiers.flatMap { entry in entry.signatures.map { "." + $0.form(entry.name) } }
  }
}
