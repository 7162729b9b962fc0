import Foundation
@_spi(Reflection) import Swift

/// The stored properties of a view type, found once per type: where each is in a value, and
/// what the graph does with it (hands it the environment, binds it to state, compares it).
///
/// Reading a value's properties through these offsets costs what reading a field costs; a
/// `Mirror` walk per value looked each property's type up by its mangled name every time (a
/// fifth of building a small window). The offsets come from the standard library's reflection
/// (`_forEachField`, the metadata `Mirror` reads); a type it does not describe (a class, an
/// enum) is read with a `Mirror`, as before.
struct ViewFields {
  /// One stored property.
  struct Field {
    let offset: Int
    /// Its place among the type's stored properties (what `@State` storage is keyed by).
    let index: Int
    let label: String
    /// An `@Environment`-like property's type: it is told the environment.
    let reads: (any _EnvironmentReading.Type)?
    /// A `@State`-like property's type: it is bound to the graph's storage (`@AppStorage` is
    /// both).
    let binds: (any _StateBinding.Type)?
    /// A `@FocusedValue`-like property's type: it is told the key window's focused values (in a
    /// `Commands`).
    let focused: (any _FocusedValuesReading.Type)?
    let comparison: Comparison
  }

  /// How two values of a property are compared (as `viewValuesEqual` says).
  enum Comparison {
    /// A dynamic property compared by what it holds (`@ObservedObject`: its object).
    case compared(any _ComparedDynamicProperty.Type)
    /// Another dynamic property: not compared.
    case skipped
    /// With `==`.
    case equatable(any Equatable.Type)
    /// A class instance, by identity.
    case object
    /// A closure, or a struct or enum that is neither `Equatable` nor an action: never equal (as
    /// `anyValuesEqual` says of its values, decided here once for the type).
    case unequal
    /// Anything else, as `anyValuesEqual` compares two values.
    case other(Any.Type)
  }

  let fields: [Field]
  /// Whether any property reads the environment or binds to state.
  let hasDynamicProperties: Bool
  /// The type itself as `Equatable`, when it is: its values compare with `==`.
  let equatable: (any Equatable.Type)?

  /// The fields of each type found so far (nil: a type the standard library's reflection does
  /// not describe as a struct).
  private static let registry = BoundedCache<TypeKey, ViewFields?>(limit: 4_096)

  /// The fields of `type`, found on first use; nil for a type that is not a struct.
  static func of<V>(_ type: V.Type) -> ViewFields? {
    registry.value(for: TypeKey(type)) { find(type) }
  }

  private static func find<V>(_ type: V.Type) -> ViewFields? {
    guard isStruct(type) else { return nil }
    var fields: [Field] = []
    let described = _forEachField(of: type, options: []) { name, offset, fieldType, _ in
      fields.append(
        Field(
          offset: offset, index: fields.count, label: String(cString: name),
          reads: fieldType as? any _EnvironmentReading.Type, binds: fieldType as? any _StateBinding.Type,
          focused: fieldType as? any _FocusedValuesReading.Type, comparison: comparison(of: fieldType)))
      return true
    }
    guard described else { return nil }
    return ViewFields(
      fields: fields, hasDynamicProperties: fields.contains { $0.reads != nil || $0.binds != nil },
      equatable: type as? any Equatable.Type)
  }

  /// Whether `type` is a struct, whose stored properties are at their offsets in a value (an
  /// enum's payloads are not fields, and a class's are in its instance). The first word of a
  /// type's metadata is its kind; a struct's is 0x200 (the Swift ABI's `MetadataKind::Struct`,
  /// "docs/ABI/TypeMetadata.rst").
  private static func isStruct(_ type: Any.Type) -> Bool {
    kind(of: type) == 0x200
  }

  /// The kind in a type's metadata: 0x200 a struct, 0x201 an enum, 0x202 an optional, 0x302 a
  /// function ("docs/ABI/TypeMetadata.rst").
  private static func kind(of type: Any.Type) -> UInt {
    unsafeBitCast(type, to: UnsafePointer<UInt>.self).pointee
  }

