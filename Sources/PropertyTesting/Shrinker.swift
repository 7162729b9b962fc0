// Shrinking on the choice record: delete spans, delete single choices, lower values; repeat.

/// Which limit stopped shrinking before it reached a record it could not simplify.
///
/// ```swift
/// report.stoppedBy == .maximumShrinkAttempts
/// ```
public enum ShrinkLimit: String, Sendable, Hashable, CustomStringConvertible {
  /// `Property.Configuration.maximumShrinkAttempts` candidates were tried.
  ///
  /// ```swift
  /// report.stoppedBy == .maximumShrinkAttempts
  /// ```
  case maximumShrinkAttempts
  /// The run's `Property.Configuration.timeLimit` passed.
  ///
  /// ```swift
  /// report.stoppedBy == .timeLimit
  /// ```
  case timeLimit

  /// The limit's name, as in the configuration.
  ///
  /// ```swift
  /// "\(ShrinkLimit.timeLimit)"  // "timeLimit"
  /// ```
  public var description: String { rawValue }
}

/// What shrinking did: how big the counterexample was, how big it is now, and how many
/// candidates were tried ("shrunk from N steps to M in K attempts").
///
/// "Steps" are the elements of the value when it is a collection (e.g. the top-level list of a
/// scenario), otherwise its choices.
///
/// ```swift
/// "\(report)"  // "shrunk from 12 steps to 1 in 57 attempts"
/// ```
public struct ShrinkReport: Sendable, Hashable, CustomStringConvertible {
  /// The size of the counterexample as first found.
  ///
  /// ```swift
  /// report.originalSteps  // 12
  /// ```
  public var originalSteps: Int
  /// The size of the shrunk counterexample.
  ///
  /// ```swift
  /// report.shrunkSteps  // 1
  /// ```
  public var shrunkSteps: Int
  /// How many candidates were generated and tested.
  ///
  /// ```swift
  /// report.attempts  // 57
  /// ```
  public var attempts: Int
  /// "steps" when the value is a collection, else "choices".
  ///
  /// ```swift
  /// report.unit  // "steps"
  /// ```
  public var unit: String
  /// The limit that stopped shrinking early, or nil when no candidate was simpler.
  ///
  /// ```swift
  /// report.stoppedBy  // nil
  /// ```
  public var stoppedBy: ShrinkLimit?

  /// The report as one sentence, with the limit that stopped it if any.
  ///
  /// ```swift
  /// report.description  // "shrunk from 12 steps to 1 in 57 attempts"
  /// ```
  public var description: String {
    let sentence = "shrunk from \(originalSteps) \(unit) to \(shrunkSteps) in \(attempts) attempts"
    guard let stoppedBy else { return sentence }
    return sentence + " (stopped by \(stoppedBy))"
  }
}

/// Shrinks a failing choice record: every candidate is a list of choice values, replayed by
/// `test`, which answers the record it really drew and its payload if the candidate still
/// fails. A candidate is kept only if it fails and its record is simpler (shortlex), so each
/// kept candidate is smaller and shrinking ends.
struct Shrinker<Payload> {
  typealias Test = ([UInt64]) async -> (record: ChoiceRecord, payload: Payload)?

  let maximumAttempts: Int
  let isOutOfTime: () -> Bool
  let test: Test
  private(set) var record: ChoiceRecord
  private(set) var payload: Payload
  private(set) var attempts = 0
  private(set) var stoppedBy: ShrinkLimit?
  private var tried: Set<[UInt64]> = []

  init(
    record: ChoiceRecord, payload: Payload, maximumAttempts: Int,
    isOutOfTime: @escaping () -> Bool, test: @escaping Test
  ) {
    self.record = record
    self.payload = payload
    self.maximumAttempts = maximumAttempts
    self.isOutOfTime = isOutOfTime
    self.test = test
  }

