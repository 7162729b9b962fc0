/// A line's bytes read where they are: a tokenizer asks of every byte of every line, and a
/// `String.UTF8View` read through its iterator costs tens of instructions a byte where its
/// storage read as a buffer costs a few.
extension String {
  /// Whether every byte of the text's UTF-8 satisfies `predicate`.
  @inline(__always)
  func allBytesSatisfy(_ predicate: (UInt8) -> Bool) -> Bool {
    utf8.withContiguousStorageIfAvailable { bytes in
      for byte in bytes where !predicate(byte) { return false }
      return true
    } ?? utf8.allSatisfy(predicate)
  }

  /// Whether a byte of the text's UTF-8 satisfies `predicate`.
  @inline(__always)
  func containsByte(where predicate: (UInt8) -> Bool) -> Bool {
    !allBytesSatisfy { !predicate($0) }
  }
}
