import Foundation

/// The prepared texts (`PreparedText`: each character's advance, by paragraph) of the strings the
/// process's texts show, kept by string: a text's nodes are made again at each build of its view,
/// and every window's graph builds its own, where a string's advances never change. Shared by
/// the process's graphs (behind a lock); a string longer than `longestKept` bytes is prepared
/// each time, and the table is emptied when it holds `limit` strings or `byteLimit` bytes.
final class PreparedTexts: @unchecked Sendable {
  static let shared = PreparedTexts(limit: 4_096, byteLimit: 1 << 20)
  /// The longest string kept, in UTF-8 bytes.
  static let longestKept = 1_024

  /// The most strings kept.
  let limit: Int
  /// The most UTF-8 bytes of strings kept.
  let byteLimit: Int
  private let lock = NSLock()
  @exclusivity(unchecked) private var byString: [Key: PreparedText] = [:]
  @exclusivity(unchecked) private var bytes = 0
  /// How many strings were prepared (each kept one once while it is kept).
  @exclusivity(unchecked) private(set) var made = 0

  init(limit: Int, byteLimit: Int) {
    self.limit = limit
    self.byteLimit = byteLimit
  }

  /// `string` prepared: the one kept, or made now (and kept, if it is short enough).
  func prepared(_ string: String) -> PreparedText {
    let length = string.utf8.count
    guard length <= PreparedTexts.longestKept else {
      lock.lock()
      made += 1
      lock.unlock()
      return PreparedText(string)
    }
    lock.lock()
    let known = byString[Key(string: string)]
    lock.unlock()
    if let known { return known }
    let prepared = PreparedText(string)
    lock.lock()
    if byString.count >= limit || bytes + length > byteLimit {
      byString.removeAll(keepingCapacity: true)
      bytes = 0
    }
    byString[Key(string: string)] = prepared
    bytes += length
    made += 1
    lock.unlock()
    return prepared
  }

  /// A string by its UTF-8 bytes: two strings `==` calls equal may hold different scalars ("é"
  /// and "e" with a combining accent), which have different advances.
  struct Key: Hashable {
    let string: String

    static func == (a: Key, b: Key) -> Bool { a.string.utf8.elementsEqual(b.string.utf8) }

    func hash(into hasher: inout Hasher) {
      var string = string
      string.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
  }
}
