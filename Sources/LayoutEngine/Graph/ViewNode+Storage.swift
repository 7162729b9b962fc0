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

/// A node's length along an axis when it is offered zero, then infinity, along that axis: what a
/// stack's flexibility probes measure (its minimum, and its minimum plus its flexibility).
struct ProbeLengths: Equatable {
  var atZero: CGFloat
  var atInfinity: CGFloat

  /// Whether both lengths are sizes a node may choose (not negative, not NaN), so that measuring
  /// would have reported nothing.
  var arePlausible: Bool { atZero >= 0 && atInfinity >= 0 }

  /// Lengths not known: a NaN `atZero`, which no known lengths have (`arePlausible`).
  static let unknown = ProbeLengths(atZero: .nan, atInfinity: 1)

  /// Whether these lengths are known (not `unknown`).
  @inline(__always)
  var isKnown: Bool { !atZero.isNaN }
}

/// A node's probe lengths on both axes (see `ViewNode.probeLengths(along:)`), each
/// `ProbeLengths.unknown` when it must be measured: four lengths, returned in registers.
struct ProbeLengthPair {
  var horizontal: ProbeLengths
  var vertical: ProbeLengths

  /// Neither axis known.
  static let unknown = ProbeLengthPair(horizontal: .unknown, vertical: .unknown)

  init(horizontal: ProbeLengths, vertical: ProbeLengths) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// The lengths on each axis, `nil` when unknown.
  init(horizontal: ProbeLengths?, vertical: ProbeLengths?) {
    self.init(horizontal: horizontal ?? .unknown, vertical: vertical ?? .unknown)
  }

  /// The lengths along `axis` (`.unknown` when they must be measured).
  @inline(__always)
  subscript(axis: Axis) -> ProbeLengths { axis == .horizontal ? horizontal : vertical }
}

extension CGSize {
  /// Whether a node may choose this size: no dimension negative or NaN (false for NaN), or the
  /// graph corrects it with an issue (`GraphContext.sanitize`).
  @inline(__always)
  var isPlausibleSize: Bool { width >= 0 && height >= 0 }
}

/// The last (proposal, size) answers of a node that is costly to measure. A stack asks each
/// child for its minimum, maximum and allotted size, on each axis of nested stacks: a container
/// of nested stacks sees up to nine proposals in one pass ({0, ∞, allotted} on each axis), and a
/// resize adds a few more.
///
/// The entries live in memory the node owns and frees in its `deinit` (`deallocate()`): a memo
/// is asked for every measurement, and a reference-counted buffer cost a retain and a release
/// each time. A memo starts with room for `initialCapacity` answers and grows to its limit the
/// first time it fills: most nodes see a proposal or two per pass (a stack whose children know
/// their flexibility is not probed), and keep a small memo.
struct SizeMemo {
  typealias Entry = (key: PackedProposal, size: CGSize)
  /// Where the next answer goes, how many entries hold one, how many fit and how many may: kept
  /// in the allocation, in front of the entries, so that a node pays one pointer for its memo.
  private struct Header {
    var capacity: UInt8
    var limit: UInt8
    var next: UInt8
    var filled: UInt8
  }
  /// The header, then the entries (both trivial values).
  private var storage: UnsafeMutableRawPointer?

  /// The room a memo starts with.
  static let initialCapacity = 4

  /// No memo: every size is measured.
  init() { storage = nil }

  /// A memo with room for up to `limit` answers (at least one, at most 64).
  init(limit: Int) {
    let limit = Swift.min(Swift.max(limit, 1), 64)
    let capacity = Swift.min(limit, SizeMemo.initialCapacity)
    let storage = SizeMemo.allocate(capacity: capacity)
    storage.initializeMemory(
      as: Header.self, to: Header(capacity: UInt8(capacity), limit: UInt8(limit), next: 0, filled: 0))
    self.storage = storage
  }

  private static let entriesOffset = Swift.max(MemoryLayout<Header>.stride, MemoryLayout<Entry>.alignment)

  private static func allocate(capacity: Int) -> UnsafeMutableRawPointer {
    UnsafeMutableRawPointer.allocate(
      byteCount: SizeMemo.entriesOffset + capacity * MemoryLayout<Entry>.stride,
      alignment: Swift.max(MemoryLayout<Entry>.alignment, MemoryLayout<Header>.alignment))
  }

  /// Whether this memo keeps answers.
  @inline(__always)
  var isEnabled: Bool { storage != nil }

  @inline(__always)
  func lookup(_ key: PackedProposal) -> CGSize? {
    guard let storage else { return nil }
    let filled = Int(storage.assumingMemoryBound(to: Header.self).pointee.filled)
    let entries = (storage + SizeMemo.entriesOffset).assumingMemoryBound(to: Entry.self)
    for index in 0..<filled where entries[index].key == key { return entries[index].size }
    return nil
  }

