import Foundation

/// A view's identity: where it stands in the tree, as a hash of its path of positions in
/// builder blocks, branches of `if`/`switch`, `ForEach` ids, explicit `.id`s and view types.
///
/// SwiftUI keeps a view's state for as long as its identity lasts; SceneSim finds what it keeps
/// for a view (its `@State`, its last body, its callbacks' last values) by this hash. It is used
/// only to look things up in this process, never printed and never iterated in order.
struct ViewIdentity: Hashable {
  var value: UInt64

  static let root = ViewIdentity(value: 0x5CE7_E51D)

  @inline(__always)
  func appending(_ component: UInt64) -> ViewIdentity {
    var z = value &+ component &+ 0x9E37_79B9_7F4A_7C15
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return ViewIdentity(value: z ^ (z >> 31))
  }

  /// The position of a view in a builder block.
  @inline(__always)
  static func index(_ index: Int) -> UInt64 { UInt64(truncatingIfNeeded: index) &* 0x1000_0000_01B3 }
  /// A branch of an `if`/`else`, `switch` or optional.
  @inline(__always)
  static func branch(_ branch: Int) -> UInt64 { 0xB4A4_C000 &+ UInt64(truncatingIfNeeded: branch) }
  /// A view type (a composite view's, or the view an `AnyView` erases).
  @inline(__always)
  static func type(_ type: Any.Type) -> UInt64 {
    UInt64(UInt(bitPattern: unsafeBitCast(type, to: Int.self))) ^ 0x7E57_0000_0000
  }
  /// Content a modifier adds beside the view it modifies (an overlay, a background, a
  /// safe-area inset): `kind` tells the modifiers apart, `depth` a modifier from the same one
  /// applied again, and `primary` which of the views it wraps the content goes with.
  @inline(__always)
  static func secondary(kind: SecondaryKind, depth: Int, primary: Int) -> UInt64 {
    0x5EC0_0000_0000 &+ UInt64(truncatingIfNeeded: kind.rawValue) &* 0x1_0000_0000
      &+ UInt64(truncatingIfNeeded: depth) &* 0x1_0000 &+ UInt64(truncatingIfNeeded: primary)
  }
  /// An explicit id (`ForEach` element ids and `.id(_:)`), by its hash in this process; an
  /// integer (`ForEach(0..<n)`, `id: \.self` over integers, the commonest) by its value times an
  /// odd constant, which tells every integer apart without hashing it (SipHash: about 100
  /// instructions a row) and, like a hash, spreads small integers away from the small values of
  /// the other components (`index`, `branch`).
  @inline(__always)
  static func explicit<ID: Hashable>(_ id: ID) -> UInt64 {
    if ID.self == Int.self {
      return UInt64(bitPattern: Int64(unsafeBitCast(id, to: Int.self))) &* 0x9E37_79B9_7F4A_7C15 ^ 0x1D00
    }
    return UInt64(bitPattern: Int64(id.hashValue)) ^ 0x1D00
  }
}

extension _ViewList {
  /// Builds with `component` added to the identity, and restores the identity after.
  @inline(__always)
  mutating func withIdentity(_ component: UInt64, _ body: (inout _ViewList) -> Void) {
    let saved = inputs.identity
    inputs.identity = saved.appending(component)
    body(&self)
    inputs.identity = saved
  }
}
