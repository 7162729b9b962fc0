/// A line's bytes read where they are: a tokenizer asks of every byte of every line, and a
/// `String.UTF8View` read through its iterator or indices costs tens of instructions a byte
/// where its storage read as a buffer costs a few.
extension String {
  /// `body` of the text's UTF-8 bytes, where they are (`withUTF8` of a copy of the string: a
  /// native string's storage is shared, not copied; another is made contiguous first).
  @inline(__always)
  func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    var text = self
    return text.withUTF8(body)
  }

  /// Whether every byte of the text's UTF-8 satisfies `predicate`.
  @inline(__always)
  func allBytesSatisfy(_ predicate: (UInt8) -> Bool) -> Bool {
    withUTF8Bytes { bytes in
      for byte in bytes where !predicate(byte) { return false }
      return true
    }
  }

  /// Whether a byte of the text's UTF-8 satisfies `predicate`.
  @inline(__always)
  func containsByte(where predicate: (UInt8) -> Bool) -> Bool {
    !allBytesSatisfy { !predicate($0) }
  }
}
