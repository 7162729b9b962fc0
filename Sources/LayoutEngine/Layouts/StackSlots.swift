import Foundation

/// A stack's slots, one per child, in one allocation with their count; a value with
/// copy-on-write, as an array.
///
/// An array of slots looked its generic storage type up in the runtime every time a stack made
/// its cache (a fifth of making one); this storage class is not generic.
struct StackSlots {
  fileprivate final class Storage: ManagedBuffer<Int, StackChild> {
    /// `count` slots: copies of those at `source`, or `StackChild()`.
    @inline(__always)
    static func make(count: Int, copying source: UnsafePointer<StackChild>? = nil) -> Storage {
      let storage = unsafeDowncast(create(minimumCapacity: count) { _ in count }, to: Storage.self)
      storage.withUnsafeMutablePointerToElements { slots in
        if let source {
          slots.initialize(from: source, count: count)
        } else {
          slots.initialize(repeating: StackChild(), count: count)
        }
      }
      return storage
    }

    deinit {
      _ = withUnsafeMutablePointers { count, slots in slots.deinitialize(count: count.pointee) }
    }
  }

  /// The slots, `nil` when there are none (nothing to release when a stack makes its first).
  private var storage: Storage?

  /// No slots.
  init() { storage = nil }

  /// `count` slots of `StackChild()`.
  init(count: Int) { storage = count == 0 ? nil : Storage.make(count: count) }

  /// `count` slots of `StackChild()`, in the storage these slots have when it is theirs alone and
  /// of that count: a stack made again (caches off) keeps its slots where they are, so that
  /// `unretainedBuffer` stays valid for the node's life.
  mutating func reset(count: Int) {
    // No binding of the storage before the test: it would be a second reference.
    if self.count == count && count > 0 && isKnownUniquelyReferenced(&storage) {
      storage.unsafelyUnwrapped.withUnsafeMutablePointerToElements { slots in
        slots.update(repeating: StackChild(), count: count)
      }
    } else {
      self = StackSlots(count: count)
    }
  }

  /// The slots, without a retain of their storage: valid until these slots are changed (copied
  /// on write), replaced or freed. A stack reads its slots through it while it places its
  /// children (their placing never solves the stack again: see `StackNode.forEachPlacement`).
  var unretainedBuffer: UnsafeBufferPointer<StackChild> {
    guard let storage else { return UnsafeBufferPointer(start: nil, count: 0) }
    return storage.withUnsafeMutablePointers { count, slots in
      UnsafeBufferPointer(start: slots, count: count.pointee)
    }
  }

  /// How many slots there are.
  /// (Read through a pointer: the class's `header` property checks exclusive access at run time.)
  var count: Int { storage?.withUnsafeMutablePointerToHeader { $0.pointee } ?? 0 }

  subscript(index: Int) -> StackChild {
    precondition(index >= 0 && index < count, "slot index out of range")
    return storage!.withUnsafeMutablePointerToElements { $0[index] }
  }

  func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<StackChild>) throws -> R) rethrows -> R {
    guard let storage else { return try body(UnsafeBufferPointer(start: nil, count: 0)) }
    return try storage.withUnsafeMutablePointers { count, slots in
      try body(UnsafeBufferPointer(start: slots, count: count.pointee))
    }
  }

  mutating func withUnsafeMutableBufferPointer<R>(
    _ body: (inout UnsafeMutableBufferPointer<StackChild>) throws -> R
  ) rethrows -> R {
    guard storage != nil else {
      var empty = UnsafeMutableBufferPointer<StackChild>(start: nil, count: 0)
      return try body(&empty)
    }
    if !isKnownUniquelyReferenced(&storage) {
      let count = count
      storage = storage!.withUnsafeMutablePointerToElements { Storage.make(count: count, copying: $0) }
    }
    return try storage!.withUnsafeMutablePointers { count, slots in
      var buffer = UnsafeMutableBufferPointer(start: slots, count: count.pointee)
      return try body(&buffer)
    }
  }
}
