import Foundation

/// SceneSim's deterministic text metrics: the same numbers on every machine, documented so that
/// a test can predict them by hand.
///
/// - Advance: each character has a width in thousandths of an em (`advance(of:)`): narrow
///   punctuation and `i l j` 250–350, space 260, most lowercase 550, `m w` 850, most uppercase
///   650, `M W` 900, digits 600, wide scripts (CJK, kana, hangul, emoji) 1000, anything else 600.
///   A run's width is the sum of its advances times the point size, rounded up to 1/3 point.
/// - Line height: the point size times 1.193 (SF Pro's ascender 0.952 plus descender 0.241),
///   rounded up to 1/3 point: 17 pt body text is 20.333 points per line, as measured on iOS.
/// - Wrapping: greedy at spaces; a word wider than the line breaks between characters; every
///   line holds at least one character. A line break (a line feed, a carriage return, the two
///   together, U+2028 or U+2029) starts a new line.
/// - Truncation (tail): when the lines exceed `lineLimit` or the proposed height (a text always
///   shows at least one line), the last shown line keeps as many characters as fit before "…".
/// - Ideal size (unspecified width): one line per paragraph.
public enum TextMetrics {
  /// The width of one character, in thousandths of an em.
  public static func advance(of scalar: Unicode.Scalar) -> Int {
    if scalar.value < 128 { return Int(asciiAdvances[Int(scalar.value)]) }
    return computedAdvance(of: scalar)
  }

  /// `advance(of:)` of each ASCII scalar, looked up (text is prepared each time a view is built).
  private static let asciiAdvances: [Int16] = (0..<128).map {
    Int16(computedAdvance(of: Unicode.Scalar(UInt8($0))))
  }

  private static func computedAdvance(of scalar: Unicode.Scalar) -> Int {
    switch scalar {
    case " ": return 260
    case "i", "l", "j", "|", "!", ".", ",", ":", ";", "'", "`": return 250
    case "f", "r", "t", "(", ")", "[", "]", "{", "}", "\"", "/", "\\", "-": return 350
    case "m", "w": return 850
    case "M", "W": return 900
    case "…": return 800
    case "a"..."z": return 550
    case "A"..."Z": return 650
    case "0"..."9": return 600
    default:
      let value = scalar.value
      if (0x2E80...0x9FFF).contains(value) || (0xAC00...0xD7A3).contains(value)
        || (0xF900...0xFAFF).contains(value) || (0xFF00...0xFF60).contains(value)
        || (0x1F300...0x1FAFF).contains(value)
      {
        return 1000
      }
      return 600
    }
  }

  /// The height of one line of text at `pointSize`.
  public static func lineHeight(_ pointSize: CGFloat) -> CGFloat {
    roundUp(pointSize * 1.193)
  }

  /// The distance from the top of a line to its baseline.
  public static func ascent(_ pointSize: CGFloat) -> CGFloat {
    roundUp(pointSize * 0.952)
  }

  /// A width of `units` thousandths of an em at `pointSize`, rounded up to 1/3 point.
  public static func width(units: Int, pointSize: CGFloat) -> CGFloat {
    roundUp(CGFloat(units) * pointSize / 1000)
  }

  static func roundUp(_ value: CGFloat) -> CGFloat {
    (value * 3 - 1e-9).rounded(.up) / 3
  }

  static let ellipsisUnits = 800

  /// Text smaller than this (in points) takes no space.
  public static let smallestPointSize: CGFloat = 0.01
}

/// A string prepared for measuring: the advances of its characters, split into paragraphs.
/// A space is stored as its advance negated, so that line breaking can find it.
struct PreparedText {
  let paragraphs: [[Int32]]
  /// The width of a text of one paragraph on one line (em thousandths), or nil for several
  /// paragraphs: a limit at least this wide breaks nothing.
  let unbrokenWidth: Int64?

