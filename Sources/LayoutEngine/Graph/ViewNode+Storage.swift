import Foundation

/// A proposal packed into two doubles, with NaN standing for "unspecified" (a real proposal is
/// never NaN: `ProposedViewSize` turns NaN into unspecified).
struct PackedProposal: Equatable, Sendable {
  var width: Double
  var height: Double

  static let unset = PackedProposal(width: -1, height: -1)

  @inline(__always)
  init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  @inline(__always)
  init(_ proposal: ProposedViewSize) {
    width = proposal.width.map(Double.init) ?? .nan
    height = proposal.height.map(Double.init) ?? .nan
  }

  var proposal: ProposedViewSize {
    ProposedViewSize(width: width.isNaN ? nil : width, height: height.isNaN ? nil : height)
  }

  @inline(__always)
  static func == (a: PackedProposal, b: PackedProposal) -> Bool {
    a.width.bitPattern == b.width.bitPattern && a.height.bitPattern == b.height.bitPattern
  }
}

/// The last four (proposal, size) answers of a node; a stack asks each child for its minimum,
/// maximum and allotted size, and a resize adds one more.
struct SizeMemo {
  private var keys = (PackedProposal.unset, PackedProposal.unset, PackedProposal.unset, PackedProposal.unset)
  private var values = (CGSize.zero, CGSize.zero, CGSize.zero, CGSize.zero)
  private var next: UInt8 = 0

  @inline(__always)
  func lookup(_ key: PackedProposal) -> CGSize? {
    if keys.0 == key { return values.0 }
    if keys.1 == key { return values.1 }
    if keys.2 == key { return values.2 }
    if keys.3 == key { return values.3 }
    return nil
  }

  @inline(__always)
  mutating func store(_ key: PackedProposal, _ value: CGSize) {
    switch next {
    case 0: keys.0 = key; values.0 = value
    case 1: keys.1 = key; values.1 = value
    case 2: keys.2 = key; values.2 = value
    default: keys.3 = key; values.3 = value
    }
    next = (next &+ 1) & 3
  }

  mutating func removeAll() { self = SizeMemo() }
}

/// A placement that a layout recorded with `LayoutSubview.place(at:anchor:proposal:)`.
struct PendingPlacement {
  var rect: CGRect
  var proposal: PackedProposal
}

/// Which axes have explicit alignment guides somewhere in a subtree.
struct GuideMask: OptionSet {
  let rawValue: UInt8
  static let horizontal = GuideMask(rawValue: 1)
  static let vertical = GuideMask(rawValue: 2)
}

/// The traits a parent's layout reads from a child: priority and layout values. They travel
/// outward through modifiers, as in SwiftUI.
struct ViewTraits {
  var layoutPriority: Double = 0
  var values: [(key: ObjectIdentifier, value: Any)]? = nil

  func value<K: LayoutValueKey>(_ key: K.Type) -> K.Value {
    guard let values else { return K.defaultValue }
    let id = ObjectIdentifier(key)
    for entry in values.reversed() where entry.key == id {
      if let value = entry.value as? K.Value { return value }
    }
    return K.defaultValue
  }
}

/// An alignment guide set with `alignmentGuide(_:computeValue:)`.
struct ExplicitGuide {
  let key: AlignmentKey
  let compute: (ViewDimensions) -> CGFloat
}

/// The rarely used data of a node.
final class NodeExtras {
  var id: AnyHashable?
  var guides: [ExplicitGuide]?
  var coordinateSpaceName: AnyHashable?
  var ownerTypes: [Any.Type] = []
}

extension ViewNode {
  final var extrasForWriting: NodeExtras {
    if let extras { return extras }
    let made = NodeExtras()
    extras = made
    return made
  }
}
