// The choice record: every bounded integer a generator drew, which shrinking edits and replays.

/// One choice a generator made: a value in `0...maximum`.
///
/// ```swift
/// let choice = Choice(value: 3, maximum: 9)  // a draw of 3 from 0...9
/// ```
public struct Choice: Sendable, Hashable, CustomStringConvertible {
  /// The value drawn, in `0...maximum`; 0 is always the simplest.
  ///
  /// ```swift
  /// Choice(value: 3, maximum: 9).value  // 3
  /// ```
  public var value: UInt64
  /// The largest value this draw allowed.
  ///
  /// ```swift
  /// Choice(value: 3, maximum: 9).maximum  // 9
  /// ```
  public var maximum: UInt64

  /// Makes a choice of `value` among `0...maximum`.
  ///
  /// ```swift
  /// Choice(value: 0, maximum: 1)  // a `false` from `Gen.bool`
  /// ```
  public init(value: UInt64, maximum: UInt64) {
    self.value = value
    self.maximum = maximum
  }

  /// `value/maximum`, e.g. `3/9`.
  ///
  /// ```swift
  /// "\(Choice(value: 3, maximum: 9))"  // "3/9"
  /// ```
  public var description: String { "\(value)/\(maximum)" }
}

/// The choices one generation made, in order, with the spans that group them (e.g. one element
/// of an array with the choice that said "one more").
///
/// Replaying `values` through the same generator gives the same value; shrinking edits the
/// values and replays them, so every candidate is a value the generator can make.
///
/// ```swift
/// let (value, record) = try Gen.int(in: 0...9).generate(seed: 42)
/// try Gen.int(in: 0...9).generate(replaying: record.values).value == value  // true
/// ```
public struct ChoiceRecord: Sendable, Hashable, CustomStringConvertible {
  /// The choices in the order they were drawn.
  ///
  /// ```swift
  /// record.choices.count  // how many draws the generation made
  /// ```
  public var choices: [Choice] = []
  /// Ranges of `choices` that form one unit (one element of an array), innermost last.
  ///
  /// ```swift
  /// record.spans.first  // e.g. 0..<2: the first element and its "one more" choice
  /// ```
  public var spans: [Range<Int>] = []

  /// Makes an empty record.
  ///
  /// ```swift
  /// var record = ChoiceRecord()
  /// ```
  public init() {}

  /// The values alone, which are what `Gen.generate(replaying:)` takes.
  ///
  /// ```swift
  /// record.values  // e.g. [1, 100, 0]
  /// ```
  public var values: [UInt64] { choices.map(\.value) }

  /// Whether this record is simpler than another: fewer choices, or as many and a smaller
  /// value at the first place they differ (shortlex order). Shrinking only moves to simpler
  /// records, which is why it ends.
  ///
  /// ```swift
  /// recordOf([0, 5]).isSimpler(than: recordOf([1, 0]))  // true
  /// ```
  public func isSimpler(than other: ChoiceRecord) -> Bool {
    Self.shortlexPrecedes(choices.lazy.map(\.value), other.choices.lazy.map(\.value))
  }

  /// Shortlex order on lists of values, read in place (the shrinker compares every candidate
  /// with the record it has, so neither list is copied).
  static func shortlexPrecedes(_ lhs: some Collection<UInt64>, _ rhs: some Collection<UInt64>) -> Bool {
    if lhs.count != rhs.count { return lhs.count < rhs.count }
    for (left, right) in zip(lhs, rhs) where left != right {
      return left < right
    }
    return false
  }

  /// The values as an array literal, as `Gen.generate(replaying:)` takes them back.
  ///
  /// ```swift
  /// "\(record)"  // "[1, 100, 0]"
  /// ```
  public var description: String { "\(values)" }
}

/// Why a generation stopped without a value; the example is counted as rejected.
///
/// ```swift
/// do { _ = try gen.generate(seed: 1) } catch let stop as GenerationStop { print(stop) }
/// ```
public enum GenerationStop: Error, Sendable, Hashable, CustomStringConvertible {
  /// `filter` found no accepted value within `maximumFilterAttempts` tries.
  ///
  /// ```swift
  /// GenerationStop.filterExhausted(maximumFilterAttempts: 100)
  /// ```
  case filterExhausted(maximumFilterAttempts: Int)
  /// The generation drew more than `maximumChoicesPerExample` choices.
  ///
  /// ```swift
  /// GenerationStop.choiceLimit(maximumChoicesPerExample: 10_000)
  /// ```
  case choiceLimit(maximumChoicesPerExample: Int)

  /// The stop with the limit it hit, by name.
  ///
  /// ```swift
  /// "\(GenerationStop.choiceLimit(maximumChoicesPerExample: 10))"
  /// ```
  public var description: String {
    switch self {
    case .filterExhausted(let limit): "filter rejected every try (maximumFilterAttempts = \(limit))"
    case .choiceLimit(let limit): "generation drew too many choices (maximumChoicesPerExample = \(limit))"
    }
  }
}

/// Where a generation's choices come from: a seeded Xoshiro256** (recording), or a list of
/// values to replay (values past the end are 0, values above a draw's maximum are clamped).
///
/// Generators receive one in `Gen(_:)`; most code never touches it.
///
/// ```swift
/// let coin = Gen { source in try source.draw(upTo: 1) == 1 }
/// ```
public final class ChoiceSource {
  enum Mode {
    case random(Xoshiro256StarStar)
    case replay([UInt64])
  }

  @exclusivity(unchecked) var mode: Mode
  /// The choices made so far, with their spans.
  ///
  /// ```swift
  /// source.record.choices.count
  /// ```
  @exclusivity(unchecked) public private(set) var record = ChoiceRecord()
  let maximumChoices: Int

  init(mode: Mode, maximumChoices: Int) {
    self.mode = mode
    self.maximumChoices = maximumChoices
  }

  /// Draws a value in `0...maximum` and records it: the only way a generator makes a choice.
  ///
  /// ```swift
  /// let index = try source.draw(upTo: 3)  // 0...3
  /// ```
  public func draw(upTo maximum: UInt64) throws -> UInt64 {
    let index = record.choices.count
    guard index < maximumChoices else {
      throw GenerationStop.choiceLimit(maximumChoicesPerExample: maximumChoices)
    }
    let value: UInt64
    switch mode {
    case .random(var generator):
      value = generator.next(upTo: maximum)
      mode = .random(generator)
    case .replay(let values):
      value = index < values.count ? min(values[index], maximum) : 0
    }
    record.choices.append(Choice(value: value, maximum: maximum))
    return value
  }

  /// Runs `body` as one span of the record (e.g. one element of an array), so that shrinking
  /// can try deleting it as a whole.
  ///
  /// ```swift
  /// let element = try source.span { try elementGen.run(source) }
  /// ```
  public func span<T>(_ body: () throws -> T) rethrows -> T {
    let start = record.choices.count
    let value = try body()
    let end = record.choices.count
    if end > start { record.spans.append(start..<end) }
    return value
  }
}