  /// Runs the passes until a whole round keeps nothing or a limit stops it. Each round that
  /// keeps something spends at least one attempt, so `maximumAttempts` bounds the rounds.
  mutating func shrink(isolation: isolated (any Actor)? = #isolation) async {
    var rounds = 0
    while stoppedBy == nil && rounds <= maximumAttempts {
      rounds += 1
      let before = record.values
      await deleteSpans()
      await deleteSingleChoices()
      await lowerValues()
      if record.values == before { break }
    }
  }

  /// Tries deleting each span (e.g. one element of a list), longest first. Each step either keeps
  /// a candidate, which spends one of `maximumAttempts` (the shrinker stops when they are spent),
  /// or moves on to the next span, of which there are finitely many: the loop is bounded.
  mutating func deleteSpans(isolation: isolated (any Actor)? = #isolation) async {
    func longestFirst(_ spans: [Range<Int>]) -> [Range<Int>] {
      spans.sorted { ($0.count, $1.lowerBound) > ($1.count, $0.lowerBound) }
    }
    var spans = longestFirst(record.spans)
    var index = 0
    while stoppedBy == nil {
      guard index < spans.count else { return }
      var values = record.values
      values.removeSubrange(spans[index])
      // Only a kept candidate changes the record, and so its spans.
      if await attempt(values) { spans = longestFirst(record.spans) } else { index += 1 }
    }
  }

  /// Tries deleting each choice alone, from the last.
  mutating func deleteSingleChoices(isolation: isolated (any Actor)? = #isolation) async {
    var index = record.choices.count - 1
    while stoppedBy == nil && index >= 0 {
      if index < record.choices.count {
        var values = record.values
        values.remove(at: index)
        _ = await attempt(values)
      }
      index -= 1
    }
  }

  /// Lowers each value: to 0, else by binary search for the lowest value that still fails,
  /// then two below that (for encodings where neighbours alternate, e.g. ± around zero).
  mutating func lowerValues(isolation: isolated (any Actor)? = #isolation) async {
    var index = 0
    while stoppedBy == nil && index < record.choices.count {
      defer { index += 1 }
      let original = record.choices[index].value
      guard original > 0, await !attempt(replacing: index, with: 0) else { continue }
      var low: UInt64 = 0
      var high = original
      // Halves high − low each time: at most 64 iterations.
      while stoppedBy == nil && high - low > 1 && index < record.choices.count
        && record.choices[index].value == high
      {
        let middle = low + (high - low) / 2
        if await attempt(replacing: index, with: middle) { high = middle } else { low = middle }
      }
      if index < record.choices.count, record.choices[index].value >= 2 {
        _ = await attempt(replacing: index, with: record.choices[index].value - 2)
      }
    }
  }

  private mutating func attempt(
    replacing index: Int, with value: UInt64, isolation: isolated (any Actor)? = #isolation
  ) async -> Bool {
    var values = record.values
    values[index] = value
    return await attempt(values)
  }

  /// Tests a candidate unless it is not simpler, was tried, or a limit is reached; keeps it
  /// if it fails with a simpler record.
  private mutating func attempt(
    _ values: [UInt64], isolation: isolated (any Actor)? = #isolation
  ) async -> Bool {
    guard ChoiceRecord.shortlexPrecedes(values, record.choices.lazy.map(\.value)), !tried.contains(values)
    else {
      return false
    }
    guard attempts < maximumAttempts else {
      stoppedBy = .maximumShrinkAttempts
      return false
    }
    guard !isOutOfTime() else {
      stoppedBy = .timeLimit
      return false
    }
    attempts += 1
    tried.insert(values)
    guard let failure = await test(values), failure.record.isSimpler(than: record) else {
      return false
    }
    record = failure.record
    payload = failure.payload
    return true
  }
}

/// A value made of steps, whose shrink report counts them ("shrunk from 9 steps to 2").
///
/// ```swift
/// extension Scenario: StepCounted { public var stepCount: Int { steps.count } }
/// ```
public protocol StepCounted {
  /// How many steps the value has.
  var stepCount: Int { get }
}
