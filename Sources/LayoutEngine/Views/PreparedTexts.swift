import Foundation

/// The prepared texts (`PreparedText`: each character's advance, by paragraph) of the strings the
/// process's texts show, kept by string: a text's nodes are made again at each build of its view,
/// and every window's graph builds its own, where a string's advances never change. A string
/// longer than `longestKept` bytes is prepared each time, and the table is emptied when it holds
/// `limit` strings or `byteLimit` bytes.
struct PreparedTexts: Sendable {
  static let shared = PreparedTexts(limit: 4_096, byteLimit: 1 << 20)
  /// The longest string kept, in UTF-8 bytes.
  static let longestKept = 1_024

  private let byString: BoundedCache<Key, PreparedText>

  init(limit: Int, byteLimit: Int) {
    byString = BoundedCache(limit: limit, costLimit: byteLimit, largestCost: PreparedTexts.longestKept)
  }

  /// How many strings were prepared (each kept one once while it is kept).
  var made: Int { byString.made }

  /// `string` prepared: the one kept, or made now (and kept, if it is short enough).
  func prepared(_ string: String) -> PreparedText {
    byString.value(for: Key(string: string), cost: string.utf8.count) { PreparedText(string) }
  }

  /// A string by its UTF-8 bytes: two strings `==` calls equal may hold different scalars ("é"
  /// and "e" with a combining accent), which have different advances.
  struct Key: Hashable {
    let string: String

    static func == (a: Key, b: Key) -> Bool {
      // The bytes compared at once (a string's UTF-8 view compares them one by one).
      var (first, second) = (a.string, b.string)
      return first.withUTF8 { x in
        second.withUTF8 { y in
          x.count == y.count && (x.isEmpty || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0)
        }
      }
    }

    func hash(into hasher: inout Hasher) { hasher.combine(_rawHashValue(seed: 0)) }

    /// The bytes by `StructureHash`, eight at a time, with the table's seed: a text's key is
    /// looked up at every build of the text (`Hasher` takes about 500 instructions for a short
    /// one).
    func _rawHashValue(seed: Int) -> Int { StructureHash.tableHash(seed: seed) { $0.addBytes(of: string) } }
  }
}
