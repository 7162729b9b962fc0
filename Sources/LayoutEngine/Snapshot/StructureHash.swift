import Foundation

/// A 64-bit hash of what a snapshot says of views but for their frames and choices: the
/// signature a layout's fingerprint compares (`LayoutSnapshot.structureSignature`) and the key
/// of a structure's snapshot (`ViewGraph.structureKey()`). SceneSim's own, the same on every run
/// and machine (unlike `Hasher`, which also calls out for each word): each word mixed in by a
/// multiply and a shift, texts by their UTF-8 bytes eight at a time (texts of other bytes are
/// told apart, as a snapshot's text tells them apart; a `String` hashes as its canonical form),
/// numbers by their bits. The tables looked up at every build or step hash their keys by it
/// too (`TypeKey`, `PreparedTexts.Key`, `WindowID`).
package struct StructureHash {
  @usableFromInline var state: UInt64 = 0x243F_6A88_85A3_08D3

  @inlinable init() {}

  /// Adds one word.
  @inlinable @inline(__always)
  mutating func add(_ word: UInt64) {
    state = (state ^ word) &* 0x9E37_79B9_7F4A_7C15
    state ^= state >> 29
  }

  @inlinable
  package mutating func add(_ number: Int) { add(UInt64(bitPattern: Int64(number))) }

  /// `number` as `==` compares it: -0 adds what 0 does (for a key whose hash must agree with its
  /// equality; NaN equals nothing, so its bits serve).
  @inlinable
  package mutating func add(comparing number: CGFloat) {
    add(Int(bitPattern: UInt(number == 0 ? 0 : number.bitPattern)))
  }

  mutating func add(_ flag: Bool) { add(flag ? 1 as UInt64 : 0) }

  mutating func add(_ identifier: ObjectIdentifier) { add(UInt64(UInt(bitPattern: identifier))) }

  /// `text`'s UTF-8 bytes and their count. Read in place where they are contiguous (any native
  /// string); a bridged one is made contiguous first.
  mutating func addBytes(of text: String) {
    let done: Void? = text.utf8.withContiguousStorageIfAvailable { addBytes($0) }
    if done == nil {
      var copy = text
      copy.withUTF8 { addBytes($0) }
    }
  }

  private mutating func addBytes(_ bytes: UnsafeBufferPointer<UInt8>) {
    add(bytes.count)
    let raw = UnsafeRawBufferPointer(bytes)
    var offset = 0
    while offset + 8 <= raw.count {
      add(raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
      offset += 8
    }
    var tail: UInt64 = 0
    var shift: UInt64 = 0
    while offset < raw.count {
      tail |= UInt64(raw[offset]) << shift
      shift += 8
      offset += 1
    }
    add(tail)
  }

  /// `text`'s bytes, or a mark for nil.
  mutating func addBytes(of text: String?) {
    guard let text else { return add(-1) }
    addBytes(of: text)
  }

  /// `number`'s bits (a `CGFloat` compares -0 equal to 0, which a snapshot writes apart).
  mutating func addBits(of number: CGFloat) { add(UInt64(number.bitPattern)) }

  /// `number`'s bits, or a mark for nil.
  mutating func addBits(of number: CGFloat?) {
    guard let number else { return add(UInt64.max) }
    add(UInt64(number.bitPattern))
  }

  /// A table's hash of a key (`Hashable._rawHashValue(seed:)`): the table's seed, then what `add`
  /// adds of the key. Inlinable: tables in other modules (`WindowID`'s) hash in their own code.
  @inlinable @inline(__always)
  package static func tableHash(seed: Int, _ add: (inout StructureHash) -> Void) -> Int {
    var hash = StructureHash()
    hash.add(seed)
    add(&hash)
    return Int(truncatingIfNeeded: hash.value)
  }

  /// The hash: the state mixed once more, so that its last words reach every bit.
  @inlinable
  var value: UInt64 {
    var x = state
    x ^= x >> 31
    x &*= 0xBF58_476D_1CE4_E5B9
    x ^= x >> 27
    return x
  }
}

extension StructureHash {
  /// Adds what a snapshot says of one view but for its frame and choices.
  mutating func add(
    parent: Int?, depth: Int, component: String, kind: String, owners: [String], id: AnyHashable?
  ) {
    add(parent ?? -1)
    add(depth)
    addBytes(of: component)
    addBytes(of: kind)
    add(owners.count)
    for owner in owners { addBytes(of: owner) }
    // An id's type and value: strings and integers as themselves, others as they describe
    // themselves.
    guard let id = id?.base else { return add(0) }
    if !addIDValue(id) {
      add(3)
      addBytes(of: String(reflecting: id))
    }
  }

  /// Adds an id that is a string or an integer, marked by which it is; false (nothing added) for
  /// an id of any other type.
  mutating func addIDValue(_ id: Any) -> Bool {
    if let text = exactly(id, as: String.self) {
      addID(text: text)
    } else if let number = exactly(id, as: Int.self) {
      addID(number: number)
    } else {
      return false
    }
    return true
  }

  /// A string id's value, marked as a string.
  mutating func addID(text: String) {
    add(1)
    addBytes(of: text)
  }

  /// An integer id's value, marked as an integer.
  mutating func addID(number: Int) {
    add(2)
    add(number)
  }
}