  @inline(__always)
  mutating func store(_ key: PackedProposal, _ value: CGSize) {
    guard var storage else { return }
    var header = storage.assumingMemoryBound(to: Header.self).pointee
    if header.next == header.capacity {
      if header.capacity < header.limit {
        // Full for the first time: move to room for `limit` answers, the next one after these.
        let grown = SizeMemo.allocate(capacity: Int(header.limit))
        (grown + SizeMemo.entriesOffset).copyMemory(
          from: storage + SizeMemo.entriesOffset, byteCount: Int(header.capacity) * MemoryLayout<Entry>.stride
        )
        storage.deallocate()
        storage = grown
        self.storage = grown
        header.capacity = header.limit
      } else {
        header.next = 0
      }
    }
    let entries = (storage + SizeMemo.entriesOffset).assumingMemoryBound(to: Entry.self)
    entries[Int(header.next)] = (key, value)
    header.next += 1
    header.filled = Swift.max(header.filled, header.next)
    storage.assumingMemoryBound(to: Header.self).pointee = header
  }

  /// Forgets every answer.
  func removeAll() {
    guard let storage else { return }
    let header = storage.assumingMemoryBound(to: Header.self)
    header.pointee.next = 0
    header.pointee.filled = 0
  }

  /// Frees the storage (its values are trivial: nothing to deinitialize).
  func deallocate() { storage?.deallocate() }
}

/// A placement that a layout recorded with `LayoutSubview.place(at:anchor:proposal:)`.
struct PendingPlacement {
  var rect: CGRect
  var proposal: PackedProposal
}

/// Which explicit alignment guides may be set somewhere in a subtree: any guide of an axis
/// (set with `alignmentGuide`), or only the text baselines (a `Text`). Keeping baselines apart
/// means a text deep in a tree does not make every `.center` lookup above it search the tree.
struct GuideMask: OptionSet {
  let rawValue: UInt8
  static let horizontal = GuideMask(rawValue: 1)
  static let vertical = GuideMask(rawValue: 2)
  static let baselines = GuideMask(rawValue: 4)

  /// Whether a guide of `key` on `axis` may be explicit in a subtree with this mask.
  @inline(__always)
  func mayContain(_ key: AlignmentKey, axis: Axis) -> Bool {
    if axis == .horizontal { return contains(.horizontal) }
    if contains(.vertical) { return true }
    return contains(.baselines) && (key.isFirstBaseline || key.isLastBaseline)
  }
}

/// The traits a parent's layout reads from a child: priority and layout values. They travel
/// outward through modifiers, as in SwiftUI.
struct ViewTraits {
  var layoutPriority: Double = 0
  var values: [(key: ObjectIdentifier, value: Any)]? = nil
  /// A `Spacer`: stacks serve it after every other view (its layout priority stays 0 for
  /// everything else, custom layouts included). Last: the node's small fields follow it without
  /// padding.
  var isSpacer = false

  /// The priority with which a stack serves this view.
  @inline(__always)
  var stackPriority: Double { isSpacer && layoutPriority == 0 ? -.infinity : layoutPriority }

  /// Sets the layout value for `key`, replacing one set before (an outer modifier's wins; a
  /// node kept from the last build is edited again, and must not collect copies).
  mutating func setValue(_ value: Any, for key: ObjectIdentifier) {
    var entries = values ?? []
    if let index = entries.firstIndex(where: { $0.key == key }) {
      entries[index].value = value
    } else {
      entries.append((key, value))
    }
    values = entries
  }

