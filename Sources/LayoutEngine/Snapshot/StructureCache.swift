import Foundation

/// The snapshots of the structures of views laid out lately, by a key of what a snapshot says
/// of its views but for their frames and choices (`ViewGraph.structureKey()`): a graph whose
/// views are built anew in a structure seen before (a custom view evaluated again, a window
/// opened again, a fresh build to compare with) takes its snapshot from here, where it would
/// write every view's kind, path and makers as text again.
///
/// One cache serves every graph of the process (`shared`), behind a lock (windows are laid out
/// on their own actors). What it returns depends only on the views, never on what was laid out
/// before, so output does not depend on it. Bounded: past `maximumStructures` structures or
/// `maximumNodes` views in all, it is emptied before it keeps another.
package final class StructureCache: @unchecked Sendable {
  /// The cache every graph uses: 256 structures, 200,000 views.
  package static let shared = StructureCache(maximumStructures: 256, maximumNodes: 200_000)

  /// The most structures kept.
  package let maximumStructures: Int
  /// The most views kept in all the structures' snapshots.
  package let maximumNodes: Int

  private let lock = NSLock()
  @exclusivity(unchecked) private var entries: [Key: Entry] = [:]
  @exclusivity(unchecked) private var nodes = 0

  package init(maximumStructures: Int, maximumNodes: Int) {
    self.maximumStructures = maximumStructures
    self.maximumNodes = maximumNodes
  }

  /// A structure's snapshot (its views' frames and choices are another layout's, and its issues
  /// none) and, once a fingerprint asked for them (`ViewGraph.layoutFrames()`), its signature
  /// (`LayoutSnapshot.structureSignature`) and its `overlapPairs`.
  struct Entry {
    var base: LayoutSnapshot
    var fingerprint: (signature: UInt64, overlapPairs: [LayoutSnapshot.OverlapPair])?
  }

  /// What tells a structure apart: the hash of its views and their number.
  struct Key: Hashable {
    var hash: UInt64
    var count: Int
  }

  /// The entry kept for `key`, if any.
  func entry(for key: Key) -> Entry? { lock.withLock { entries[key] } }

  /// Keeps `entry` for `key` (in place of one kept without a fingerprint): after emptying the
  /// cache when it is full; never an entry of more views than the cache holds.
  func keep(_ entry: Entry, for key: Key) {
    let count = entry.base.nodes.count
    guard count <= maximumNodes else { return }
    lock.withLock {
      if let kept = entries[key] {
        if kept.fingerprint == nil, entry.fingerprint != nil { entries[key] = entry }
        return
      }
      if entries.count >= maximumStructures || nodes + count > maximumNodes {
        entries.removeAll()
        nodes = 0
      }
      entries[key] = entry
      nodes += count
    }
  }

  /// The structures kept now and their views in all.
  var counts: (structures: Int, nodes: Int) { lock.withLock { (entries.count, nodes) } }
}

extension ViewGraph {
  /// The key of the structure of the views shown (`StructureCache`): for each view in the
  /// order of `LayoutSnapshot.nodes`, its parent, depth and place among its siblings, its
  /// node's type and kind (`ViewNode.addKind(to:)`), the types of the custom views that made
  /// it, and its id. Views with equal keys have snapshots equal but for frames and choices
  /// (barring a collision of hashes and counts): the key is finer than the snapshot's text. Nil
  /// when a view's id is neither a string nor an integer: other values may be unequal and
  /// described alike (two objects of one class), and a snapshot keeps the id itself.
  func structureKey() -> StructureCache.Key? { structureKey { _ in } }

  /// `structureKey()`, calling `visit` with each view's node in the order of the key (that of
  /// `LayoutSnapshot.nodes`), while the tree holds it.
  @inline(__always)
  func structureKey(visiting visit: (ViewNode) -> Void) -> StructureCache.Key? {
    var hasher = StructureHash()
    var count = 0
    var idsKnown = true
    var stack = ViewGraph.walkStack(
      (node: Unmanaged.passUnretained(root), parent: -1, place: -1, depth: 0), room: context.liveNodes)
    while let (next, parent, place, depth) = stack.popLast() {
      next._withUnsafeGuaranteedRef { node in
        visit(node)
        let index = count
        count += 1
        hasher.add(parent)
        hasher.add(place)
        hasher.add(depth)
        hasher.add(ObjectIdentifier(type(of: node)))
        node.addKind(to: &hasher)
        if let extras = node.extras {
          hasher.add(extras.ownerTypes.count)
          for type in extras.ownerTypes { hasher.add(ObjectIdentifier(type)) }
          if let idKey = extras.idKey { hasher.add(idKey) } else { idsKnown = false }
        } else {
          hasher.add(0)
          hasher.add(0)
        }
        let shown = node.displayedRange
        let numbered = node.children.count > 1
        node.children.withUnsafeBufferPointer { children in
          var offset = shown.upperBound
          while offset > shown.lowerBound {
            offset -= 1
            stack.append((.passUnretained(children[offset]), index, numbered ? offset : -1, depth + 1))
          }
        }
      }
    }
    return idsKnown ? StructureCache.Key(hash: hasher.value, count: count) : nil
  }
}

extension StructureCache {
  /// What an id adds to the key of a structure, found where its type is known (`.id(_:)`,
  /// `accessibilityIdentifier(_:)`, with no cast): a hash of its type and, for a string or an
  /// integer, its value, as `addID(_:to:)` adds them (which an `AnyHashable` id goes through);
  /// nil for an id of another type, which the key cannot stand for. Never 0 (no id). `boxed` is
  /// the id as its node keeps it.
  static func idKey<ID: Hashable>(_ id: ID, boxed: AnyHashable) -> UInt64? {
    var hasher = StructureHash()
    if ID.self == String.self {
      hasher.add(ObjectIdentifier(String.self))
      hasher.addID(text: unsafeBitCast(id, to: String.self))
    } else if ID.self == Int.self {
      hasher.add(ObjectIdentifier(Int.self))
      hasher.addID(number: unsafeBitCast(id, to: Int.self))
    } else {
      // An id of another type, or an `AnyHashable` (of any type): as its value's type says.
      guard addID(boxed, to: &hasher) else { return nil }
    }
    return hasher.value | 1
  }

  /// Adds an id with its type (an `AnyHashable` of 1 and one of `UInt8(1)` are equal, but a
  /// snapshot describes them apart): true for none, a string or an integer, whose value the
  /// key holds; false for any other (the key cannot stand for it).
  static func addID(_ id: AnyHashable?, to hasher: inout StructureHash) -> Bool {
    guard let base = id?.base else {
      hasher.add(0)
      return true
    }
    hasher.add(ObjectIdentifier(type(of: base)))
    return hasher.addIDValue(base)
  }
}
