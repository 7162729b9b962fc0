/// A type as a table's key (an environment's or focused values' key, by its key type; the
/// process's caches by type: names, fields, comparisons): its identity, hashed by
/// `StructureHash` in a few instructions where `ObjectIdentifier` goes through `Hasher` (about a
/// hundred). Views read the environment by key at every build, so this is the table looked up
/// most.
struct TypeKey: Hashable, Comparable {
  let id: ObjectIdentifier

  init(_ type: Any.Type) { id = ObjectIdentifier(type) }

  static func < (a: TypeKey, b: TypeKey) -> Bool { a.id < b.id }

  /// The address of the type's metadata mixed with the table's seed: every bit of the address
  /// reaches the low bits a table's buckets are chosen by (metadata addresses share their low
  /// and high bits).
  func _rawHashValue(seed: Int) -> Int { StructureHash.tableHash(seed: seed) { $0.add(id) } }
}
