import Foundation

/// `.frame(width:height:alignment:)`: a fixed size on the given axes; the child keeps its own
/// behaviour on the other (Apple, `frame(width:height:alignment:)`).
@usableFromInline
struct _FrameLayout: _WrappingModifier {
  @usableFromInline let width: CGFloat?
  @usableFromInline let height: CGFloat?
  @usableFromInline let alignment: Alignment

  @inlinable
  init(width: CGFloat?, height: CGFloat?, alignment: Alignment) {
    self.width = width
    self.height = height
    self.alignment = alignment
  }

  @usableFromInline typealias Body = Never

  @usableFromInline
  static func _makeNodes<C: View>(modifier: Self, content: C, into list: inout _ViewList) {
    wrapNodes(of: content, in: modifier, into: &list)
  }

  func makeNode(wrapping child: ViewNode, context: GraphContext) -> ViewNode {
    FrameNode(self, child: child, context: context)
  }
}

final class FrameNode: UnaryNode {
  let layout: _FrameLayout

  init(_ layout: _FrameLayout, child: ViewNode, context: GraphContext) {
    self.layout = layout
    super.init(child: child, context: context)
  }

  override func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(width: layout.width ?? proposal.width, height: layout.height ?? proposal.height)
  }

  override func sizeWithoutChild(_ proposal: ProposedViewSize) -> CGSize? {
    guard let width = layout.width, let height = layout.height else { return nil }
    return CGSize(width: width, height: height)
  }

  override func size(for proposal: ProposedViewSize, childSize: CGSize) -> CGSize {
    CGSize(width: layout.width ?? childSize.width, height: layout.height ?? childSize.height)
  }

  override func childOrigin(in size: CGSize, child: ViewDimensions) -> CGPoint {
    alignedOrigin(layout.alignment, in: size, child: child)
  }

  /// A fixed length along `axis` (the frame's values are valid: `_ValidatedFrame`), or the
  /// child's lengths (it is offered the frame's proposal). Fixed, the frame offers its child the
  /// same length whatever it is offered: the stack measures the child at that offer when it
  /// shares its length out, so nothing the child would report is missed.
  override func probeLengths(along axis: Axis) -> ProbeLengths? {
    guard let length = axis == .horizontal ? layout.width : layout.height else {
      return child.probeLengths(along: axis)
    }
    return ProbeLengths(atZero: length, atInfinity: length)
  }

  override var kindName: String { "frame" }
  override func addKind(to hasher: inout StructureHash) {
    hasher.addBits(of: layout.width)
    hasher.addBits(of: layout.height)
  }
  override var details: String? {
    var text = layout.width.map { "width: " + GeometryFormat.number($0) } ?? ""
    if let height = layout.height {
      text += (text.isEmpty ? "height: " : ", height: ") + GeometryFormat.number(height)
    }
    return text
  }
}

/// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`, with the
/// rules of Apple's documentation of that method:
/// - the child is offered the frame's proposal clamped to min and max, with the ideal standing in
///   for an unspecified dimension;
/// - on an axis with neither min nor max the frame takes the child's size; with both and a
///   proposal, the proposal clamped; otherwise the proposal clamped toward the child's size.
@usableFromInline
struct _FlexibleFrameLayout: _WrappingModifier {
  @usableFromInline var minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight: CGFloat?
  @usableFromInline let alignment: Alignment

  @inlinable
  init(
    minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?, minHeight: CGFloat?, idealHeight: CGFloat?,
    maxHeight: CGFloat?, alignment: Alignment
  ) {
    self.minWidth = minWidth
    self.idealWidth = idealWidth
    self.maxWidth = maxWidth
    self.minHeight = minHeight
    self.idealHeight = idealHeight
    self.maxHeight = maxHeight
    self.alignment = alignment
  }

  @usableFromInline typealias Body = Never

  @usableFromInline
  static func _makeNodes<C: View>(modifier: Self, content: C, into list: inout _ViewList) {
    wrapNodes(of: content, in: modifier, into: &list)
  }

  func makeNode(wrapping child: ViewNode, context: GraphContext) -> ViewNode {
    FlexibleFrameNode(self, child: child, context: context)
  }

  /// The proposal to the child along one axis.
  static func childLength(_ proposed: CGFloat?, min: CGFloat?, ideal: CGFloat?, max: CGFloat?) -> CGFloat? {
    guard var length = proposed ?? ideal else { return nil }
    if let max { length = Swift.min(length, max) }
    if let min { length = Swift.max(length, min) }
    return length
  }

