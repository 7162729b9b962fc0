import Foundation

/// A view that displays text, measured with SceneSim's deterministic `TextMetrics`.
///
/// ```swift
/// Text("Hello, world").font(.title).lineLimit(1)
/// ```
public struct Text: View, Equatable, Sendable {
  public typealias Body = Never
  var content: String
  var font: Font?

  /// Creates a text view that displays `content`.
  public init<S: StringProtocol>(_ content: S) { self.content = String(content) }

  /// Creates a text view that displays a localized string (SceneSim shows the key itself).
  public init(
    _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil
  ) { content = key.text }

  /// Creates a text view that displays `input` in `format`.
  ///
  /// ```swift
  /// Text(price, format: .number.precision(.fractionLength(2)))
  /// ```
  public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    content = FixedFormat.format(input, with: format)
  }

  /// Creates a text view that displays an attributed string's characters.
  public init(_ attributedContent: AttributedString) { content = String(attributedContent.characters) }

  /// Creates a text view that displays `date` in `style`, for the `en_US` locale in UTC (the same
  /// on every machine; SceneSim does not update relative styles as time passes).
  public init(_ date: Date, style: DateStyle) {
    switch style.kind {
    case .time: content = FixedFormat.format(date, with: Date.FormatStyle(date: .omitted, time: .shortened))
    case .date: content = FixedFormat.format(date, with: Date.FormatStyle(date: .long, time: .omitted))
    }
  }

  /// Creates a text view that displays a range of dates.
  public init(_ dates: ClosedRange<Date>) {
    content =
      "\(Text(dates.lowerBound, style: .date).content) – \(Text(dates.upperBound, style: .date).content)"
  }

  /// How `Text(_:style:)` shows a date.
  public struct DateStyle: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case time, date }
    let kind: Kind
    /// The time.
    public static let time = DateStyle(kind: .time)
    /// The date.
    public static let date = DateStyle(kind: .date)
    /// The time until or since now (shown as the date in SceneSim).
    public static let relative = DateStyle(kind: .date)
    /// The offset from now (shown as the date in SceneSim).
    public static let offset = DateStyle(kind: .date)
    /// A timer counting from the date (shown as the time in SceneSim).
    public static let timer = DateStyle(kind: .time)
  }

  /// Two texts, one after the other.
  public static func + (lhs: Text, rhs: Text) -> Text {
    var joined = lhs
    joined.content = lhs.content + rhs.content
    return joined
  }

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

  /// This text, italic (same layout in SceneSim's metrics).
  public func italic() -> Text { self }
  /// This text, italic when `isActive` (same layout).
  public func italic(_ isActive: Bool) -> Text { self }
  /// This text, bold when `isActive`.
  public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
  /// This text in a color (no effect on layout).
  public func foregroundColor(_ color: Color?) -> Text { self }
  /// This text in a style (no effect on layout).
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { self }
  /// This text, underlined (no effect on layout).
  public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
  /// This text, struck through (no effect on layout).
  public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
  /// This text with its letters spaced out (SceneSim's metrics ignore kerning).
  public func kerning(_ kerning: CGFloat) -> Text { self }
  /// This text with its letters spaced out (SceneSim's metrics ignore tracking).
  public func tracking(_ tracking: CGFloat) -> Text { self }
  /// This text raised or lowered (no effect on layout).
  public func baselineOffset(_ baselineOffset: CGFloat) -> Text { self }
  /// This text with digits of one width (same layout in SceneSim's metrics).
  public func monospacedDigit() -> Text { self }
  /// This text in a monospaced font (same layout in SceneSim's metrics).
  public func monospaced(_ isActive: Bool = true) -> Text { self }
  /// This text in a font design (same layout in SceneSim's metrics).
  public func fontDesign(_ design: Font.Design?) -> Text { self }
  /// This text in a font width (same layout in SceneSim's metrics).
  public func fontWidth(_ width: Font.Width?) -> Text { self }
  /// This text as a heading level for assistive technologies (no effect on layout).
  public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> Text { self }
  /// This text read differently by assistive technologies (no effect on layout).
  public func accessibilityLabel<S: StringProtocol>(_ label: S) -> Text { self }

  /// This text with a weight.
  public func fontWeight(_ weight: Font.Weight?) -> Text {
    guard let weight else { return self }
    return font((font ?? .body).weight(weight))
  }

  @inline(__always)
  public static func _makeNodes(_ view: Self, into list: inout _ViewList) {
    let environment = list.inputs.environment
    let font = view.font ?? environment.font ?? .body
    // The Dynamic Type size is taken in place when it comes from the root: a change of it
    // measures the text again without evaluating the view whose body holds it (SwiftUI updates
    // the views that read a changed value, and that view did not read it).
    let typeSize = environment.dynamicTypeSizeFromRoot
    let typeSizeBit = typeSize.root?.bit ?? 0
    list.context.store.rootBitsTakenByWalk |= typeSizeBit
    list.append(
      TextNode(
        content: view.content, font: font, typeSize: typeSize.value, typeSizeBit: typeSizeBit,
        lineLimit: environment.lineLimit, context: list.context))
  }
}