  /// Paragraphs end at each line break: a line feed, a carriage return, the two together (one
  /// break), a paragraph separator (U+2029) or a line separator (U+2028), which Apple's text
  /// system all breaks lines at ("Words, Paragraphs, and Line Breaks"); a break takes no width.
  /// A space's advance is kept negative.
  init(_ string: String) {
    var paragraphs: [[Int32]] = []
    var paragraph: [Int32] = []
    // Room for every scalar at once, so that the usual text of one paragraph does not grow
    // its array as it goes: there are no more scalars than UTF-8 bytes.
    paragraph.reserveCapacity(string.utf8.count)
    var width: Int64 = 0
    var afterCarriageReturn = false
    for scalar in string.unicodeScalars {
      defer { afterCarriageReturn = scalar == "\r" }
      switch scalar {
      case "\n" where afterCarriageReturn: continue
      case "\n", "\r", "\u{2028}", "\u{2029}":
        paragraphs.append(paragraph)
        paragraph = []
      default:
        let advance = Int32(TextMetrics.advance(of: scalar))
        width += Int64(advance)
        paragraph.append(scalar == " " ? -advance : advance)
      }
    }
    paragraphs.append(paragraph)
    self.paragraphs = paragraphs
    unbrokenWidth = paragraphs.count == 1 ? width : nil
  }

  var isEmpty: Bool { paragraphs.count == 1 && paragraphs[0].isEmpty }

  /// A line: its width in em thousandths, and where it starts (paragraph, character).
  struct Line {
    var width: Int64
    var paragraph: Int
    var start: Int
  }

  /// The lines that the text breaks into when no line may be wider than `limit` (em
  /// thousandths); `nil` means no limit: one line per paragraph.
  func lines(limit: Int64?) -> [Line] {
    var result: [Line] = []
    forEachLine(limit: limit) { line in
      result.append(line)
      return true
    }
    return result
  }

  /// The widest line and the number of lines of the text broken at `limit` and cut to
  /// `maximum` lines, the last of which is then truncated (`truncatedWidth(from:limit:)`):
  /// what a text measures, without making its lines (a text is measured at every layout).
  func measured(limit: Int64?, maximum: Int) -> (widest: Int64, lines: Int) {
    var count = 0
    var widest: Int64 = 0
    // The line at `maximum`, until it is known whether another follows it.
    var last: Line?
    var truncated = false
    forEachLine(limit: limit) { line in
      count += 1
      if count < maximum {
        widest = Swift.max(widest, line.width)
        return true
      }
      if count == maximum {
        last = line
        return true
      }
      truncated = true
      return false
    }
    if let last {
      widest = Swift.max(widest, truncated ? truncatedWidth(from: last, limit: limit) : last.width)
    }
    return (widest, Swift.min(count, maximum))
  }

  /// Calls `body` with each line the text breaks into at `limit`, in order, until it returns
  /// false.
  private func forEachLine(limit: Int64?, _ body: (Line) -> Bool) {
    for (p, chars) in paragraphs.enumerated() {
      guard let limit else {
        if !body(Line(width: chars.reduce(0) { $0 + Int64(abs($1)) }, paragraph: p, start: 0)) { return }
        continue
      }
      var line = Line(width: 0, paragraph: p, start: 0)
      var hasGlyph = false
      var index = 0
      while index < chars.count {
        let advance = Int64(abs(chars[index]))
        if chars[index] < 0 {
          // A space: break here if the next word would not fit after it on this line.
          var end = index + 1
          var word: Int64 = 0
          while end < chars.count && chars[end] >= 0 {
            word += Int64(chars[end])
            end += 1
          }
          if hasGlyph && line.width + advance + word > limit && word <= limit {
            if !body(line) { return }
            line = Line(width: 0, paragraph: p, start: index + 1)
            hasGlyph = false
          } else {
            line.width += advance
          }
          index += 1
          continue
        }
        if hasGlyph && line.width + advance > limit {
          if !body(line) { return }
          line = Line(width: 0, paragraph: p, start: index)
        }
        line.width += advance
        hasGlyph = true
        index += 1
      }
      if !body(line) { return }
    }
  }

  /// The width of a tail-truncated line that starts at `line` and must fit `limit`: as many
  /// characters as fit, then "…" (which may alone exceed a tiny limit).
  func truncatedWidth(from line: Line, limit: Int64?) -> Int64 {
    let ellipsis = Int64(TextMetrics.ellipsisUnits)
    let chars = paragraphs[line.paragraph]
    var width: Int64 = 0
    for index in line.start..<chars.count {
      let advance = Int64(abs(chars[index]))
      if let limit, width + advance + ellipsis > limit { break }
      width += advance
    }
    return width + ellipsis
  }
}
