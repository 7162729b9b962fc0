import Foundation

/// A flexible space that expands along the axis of its stack (or both axes outside a stack).
///
/// Its minimum length defaults to the system spacing (8); along its stack it prefers no spacing
/// to its neighbours and has the lowest layout priority, so that its minimum is reserved before
/// other views are served (OpenSwiftUI's reading of SwiftUI, `Spacer.swift`).
/// ```swift
/// HStack { Text("Title"); Spacer(); Text("Done") }
/// ```
public struct Spacer: View, Sendable {
  public typealias Body = Never
  /// The minimum length, `nil` for the system spacing.
  public var minLength: CGFloat?

  /// Creates a spacer.
  public init(minLength: CGFloat? = nil) {
    self.minLength = minLength.map { $0.isFinite ? Swift.max($0, 0) : 0 }
  }

  @inline(__always)
  public static func _makeNodes(_ view: Self, into list: inout _ViewList) {
    let node = SpacerNode(
      minLength: view.minLength ?? ViewSpacing.defaultValue, axis: list.inputs.stackAxis,
      context: list.context)
    node.traits.isSpacer = true
    list.append(node)
  }
}

final class SpacerNode: ViewNode {
  let minLength: CGFloat
  let axis: Axis?

  init(minLength: CGFloat, axis: Axis?, context: GraphContext) {
    self.minLength = minLength
    self.axis = axis
    super.init(context: context)
  }

  override func measure(_ proposal: ProposedViewSize) -> CGSize {
    let width = Swift.max(proposal.width ?? 0, minLength)
    let height = Swift.max(proposal.height ?? 0, minLength)
    switch axis {
    case .horizontal: return CGSize(width: width, height: 0)
    case .vertical: return CGSize(width: 0, height: height)
    case nil: return CGSize(width: width, height: height)
    }
  }

  override var spacing: ViewSpacing {
    var spacing = ViewSpacing()
    switch axis {
    case .horizontal:
      spacing.leading = 0
      spacing.trailing = 0
    case .vertical:
      spacing.top = 0
      spacing.bottom = 0
    case nil: spacing = .zero
    }
    return spacing
  }

  override var kindName: String { "Spacer" }
  override func addKind(to hasher: inout StructureHash) { hasher.addBits(of: minLength) }
  override var details: String? {
    minLength == ViewSpacing.defaultValue ? nil : "minLength: \(GeometryFormat.number(minLength))"
  }
}

/// A line that separates content: horizontal in a vertical stack or outside stacks, vertical in
/// a horizontal stack; one pixel thick (1 / displayScale) and as long as offered (OpenSwiftUI,
/// `Divider.swift`).
///
/// ```swift
/// VStack { header; Divider(); content }
/// ```
public struct Divider: View, Sendable {
  public typealias Body = Never
  /// Creates a divider.
  public init() {}

  @inline(__always)
  public static func _makeNodes(_ view: Self, into list: inout _ViewList) {
    let thickness = 1 / list.inputs.environment.displayScale
    list.append(
      DividerNode(vertical: list.inputs.stackAxis == .horizontal, thickness: thickness, context: list.context)
    )
  }
}

final class DividerNode: ViewNode {
  let vertical: Bool
  let thickness: CGFloat

  init(vertical: Bool, thickness: CGFloat, context: GraphContext) {
    self.vertical = vertical
    self.thickness = thickness
    super.init(context: context)
    // In a menu, a divider is a separator.
    contents.insert(.controls)
  }

  override func measure(_ proposal: ProposedViewSize) -> CGSize {
    vertical
      ? CGSize(width: thickness, height: proposal.height ?? 10)
      : CGSize(width: proposal.width ?? 10, height: thickness)
  }

  override var kindName: String { "Divider" }
}