final class TextNode: ViewNode {
  let content: String
  let prepared: PreparedText
  let font: Font
  /// The bit of the root's Dynamic Type size when its size is the root's (it takes a change of it
  /// in place), else 0.
  let typeSizeBit: UInt64
  // Read at every measure; changed only by `takeRootValues(_:from:)`, which calls nothing that
  // reads them (so no access overlaps another: checked statically, as the engine's hot state).
  @exclusivity(unchecked) private(set) var pointSize: CGFloat
  @exclusivity(unchecked) private(set) var lineHeight: CGFloat
  let lineLimit: Int?

  init(
    content: String, font: Font, typeSize: DynamicTypeSize, typeSizeBit: UInt64, lineLimit: Int?,
    context: GraphContext
  ) {
    self.content = content
    self.prepared = PreparedTexts.shared.prepared(content)
    self.font = font
    self.typeSizeBit = typeSizeBit
    self.pointSize = font.pointSize(at: typeSize)
    self.lineHeight = TextMetrics.lineHeight(pointSize)
    self.lineLimit = lineLimit
    super.init(context: context, memoized: true)
    guideMask = .baselines
  }

  /// Takes the root's Dynamic Type size, if its size is the root's and changed.
  override func takeRootValues(_ changed: UInt64, from root: EnvironmentValues) -> Bool {
    guard typeSizeBit & changed != 0 else { return false }
    let points = font.pointSize(at: root.dynamicTypeSizeFromRoot.value)
    guard points != pointSize else { return false }
    pointSize = points
    lineHeight = TextMetrics.lineHeight(points)
    return true
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
    // One paragraph that fits the limit: the one line that breaking it would give.
    if let width = prepared.unbrokenWidth, limit.map({ width <= $0 }) ?? true {
      return CGSize(width: TextMetrics.width(units: Int(width), pointSize: pointSize), height: lineHeight)
    }
    var maximum = lineLimit ?? Int.max
    if let height = proposal.height {
      let fitting = (height / lineHeight + 1e-9).rounded(.down)
      if fitting.isFinite && fitting < 1e9 { maximum = Swift.min(maximum, Swift.max(1, Int(fitting))) }
    }
    let (widest, lines) = prepared.measured(limit: limit, maximum: maximum)
    return CGSize(
      width: TextMetrics.width(units: Int(widest), pointSize: pointSize),
      height: lineHeight * CGFloat(lines))
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
  override func addKind(to hasher: inout StructureHash) { hasher.addBytes(of: content) }
  override var details: String? {
    let shown = content.count > 24 ? String(content.prefix(23)) + "…" : content
    return "\"\(shown)\""
  }
}