  private static func comparison(of type: Any.Type) -> Comparison {
    if let compared = type as? any _ComparedDynamicProperty.Type { return .compared(compared) }
    if type is any DynamicProperty.Type { return .skipped }
    if let equatable = type as? any Equatable.Type { return .equatable(equatable) }
    if type is AnyObject.Type { return .object }
    let kind = kind(of: type)
    if kind == 0x302 || ((kind == 0x200 || kind == 0x201) && !(type is any _InstanceComparable.Type)) {
      return .unequal
    }
    return .other(type)
  }

  /// Hands `value`'s environment-reading properties `environment` and binds its state
  /// properties to `store` under `identity`.
  func prepare<V>(_ value: V, _ environment: EnvironmentValues, _ store: GraphStore, _ identity: ViewIdentity)
  {
    withUnsafePointer(to: value) { pointer in
      let base = UnsafeRawPointer(pointer)
      for field in fields {
        if let type = field.reads { Self.receive(type, base + field.offset, environment) }
        if let type = field.binds {
          Self.bind(
            type, base + field.offset, store: store, owner: identity, index: field.index, label: field.label)
        }
      }
    }
  }

  /// Hands `value`'s environment-reading properties `environment` and its focused-value-reading
  /// ones `focused`: a `Commands` value, outside any graph.
  func receive<V>(_ value: V, _ environment: EnvironmentValues, focused: FocusedValues) {
    withUnsafePointer(to: value) { pointer in
      let base = UnsafeRawPointer(pointer)
      for field in fields {
        if let type = field.reads {
          Self.receive(type, base + field.offset, environment)
        } else if let type = field.focused {
          Self.receive(type, base + field.offset, focused)
        }
      }
    }
  }

  /// Whether two values of the type are equal: with `==` when the type is `Equatable`, else field
  /// by field (see `viewValuesEqual`).
  func equal<V>(_ a: V, _ b: V) -> Bool {
    withUnsafePointer(to: a) { left in
      withUnsafePointer(to: b) { right in
        let x = UnsafeRawPointer(left)
        let y = UnsafeRawPointer(right)
        if let equatable { return Self.equal(equatable, x, y) }
        for field in fields {
          let p = x + field.offset
          let q = y + field.offset
          switch field.comparison {
          case .skipped: continue
          case .compared(let type): if !Self.same(type, p, q) { return false }
          case .equatable(let type): if !Self.equal(type, p, q) { return false }
          case .object:
            if p.load(as: UnsafeRawPointer?.self) != q.load(as: UnsafeRawPointer?.self) { return false }
          case .unequal: return false
          case .other(let type): if !anyValuesEqual(Self.boxed(type, p), Self.boxed(type, q)) { return false }
          }
        }
        return true
      }
    }
  }

  private static func receive<P: _EnvironmentReading>(
    _: P.Type, _ pointer: UnsafeRawPointer, _ environment: EnvironmentValues
  ) {
    pointer.assumingMemoryBound(to: P.self).pointee._receive(environment)
  }

  private static func receive<P: _FocusedValuesReading>(
    _: P.Type, _ pointer: UnsafeRawPointer, _ focused: FocusedValues
  ) {
    pointer.assumingMemoryBound(to: P.self).pointee._receive(focused)
  }

  private static func bind<P: _StateBinding>(
    _: P.Type, _ pointer: UnsafeRawPointer, store: GraphStore, owner: ViewIdentity, index: Int, label: String
  ) {
    pointer.assumingMemoryBound(to: P.self).pointee._bind(in: store, owner: owner, index: index, label: label)
  }

  private static func same<P: _ComparedDynamicProperty>(
    _: P.Type, _ p: UnsafeRawPointer, _ q: UnsafeRawPointer
  )
    -> Bool
  {
    p.assumingMemoryBound(to: P.self).pointee._isSame(as: q.assumingMemoryBound(to: P.self).pointee)
  }

  private static func equal<E: Equatable>(_: E.Type, _ p: UnsafeRawPointer, _ q: UnsafeRawPointer) -> Bool {
    p.assumingMemoryBound(to: E.self).pointee == q.assumingMemoryBound(to: E.self).pointee
  }

  private static func boxed<T>(_: T.Type, _ pointer: UnsafeRawPointer) -> Any {
    pointer.assumingMemoryBound(to: T.self).pointee
  }
}
