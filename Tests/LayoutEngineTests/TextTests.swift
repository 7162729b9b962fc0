import Foundation
import PropertyTesting
import Testing

@testable import LayoutEngine

@Suite("Text metrics")
struct TextTests {
  /// Apple HIG, Typography, Specifications (iOS, Large): point sizes of the text styles.
  @Test func textStylePointSizes() {
    let expected: [(Font.TextStyle, CGFloat)] = [
      (.largeTitle, 34), (.title, 28), (.title2, 22), (.title3, 20), (.headline, 17), (.body, 17),
      (.callout, 16), (.subheadline, 15), (.footnote, 13), (.caption, 12), (.caption2, 11),
    ]
    for (style, size) in expected { #expect(style.pointSize == size) }
  }

  /// A single line of 17 pt body text is 20.333 points tall on iOS (UIFont.lineHeight at 3x).
  @Test func bodyLineHeight() {
    #expect(abs(TextMetrics.lineHeight(17) - 20.333) < 0.001)
    #expect(abs(TextMetrics.lineHeight(34) - 40.667) < 0.001)
    let s = snapshot(Text("Hello").id("t"), nil, nil)
    #expect(abs(s.frame(of: "t")!.height - 20.333) < 0.001)
  }

  @Test func advancesAreDocumentedAndDeterministic() {
    #expect(TextMetrics.advance(of: "H") == 650)
    #expect(TextMetrics.advance(of: "i") == 250)
    #expect(TextMetrics.advance(of: "m") == 850)
    #expect(TextMetrics.advance(of: " ") == 260)
    #expect(TextMetrics.advance(of: "中") == 1000)
    // "Hello" = 650 + 550 + 250 + 250 + 550 = 2250 thousandths at 17 pt = 38.25, up to 38.333.
    #expect(abs(bodyWidth("Hello") - 38.333) < 0.001)
  }

  @Test func textWrapsAtWordsWhenNarrow() {
    // "one two" is 62.2 points and "one two three" 106.1: two lines at 80.
    let s = snapshot(Text("one two three").id("t"), 80, nil)
    let frame = s.frame(of: "t")!
    #expect(abs(frame.width - bodyWidth("one two")) < 0.001)
    #expect(abs(frame.height - 2 * TextMetrics.lineHeight(17)) < 0.001)
    // Ideal size: one line.
    let ideal = snapshot(Text("one two three").id("t"), nil, nil)
    #expect(abs(ideal.frame(of: "t")!.height - TextMetrics.lineHeight(17)) < 0.001)
  }

  @Test func longWordBreaksBetweenCharacters() {
    let s = snapshot(Text("abcdefghij").id("t"), 30, nil)
    let frame = s.frame(of: "t")!
    #expect(frame.width <= 30)
    #expect(frame.height >= 3 * TextMetrics.lineHeight(17))
  }

  @Test func lineLimitTruncatesWithEllipsis() {
    let s = snapshot(Text("one two three four five six").lineLimit(1).id("t"), 60, nil)
    let frame = s.frame(of: "t")!
    #expect(abs(frame.height - TextMetrics.lineHeight(17)) < 0.001)
    #expect(frame.width <= 60)
  }

  /// A text always shows at least one line, even when offered no height.
  @Test func textKeepsOneLineWhenOfferedNoHeight() {
    let s = snapshot(Text("Hello world").id("t"), 200, 0)
    #expect(abs(s.frame(of: "t")!.height - TextMetrics.lineHeight(17)) < 0.001)
  }

  @Test func heightProposalLimitsLines() {
    let text = Text("word word word word word word word word").id("t")
    let s = snapshot(text, 60, 45)
    #expect(abs(s.frame(of: "t")!.height - 2 * TextMetrics.lineHeight(17)) < 0.001)
  }

  @Test func newlinesStartLines() {
    let s = snapshot(Text("a\nbb\nccc").id("t"), nil, nil)
    #expect(abs(s.frame(of: "t")!.height - 3 * TextMetrics.lineHeight(17)) < 0.001)
    #expect(s.frame(of: "t")!.width == bodyWidth("ccc"))
  }

  @Test func fontsChangeMetrics() {
    let s = snapshot(
      VStack {
        Text("A").font(.largeTitle).id("big"); Text("A").id("small")
      }.font(.caption), nil, nil)
    #expect(abs(s.frame(of: "big")!.height - TextMetrics.lineHeight(34)) < 0.001)
    #expect(abs(s.frame(of: "small")!.height - TextMetrics.lineHeight(12)) < 0.001)
  }

  @Test func emptyTextHasNoSize() {
    #expect(snapshot(Text("").id("t"), 100, 100).frame(of: "t")!.size == .zero)
  }

  /// A text of one paragraph offered at least its unbroken width is measured as one line
  /// without being broken: breaking it at any such limit gives that one line, of that width
  /// (SceneSim's shortcut; the lines are its model of Apple's text layout).
  @Test func oneParagraphWithinItsLimitIsOneLineOfItsWidth() {
    var generator = SplitMix64(seed: 3)
    let pieces = ["a", "mm", "Wide", " ", "  ", "i", "中", "word ", " x"]
    for _ in 0..<5_000 {
      let text = (0..<Int(generator.next() % 8)).map { _ in
        pieces[Int(generator.next() % UInt64(pieces.count))]
      }
      .joined()
      let prepared = PreparedText(text)
      guard let width = prepared.unbrokenWidth else {
        Issue.record("'\(text)' is one paragraph")
        continue
      }
      for limit in [width, width + 1, width + Int64(generator.next() % 5_000)] {
        let lines = prepared.lines(limit: limit)
        #expect(lines.count == 1 && lines[0].width == width, "'\(text)' at \(limit)")
      }
      #expect(prepared.lines(limit: nil).map(\.width) == [width])
    }
    #expect(PreparedText("two\nparagraphs").unbrokenWidth == nil)
  }

  /// A text's measure (`PreparedText.measured(limit:maximum:)`, SceneSim's model of breaking
  /// lines) is that of its lines cut to the maximum, the last one truncated when lines were cut:
  /// the same as making every line and cutting them, for texts of several paragraphs, limits
  /// and maxima.
  @Test func aTextsMeasureIsThatOfItsLinesCut() {
    var generator = SplitMix64(seed: 11)
    let pieces = ["a", "mm", "Wide", " ", "  ", "i", "中", "word ", " x", "\n", "longerword"]
    for _ in 0..<3_000 {
      let text = (0..<Int(generator.next() % 14)).map { _ in
        pieces[Int(generator.next() % UInt64(pieces.count))]
      }
      .joined()
      let prepared = PreparedText(text)
      let limits: [Int64?] = [nil, 0, 500, Int64(generator.next() % 9_000), 1_000_000]
      for limit in limits {
        for maximum in [1, 2, 3, Int(generator.next() % 6) + 1, Int.max] {
          var lines = prepared.lines(limit: limit)
          if lines.count > maximum {
            let last = prepared.truncatedWidth(from: lines[maximum - 1], limit: limit)
            lines.removeSubrange(maximum...)
            lines[maximum - 1].width = last
          }
          let expected = (lines.map(\.width).max() ?? 0, lines.count)
          let measured = prepared.measured(limit: limit, maximum: maximum)
          #expect(
            measured.widest == expected.0 && measured.lines == expected.1,
            "'\(text)' at \(limit.map { "\($0)" } ?? "no limit"), \(maximum) lines")
        }
      }
    }
  }