  /// The frame's own length along one axis.
  static func length(
    _ proposed: CGFloat?, min: CGFloat?, ideal: CGFloat?, max: CGFloat?, child: CGFloat
  ) -> CGFloat {
    // Unspecified, an ideal length is the frame's length, with or without bounds (OpenSwiftUI's
    // `_FlexFrameLayout`: the `.frame(idealWidth:).fixedSize()` idiom relies on it).
    if proposed == nil, let ideal { return ideal }
    if min == nil && max == nil { return child }
    if let proposed, let min, let max { return Swift.min(Swift.max(proposed, min), max) }
    let offered = childLength(proposed, min: min, ideal: ideal, max: max)
    if let min, let max { return Swift.min(Swift.max(child, min), max) }
    if let min { return Swift.max(min, Swift.min(offered ?? .infinity, child)) }
    return Swift.min(max!, Swift.max(offered ?? -.infinity, child))
  }
}

final class FlexibleFrameNode: UnaryNode {
  let layout: _FlexibleFrameLayout

  init(_ layout: _FlexibleFrameLayout, child: ViewNode, context: GraphContext) {
    self.layout = layout
    super.init(child: child, context: context)
  }

  override func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    let l = layout
    return ProposedViewSize(
      width: _FlexibleFrameLayout.childLength(
        proposal.width, min: l.minWidth, ideal: l.idealWidth, max: l.maxWidth),
      height: _FlexibleFrameLayout.childLength(
        proposal.height, min: l.minHeight, ideal: l.idealHeight, max: l.maxHeight))
  }

  override func size(for proposal: ProposedViewSize, childSize: CGSize) -> CGSize {
    let l = layout
    return CGSize(
      width: _FlexibleFrameLayout.length(
        proposal.width, min: l.minWidth, ideal: l.idealWidth, max: l.maxWidth, child: childSize.width),
      height: _FlexibleFrameLayout.length(
        proposal.height, min: l.minHeight, ideal: l.idealHeight, max: l.maxHeight, child: childSize.height))
  }

  /// At placement the child is offered the frame's final size on each constrained axis.
  override func placementProposal(size: CGSize, proposal: ProposedViewSize) -> ProposedViewSize {
    let offered = childProposal(proposal)
    let l = layout
    return ProposedViewSize(
      width: l.minWidth == nil && l.maxWidth == nil ? offered.width : size.width,
      height: l.minHeight == nil && l.maxHeight == nil ? offered.height : size.height)
  }

  override func childOrigin(in size: CGSize, child: ViewDimensions) -> CGPoint {
    alignedOrigin(layout.alignment, in: size, child: child)
  }

  override var kindName: String { "frame" }
  override func addKind(to hasher: inout StructureHash) {
    let l = layout
    hasher.addBits(of: l.minWidth)
    hasher.addBits(of: l.idealWidth)
    hasher.addBits(of: l.maxWidth)
    hasher.addBits(of: l.minHeight)
    hasher.addBits(of: l.idealHeight)
    hasher.addBits(of: l.maxHeight)
  }
  override var details: String? {
    let l = layout
    var text = ""
    // Each bound appended in turn, without an array of the six for every snapshot of the view.
    func append(_ name: String, _ value: CGFloat?) {
      guard let value else { return }
      if !text.isEmpty { text += ", " }
      text += name
      text += ": "
      text += GeometryFormat.number(value)
    }
    append("minWidth", l.minWidth)
    append("idealWidth", l.idealWidth)
    append("maxWidth", l.maxWidth)
    append("minHeight", l.minHeight)
    append("idealHeight", l.idealHeight)
    append("maxHeight", l.maxHeight)
    return text
  }
}

extension View {
  /// Gives this view a fixed width, height, or both; an invalid value (negative, NaN or infinite)
  /// is treated as `nil` with an issue, as SwiftUI logs "Invalid frame dimension".
  ///
  /// ```swift
  /// Color.red.frame(width: 10, height: 10)
  /// ```
  @inlinable
  public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
    -> some View
  {
    _ValidatedFrame(
      content: self, frame: .fixed(_FrameLayout(width: width, height: height, alignment: alignment)))
  }