  func value<K: LayoutValueKey>(_ key: K.Type) -> K.Value {
    guard let values else { return K.defaultValue }
    let id = ObjectIdentifier(key)
    for entry in values where entry.key == id {
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
  @exclusivity(unchecked) private(set) var id: AnyHashable?
  /// What `id` adds to the key of a structure of views (`StructureCache.idKey(_:)`): 0 for no
  /// id, nil for an id the key cannot stand for.
  @exclusivity(unchecked) private(set) var idKey: UInt64? = 0
  /// The id, when it was given as a `String` (what actions name a view by), unboxed.
  @exclusivity(unchecked) private(set) var idText: String?

  /// Sets the id, boxed, with what it adds to a structure's key (`StructureCache.idKey(_:)` of
  /// the id, found once for all the nodes it is given to), and the string it is, if it is one.
  func setID(_ id: AnyHashable, text: String?, structureKey: UInt64?) {
    self.id = id
    idText = text
    idKey = structureKey
  }
  /// The size this container last gave the views below as theirs (`withContainer`).
  @exclusivity(unchecked) var containerSizeGiven: PackedProposal?
  @exclusivity(unchecked) var guides: [ExplicitGuide]?
  @exclusivity(unchecked) var coordinateSpaceName: AnyHashable?
  @exclusivity(unchecked) var ownerTypes: [Any.Type] = []
  /// The identity of the `ForEach` row this node stands for, when a modifier around needs it.
  @exclusivity(unchecked) var rowIdentity: ViewIdentity?
  /// The window resize anchor this view asks for (`windowResizeAnchor(_:)`).
  @exclusivity(unchecked) var windowResizeAnchor: UnitPoint?
  @exclusivity(unchecked) var preferredColorScheme: ColorScheme?
  /// The control these nodes make (`Button`, `Toggle`).
  @exclusivity(unchecked) var control: Control?
  /// The text a field's nodes let an action type into.
  @exclusivity(unchecked) var textInput: TextInput?
  /// The choice a picker's, tab view's or list's nodes let an action make.
  @exclusivity(unchecked) var choice: Choice?
  /// The bars of the navigation stack these nodes show (its path, as expectations read it).
  @exclusivity(unchecked) var navigation: NavigationBarModel?
  /// The bars this view's requests (a title, toolbar items) were recorded in: told when the
  /// view is taken apart, so that its requests leave the bars with it.
  @exclusivity(unchecked) var barRequests: NavigationBarModel?
  /// The values this view publishes with `focusedSceneValue(_:_:)`, one write per key.
  /// Each write returns whether it published a value (a nil value publishes none).
  @exclusivity(unchecked) var focusedWrites: [(key: AnyKeyPath, write: (inout FocusedValues) -> Bool)] = []
  /// The width this view asks for as a split view's column (`navigationSplitViewColumnWidth`).
  @exclusivity(unchecked) var splitColumnWidth: SplitColumnWidth?
  /// The preference values this view sets, innermost modifier first.
  @exclusivity(unchecked) var preferenceWrites: [PreferenceWrite] = []
  /// Where a custom layout's container asked each child to go (see `ViewNode.placements`).
  @exclusivity(unchecked) var placements: ContiguousArray<PendingPlacement?> = []
}

extension ViewNode {
  final var extrasForWriting: NodeExtras {
    if let extras { return extras }
    let made = NodeExtras()
    extras = made
    return made
  }
}

/// What a subtree holds that a walk of the whole graph looks for (callbacks to run, controls and
/// focused values for commands, a window resize anchor): each node holds the union of its
/// children's, so the walks skip the subtrees that hold none, as `GuideMask` does for guides.
/// Content made during layout (a geometry reader's, lazy rows) counts as holding everything.
struct SubtreeContents: OptionSet {
  let rawValue: UInt8
  static let callbacks = SubtreeContents(rawValue: 1 << 0)
  static let controls = SubtreeContents(rawValue: 1 << 1)
  static let focusedValues = SubtreeContents(rawValue: 1 << 2)
  /// A preference for the window the views are in (`windowResizeAnchor`, `preferredColorScheme`).
  static let windowPreferences = SubtreeContents(rawValue: 1 << 3)
  static let splitViews = SubtreeContents(rawValue: 1 << 4)
  /// A frame sized from its container's size (`containerRelativeFrame`).
  static let containerRelative = SubtreeContents(rawValue: 1 << 5)
  /// A preference value a view sets (`preference(key:value:)`, `anchorPreference`).
  static let preferences = SubtreeContents(rawValue: 1 << 6)
  /// A presentation (a sheet, a popover, an alert): what a window's offered `dismiss` looks for.
  static let presentations = SubtreeContents(rawValue: 1 << 7)
  static let all: SubtreeContents = [
    .callbacks, .controls, .focusedValues, .windowPreferences, .splitViews, .containerRelative, .preferences,
    .presentations,
  ]
}

/// What a walk does after visiting a node.
enum WalkStep {
  case descend, skipChildren, stop
}

extension ViewGraph {
  /// Visits the shown nodes whose subtrees hold `contents`, in tree order (a node before its
  /// children, children leading to trailing), skipping the subtrees that hold none.
  func forEachShown(having contents: SubtreeContents, _ visit: (ViewNode) -> WalkStep) {
    guard !root.contents.isDisjoint(with: contents) else { return }
    // The tree holds the nodes while the walk reads them (`visit` changes nothing): no
    // reference counting per node.
    var pending: [Unmanaged<ViewNode>] = [.passUnretained(root)]
    while let next = pending.popLast() {
      next._withUnsafeGuaranteedRef { node in
        switch visit(node) {
        case .stop: pending.removeAll()
        case .skipChildren: break
        case .descend:
          let shown = node.displayedRange
          node.children.withUnsafeBufferPointer { children in
            var index = shown.upperBound
            while index > shown.lowerBound {
              index -= 1
              if !children[index].contents.isDisjoint(with: contents) {
                pending.append(.passUnretained(children[index]))
              }
            }
          }
        }
      }
    }
  }
}