  /// Texts share the prepared advances of their string (`PreparedTexts`, SceneSim's model of
  /// keeping them: a string's advances never change), found by its bytes: "é" and "e" with a
  /// combining accent are equal strings with different scalars and advances.
  @Test func preparedTextsAreKeptByTheStringsBytes() {
    let texts = PreparedTexts(limit: 3, byteLimit: 64)
    let composed = "caf\u{E9}"
    let decomposed = "cafe\u{301}"
    #expect(composed == decomposed)
    #expect(texts.prepared(composed).paragraphs == PreparedText(composed).paragraphs)
    #expect(texts.prepared(decomposed).paragraphs == PreparedText(decomposed).paragraphs)
    #expect(texts.prepared(composed).paragraphs != texts.prepared(decomposed).paragraphs)
    #expect(texts.made == 2)
    // Full (three strings, or 64 bytes): emptied for the next, and made again when asked.
    _ = texts.prepared("third")
    _ = texts.prepared("fourth")
    #expect(texts.made == 4)
    _ = texts.prepared(composed)
    #expect(texts.made == 5)
    let long = String(repeating: "a", count: PreparedTexts.longestKept + 1)
    _ = texts.prepared(long)
    _ = texts.prepared(long)
    #expect(texts.made == 7, "a string longer than the longest kept is prepared each time")
    // Keys that differ in one byte, short and long, fall in buckets apart (SceneSim's model: a
    // key hashes by its bytes, `StructureHash`, in place of `Hasher`).
    let shortKeys = (0..<200).map { PreparedTexts.Key(string: "Message \($0)") }
    let longKeys = (0..<200).map { PreparedTexts.Key(string: String(repeating: "row ", count: 9) + "\($0)") }
    let keys = shortKeys + longKeys
    let buckets = Set(keys.map { $0._rawHashValue(seed: 0) & 63 })
    #expect(buckets.count >= 56, "400 keys fell in \(buckets.count) of 64 buckets")
    let again = PreparedTexts.Key(string: String("Message 12".reversed().reversed()))
    #expect(again == keys[12] && again.hashValue == keys[12].hashValue)
  }

