import LayoutEngine

// Stands in for the view notation until its branch lands; removed at the merge.
public struct ViewNotation: Sendable {
  public static func parse(lines: [String], file: String, firstLine: Int) throws(ScriptDiagnostic)
    -> ViewNotation
  {
    ViewNotation()
  }
  public func makeView() -> AnyView { AnyView(EmptyView()) }
}
