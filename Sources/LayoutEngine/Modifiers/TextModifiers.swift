import Foundation

// Text modifiers on any view. SceneSim's text metrics give every weight, width and design the
// same advances (see `TextMetrics`), so these change drawing only; `lineLimit` and line spacing
// change layout.

extension View {
  /// Makes text in this view bold (same advances in SceneSim's metrics).
  public func bold(_ isActive: Bool = true) -> some View { _LayoutNeutral(content: self) }
  /// Makes text in this view italic (no effect on layout).
  public func italic(_ isActive: Bool = true) -> some View { _LayoutNeutral(content: self) }
  /// Sets the weight of text in this view (same advances in SceneSim's metrics).
  public func fontWeight(_ weight: Font.Weight?) -> some View { _LayoutNeutral(content: self) }
  /// Sets the width of text in this view (same advances in SceneSim's metrics).
  public func fontWidth(_ width: Font.Width?) -> some View { _LayoutNeutral(content: self) }
  /// Sets the design of text in this view (same advances in SceneSim's metrics).
  public func fontDesign(_ design: Font.Design?) -> some View { _LayoutNeutral(content: self) }
  /// Makes digits in this view one width (same advances in SceneSim's metrics).
  public func monospacedDigit() -> some View { _LayoutNeutral(content: self) }
  /// Makes text in this view monospaced (same advances in SceneSim's metrics).
  public func monospaced(_ isActive: Bool = true) -> some View { _LayoutNeutral(content: self) }
  /// Spaces the letters of text in this view (SceneSim's metrics ignore kerning).
  public func kerning(_ kerning: CGFloat) -> some View { _LayoutNeutral(content: self) }
  /// Spaces the letters of text in this view (SceneSim's metrics ignore tracking).
  public func tracking(_ tracking: CGFloat) -> some View { _LayoutNeutral(content: self) }
  /// Underlines text in this view (no effect on layout).
  public func underline(
    _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil
  )
    -> some View
  { _LayoutNeutral(content: self) }
  /// Strikes text in this view through (no effect on layout).
  public func strikethrough(
    _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil
  )
    -> some View
  { _LayoutNeutral(content: self) }
  /// Raises or lowers text in this view (no effect on layout).
  public func baselineOffset(_ baselineOffset: CGFloat) -> some View { _LayoutNeutral(content: self) }
  /// Sets the case text in this view shows in (SceneSim measures the text as written).
  public func textCase(_ textCase: Text.Case?) -> some View { _LayoutNeutral(content: self) }
  /// Lets text in this view tighten to fit (no effect on SceneSim's layout).
  public func allowsTightening(_ flag: Bool) -> some View { _LayoutNeutral(content: self) }
  /// Sets the space between lines of text in this view (SceneSim's model: no effect on its line
  /// heights).
  public func lineSpacing(_ lineSpacing: CGFloat) -> some View { _LayoutNeutral(content: self) }
  /// Limits text in this view to `limit` lines, keeping their space when `reservesSpace` (SceneSim
  /// lays out the limit alone).
  public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View { lineLimit(limit) }
  /// Limits text in this view to a range of lines (SceneSim lays out the upper bound).
  public func lineLimit(_ limit: ClosedRange<Int>) -> some View { lineLimit(limit.upperBound) }
  /// Limits text in this view to at least `limit` lines (no upper bound).
  public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View { lineLimit(nil) }
  /// Limits text in this view to at most `limit` lines.
  public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View { lineLimit(limit.upperBound) }

  /// Hides the labels of controls in this view: a toggle, a picker, a stepper, a date picker or a
  /// color picker shows its control alone.
  ///
  /// ```swift
  /// Toggle("Enabled", isOn: $isEnabled).labelsHidden()
  /// ```
  public func labelsHidden() -> some View { environment(\.labelsHidden, true) }

  /// Fills the background with a style in a shape (as a background of that shape).
  ///
  /// ```swift
  /// Text("New").padding(6).background(.blue, in: Capsule())
  /// ```
  public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle())
    -> some View
  { background(shape) }

  /// Fills the background with the background style in a shape.
  public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
    background(shape)
  }

  /// Layers a style in a shape in front of this view.
  public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle())
    -> some View
  { overlay(shape) }

  /// Clips this view to a shape (no effect on layout).
  public func clipShape<S: Shape>(_ shape: S, style: FillStyle) -> some View { _LayoutNeutral(content: self) }
}

extension Text {
  /// The case text shows in.
  public enum Case: Hashable, Sendable { case uppercase, lowercase }

  /// The style of a line under or through text.
  public struct LineStyle: Hashable, Sendable {
    /// A pattern of a line.
    public enum Pattern: Hashable, Sendable { case solid, dot, dash, dashDot, dashDotDot }
  }

  /// This text in a case (measured as written).
  public func textCase(_ textCase: Case?) -> Text { self }
}

extension EnvironmentValues {
  private struct LabelsHiddenKey: EnvironmentKey { static let defaultValue = false }
  /// Whether controls show their labels.
  var labelsHidden: Bool {
    get { self[LabelsHiddenKey.self] }
    set { self[LabelsHiddenKey.self] = newValue }
  }
}
