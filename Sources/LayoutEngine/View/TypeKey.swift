/// A type as a table's key (an environment's or focused values' key, by its key type): its
/// identity, hashed by mixing the address of its metadata in a few instructions where
/// `ObjectIdentifier` goes through `Hasher` (about a hundred). Views read the environment by key
/// at every build, so this is the table looked up most.
struct TypeKey: Hashable, Comparable {
  let id: ObjectIdentifier

  init(_ type: Any.Type) { id = ObjectIdentifier(type) }
  init(_ id: ObjectIdentifier) { self.id = id }

  static func < (a: TypeKey, b: TypeKey) -> Bool { a.id < b.id }

  func hash(into hasher: inout Hasher) { hasher.combine(_rawHashValue(seed: 0)) }

  /// MurmurHash3's 64-bit finalizer of the address and the table's seed: every bit of the
  /// address reaches the low bits a table's buckets are chosen by (metadata addresses share
  /// their low and high bits).
  func _rawHashValue(seed: Int) -> Int {
    var x = UInt64(UInt(bitPattern: id)) ^ UInt64(UInt(bitPattern: seed))
    x ^= x >> 33
    x &*= 0xff51_afd7_ed55_8ccd
    x ^= x >> 33
    x &*= 0xc4ce_b9fe_1a85_ec53
    x ^= x >> 33
    return Int(truncatingIfNeeded: x)
  }
}
