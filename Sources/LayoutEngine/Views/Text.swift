import Foundation

/// A view that displays text, measured with SceneSim's deterministic `TextMetrics`.
///
/// ```swift
/// Text("Hello, world").font(.title).lineLimit(1)
/// ```
public struct Text: View, Equatable, Sendable {
  public typealias Body = Never
  let content: String
  var font: Font?

  /// Creates a text view that displays `content`.
  public init<S: StringProtocol>(_ content: S) { self.content = String(content) }

  /// Creates a text view that displays `content` without localization.
  public init(verbatim content: String) { self.content = content }

  /// This text in another font.
  public func font(_ font: Font?) -> Text {
    var copy = self
    copy.font = font
    return copy
  }

  /// This text, bold.
  public func bold() -> Text { font((font ?? .body).bold()) }

  /// This text with a weight.
  public func fontWeight(_ weight: Font.Weight?) -> Text {
    guard let weight else { return self }
    return font((font ?? .body).weight(weight))
  }

  @inline(__always)
  public static func _makeNodes(_ view: Self, into list: inout _ViewList) {
    let environment = list.inputs.environment
    let font = view.font ?? environment.font ?? .body
    list.append(
      TextNode(
        content: view.content, pointSize: font.pointSize(at: environment.dynamicTypeSize),
        lineLimit: environment.lineLimit,
        context: list.context))
  }
}

final class TextNode: ViewNode {
  let content: String
  let prepared: PreparedText
  let pointSize: CGFloat
  let lineHeight: CGFloat
  let lineLimit: Int?

  init(content: String, pointSize: CGFloat, lineLimit: Int?, context: GraphContext) {
    self.content = content
    self.prepared = PreparedText(content)
    self.pointSize = pointSize
    self.lineHeight = TextMetrics.lineHeight(pointSize)
    self.lineLimit = lineLimit
    super.init(context: context, memoized: true)
    guideMask = .baselines
  }

  override func measure(_ proposal: ProposedViewSize) -> CGSize {
    guard !prepared.isEmpty, pointSize >= TextMetrics.smallestPointSize else { return .zero }
    // Widths in em thousandths: a limit beyond any text's width is no limit (and keeps the
    // conversion to an integer in range whatever the proposal or the point size).
    let limit: Int64? = proposal.width.flatMap { width in
      let onGrid = (width * 3 + 1e-9).rounded(.down) / 3
      let units = (onGrid * 1000 / pointSize + 1e-9).rounded(.down)
      return units.isFinite && units < 1e15 ? Int64(units) : nil
    }
    var lines = prepared.lines(limit: limit)
    var maximum = lineLimit ?? Int.max
    if let height = proposal.height {
      let fitting = (height / lineHeight + 1e-9).rounded(.down)
      if fitting.isFinite && fitting < 1e9 { maximum = Swift.min(maximum, Swift.max(1, Int(fitting))) }
    }
    var widest: Int64 = 0
    if lines.count > maximum {
      let last = prepared.truncatedWidth(from: lines[maximum - 1], limit: limit)
      lines.removeSubrange(maximum...)
      lines[maximum - 1].width = last
    }
    for line in lines { widest = Swift.max(widest, line.width) }
    return CGSize(
      width: TextMetrics.width(units: Int(widest), pointSize: pointSize),
      height: lineHeight * CGFloat(lines.count))
  }

  override func contentAlignment(
    _ key: AlignmentKey, axis: Axis, size: CGSize, proposal: PackedProposal
  ) -> CGFloat? {
    guard axis == .vertical, pointSize > 0 else { return nil }
    let ascent = TextMetrics.ascent(pointSize)
    if key.isFirstBaseline { return ascent }
    if key.isLastBaseline {
      let lines = Swift.max(1, (size.height / lineHeight).rounded())
      return (lines - 1) * lineHeight + ascent
    }
    return nil
  }

  override var kindName: String { "Text" }
  override var details: String? {
    let shown = content.count > 24 ? String(content.prefix(23)) + "…" : content
    return "\"\(shown)\""
  }
}