  /// Gives this view a flexible frame: minimum, ideal and maximum sizes per axis.
  ///
  /// ```swift
  /// Text("Title").frame(maxWidth: .infinity, alignment: .leading)
  /// ```
  @inlinable
  public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> some View {
    _ValidatedFrame(
      content: self,
      frame: .flexible(
        _FlexibleFrameLayout(
          minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight,
          idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment)))
  }
}

/// Reports a frame dimension SwiftUI leaves out, as it words it.
private func reportInvalidDimension(_ name: String, _ value: CGFloat, to context: GraphContext) {
  context.report(
    LayoutIssue(
      .invalidFrame,
      "Invalid frame dimension (negative or non-finite): \(name) \(GeometryFormat.number(value)) treated as nil"
    ))
}

extension _FrameLayout {
  /// The frame SwiftUI lays out with, reporting what it would: a negative or non-finite
  /// dimension is left out ("Invalid frame dimension").
  func validated(reportingTo context: GraphContext) -> _FrameLayout {
    func valid(_ value: CGFloat?, _ name: String) -> CGFloat? {
      guard let value else { return nil }
      if value.isFinite && value >= 0 { return value }
      reportInvalidDimension(name, value, to: context)
      return nil
    }
    return _FrameLayout(width: valid(width, "width"), height: valid(height, "height"), alignment: alignment)
  }
}

extension _FlexibleFrameLayout {
  /// The bounds SwiftUI lays out with, reporting what it would: a negative or non-finite bound
  /// (an infinite maximum aside) is left out, and bounds out of order are put in order (ideal at
  /// least the minimum, maximum at least the ideal or the minimum).
  func validated(reportingTo context: GraphContext) -> _FlexibleFrameLayout {
    var bounds = self
    Self.validate(&bounds.minWidth, &bounds.idealWidth, &bounds.maxWidth, axis: "Width", context: context)
    Self.validate(&bounds.minHeight, &bounds.idealHeight, &bounds.maxHeight, axis: "Height", context: context)
    return bounds
  }

  private static func validate(
    _ low: inout CGFloat?, _ ideal: inout CGFloat?, _ high: inout CGFloat?, axis: String,
    context: GraphContext
  ) {
    func check(_ value: inout CGFloat?, _ name: String, allowsInfinity: Bool) {
      guard let given = value, given.isNaN || given < 0 || (!allowsInfinity && given.isInfinite) else {
        return
      }
      reportInvalidDimension(name + axis, given, to: context)
      value = nil
    }
    check(&low, "min", allowsInfinity: false)
    check(&ideal, "ideal", allowsInfinity: false)
    check(&high, "max", allowsInfinity: true)
    // In order when each bound given is at least the one given before it.
    var last: CGFloat?
    var ordered = true
    func see(_ bound: CGFloat?) {
      guard let bound else { return }
      if let last, bound < last { ordered = false }
      last = bound
    }
    see(low)
    see(ideal)
    see(high)
    guard !ordered else { return }
    context.report(
      LayoutIssue(
        .invalidFrame, "Contradictory frame constraints specified: min\(axis), ideal\(axis), max\(axis)"))
    if let given = low, let i = ideal, i < given { ideal = given }
    let floor = ideal ?? low
    if let floor, let h = high, h < floor { high = floor }
  }
}

/// A frame whose arguments are checked when the graph is built, so the issue reaches the graph.
///
/// Made in the app's own code (`frame` is inlinable, as SwiftUI's is): there it is specialized
/// for the app's view types, where code in this module would look up its metadata per frame.
@usableFromInline
struct _ValidatedFrame<Content: View>: View {
  @usableFromInline typealias Body = Never
  @usableFromInline let content: Content
  /// The frame as given.
  @usableFromInline let frame: Frame

  /// A fixed frame or a flexible one.
  @usableFromInline
  enum Frame {
    case fixed(_FrameLayout)
    case flexible(_FlexibleFrameLayout)
  }

  @inlinable
  init(content: Content, frame: Frame) {
    self.content = content
    self.frame = frame
  }

  @usableFromInline
  @inline(__always)
  static func _makeNodes(_ view: Self, into list: inout _ViewList) {
    switch view.frame {
    case .fixed(let layout):
      _FrameLayout._makeNodes(
        modifier: layout.validated(reportingTo: list.context), content: view.content, into: &list)
    case .flexible(let layout):
      _FlexibleFrameLayout._makeNodes(
        modifier: layout.validated(reportingTo: list.context), content: view.content, into: &list)
    }
  }
}