  /// A text's lines break at every line break Apple's text system knows: "\n", "\r", "\r\n"
  /// (one break), U+2029 and U+2028 ("Words, Paragraphs, and Line Breaks", Apple's String
  /// Programming Guide; `NSString.paragraphRange(for:)`); each paragraph keeps its characters'
  /// scalars with their advances, a space's negative.
  @Test func paragraphsEndAtEveryLineBreak() {
    var generator = SplitMix64(seed: 5)
    let pieces = [
      "a", "\n", "\r", "\r\n", " ", "é", "e\u{301}", "中", "\n\u{301}", "W", "🙂", "\t", "\u{2028}", "\u{2029}",
    ]
    let breaks: Set<Unicode.Scalar> = ["\n", "\r", "\u{2028}", "\u{2029}"]
    for _ in 0..<5_000 {
      let text = (0..<Int(generator.next() % 10)).map { _ in
        pieces[Int(generator.next() % UInt64(pieces.count))]
      }
      .joined()
      let scalars = Array(text.unicodeScalars)
      var expected: [[Int32]] = [[]]
      for (index, scalar) in scalars.enumerated() {
        if scalar == "\n", index > 0, scalars[index - 1] == "\r" { continue }
        if breaks.contains(scalar) {
          expected.append([])
        } else {
          let advance = Int32(TextMetrics.advance(of: scalar))
          expected[expected.count - 1].append(scalar == " " ? -advance : advance)
        }
      }
      let prepared = PreparedText(text)
      #expect(prepared.paragraphs == expected, "\(text.debugDescription)")
      let width = expected.count == 1 ? expected[0].reduce(0) { $0 + Int64(abs($1)) } : nil
      #expect(prepared.unbrokenWidth == width, "\(text.debugDescription)")
    }
    #expect(PreparedText("a\r\nb").paragraphs.count == 2)
    #expect(PreparedText("a\rb\u{2028}c\u{2029}d").paragraphs.count == 4)
    for value in 0..<128 {
      let scalar = Unicode.Scalar(UInt8(value))
      let expected =
        scalar == " "
        ? 260 : ("a"..."z").contains(scalar) && !"ijlfrtmw".unicodeScalars.contains(scalar) ? 550 : nil
      if let expected { #expect(TextMetrics.advance(of: scalar) == expected, "\(value)") }
    }
  }
}
