import Foundation
import PropertyTesting
import Testing

@testable import LayoutEngine

/// Text that reaches the timeline never depends on hashing (Swift prints a `Set` in its
/// per-process hash order).
@Suite struct CanonicalTextTests {
  @Test func setsAndDictionariesAreSorted() {
    #expect(CanonicalText.describe(Set(["b", "c", "a"])) == "[a, b, c]")
    #expect(CanonicalText.describe(["z": 1, "a": 2] as [String: Int]) == "[a: 2, z: 1]")
    #expect(CanonicalText.describe(Optional(Set([3, 1, 2])) as Any) == "[1, 2, 3]")
    #expect(CanonicalText.describe(Optional<Int>.none as Any) == "nil")
    #expect(CanonicalText.describe(CGFloat(1) / 3) == "0.333")
  }

  /// An object reads as Swift prints it: its type's name, whatever it holds, unless it describes
  /// or reflects itself, and then as it describes itself now (its text is kept for its type only
  /// when it is the type's name).
  @Test func objectsReadAsSwiftPrintsThemEachTime() {
    final class Plain { var count = 0 }
    final class Counting: CustomStringConvertible {
      var count = 0
      var description: String { "count \(count)" }
    }
    final class Reflecting: CustomReflectable {
      var items: Set<String> = ["b", "a"]
      var customMirror: Mirror { Mirror(self, unlabeledChildren: Array(items), displayStyle: .set) }
    }
    let plain = Plain()
    #expect(CanonicalText.describe(plain) == String(describing: plain))
    plain.count = 3
    #expect(CanonicalText.describe(plain) == String(describing: Plain()))
    let counting = Counting()
    #expect(CanonicalText.describe(counting) == "count 0")
    counting.count = 2
    #expect(CanonicalText.describe(counting) == "count 2")
    let reflecting = Reflecting()
    #expect(CanonicalText.describe(reflecting) == "[a, b]")
    reflecting.items.insert("c")
    #expect(CanonicalText.describe(reflecting) == "[a, b, c]")
  }

  /// Optionals are opened wherever they are, however many are inside one another: what they
  /// hold reads as it would alone, and none reads `nil`.
  @Test func optionalsInsideOptionalsReadAsWhatTheyHold() {
    #expect(CanonicalText.describe(Optional(Optional(CGFloat(1) / 3)) as Any) == "0.333")
    #expect(CanonicalText.describe(Optional(Optional(2.5)) as Any) == "2.5")
    #expect(CanonicalText.describe(Optional(Optional<Int>.none) as Any) == "nil")
    #expect(CanonicalText.describe(Optional(Phase.inactive) as Any) == "inactive")
  }

  /// Flags, integers and strings, alone or in an optional, read as Swift prints them.
  @Test func plainValuesReadAsSwiftPrintsThem() {
    var generator = SplitMix64(seed: 3)
    for _ in 0..<200 {
      let number = Int(bitPattern: UInt(generator.next())) >> Int(generator.next() % 64)
      let text = String(repeating: "é a\"", count: Int(generator.next() % 4))
      let flag = generator.next() % 2 == 0
      for value in [number, text, flag] as [Any] {
        #expect(CanonicalText.describe(value) == String(describing: value))
      }
      let wrapped: [(value: Any, plain: Any)] = [
        (Optional(number) as Any, number), (Optional(text) as Any, text), (Optional(flag) as Any, flag),
      ]
      for (value, plain) in wrapped {
        #expect(CanonicalText.describe(value) == String(describing: plain))
      }
    }
  }

  enum Phase { case active, inactive, background }
  enum Mixed { case none, small(Int8), other }
  /// An enum that describes itself: its own text is asked for each time (it may change).
  enum Counted: CustomStringConvertible {
    case only
    nonisolated(unsafe) static var asked = 0
    var description: String {
      Counted.asked += 1
      return "asked \(Counted.asked)"
    }
  }

  /// Cases without a payload read as Swift prints them, the first time and after (their names
  /// are kept, by type and bits); cases with one, and enums that describe themselves, are
  /// described each time.
  @Test func enumCasesReadAsSwiftPrintsThemEveryTime() {
    let values: [Any] = [
      Phase.active, Phase.background, Mixed.none, Mixed.small(1), Mixed.small(2), Mixed.other,
    ]
    for _ in 0..<3 {
      for value in values { #expect(CanonicalText.describe(value) == String(describing: value)) }
    }
    #expect(CanonicalText.describe(Optional(Phase.inactive) as Any) == "inactive")
    #expect(CanonicalText.describe(Counted.only) == "asked 1")
    #expect(CanonicalText.describe(Counted.only) == "asked 2")
  }
}
