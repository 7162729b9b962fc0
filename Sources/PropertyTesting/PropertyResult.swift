// What a property run found: its outcome, the limit that ended it, and its health problems.

/// The limit that ended a run of examples.
///
/// ```swift
/// result.stoppedBy == .examples  // every example ran
/// ```
public enum RunLimit: String, Sendable, Hashable, CustomStringConvertible {
  /// All examples of the run (or of the shard) ran, or a failure ended it.
  ///
  /// ```swift
  /// RunLimit.examples.rawValue  // "examples"
  /// ```
  case examples
  /// `Property.Configuration.maximumRejectedExamples` examples were rejected.
  ///
  /// ```swift
  /// result.stoppedBy == .maximumRejectedExamples
  /// ```
  case maximumRejectedExamples
  /// `Property.Configuration.timeLimit` passed. The run ends without failing, with the examples
  /// that ran; only a run in which no example ran fails (`HealthProblem.noExampleInTime`).
  ///
  /// ```swift
  /// result.stoppedBy == .timeLimit
  /// ```
  case timeLimit

  /// The limit's name, as in the configuration.
  ///
  /// ```swift
  /// "\(RunLimit.timeLimit)"  // "timeLimit"
  /// ```
  public var description: String { rawValue }
}

/// Something wrong with a run other than the property failing. Some fail the run (`failsTheRun`);
/// slowness is only reported.
///
/// ```swift
/// result.healthProblems  // [.tooManyRejections(rejected: 500, passed: 3, reason: "...")]
/// ```
public enum HealthProblem: Sendable, Hashable, CustomStringConvertible {
  /// The run stopped at `maximumRejectedExamples`, or every example it ran was rejected (it
  /// tested nothing); `reason` is the last rejection's.
  ///
  /// ```swift
  /// if case .tooManyRejections(let rejected, _, let reason) = problem { print(rejected, reason) }
  /// ```
  case tooManyRejections(rejected: Int, passed: Int, reason: String)
  /// The run stopped at `timeLimit` before any example ran to a verdict: it tested nothing.
  ///
  /// ```swift
  /// if case .noExampleInTime(let limit) = problem { print(limit) }
  /// ```
  case noExampleInTime(timeLimit: Duration)
  /// Example `example` took `duration`, more than `slowExampleThreshold`: reported, never a
  /// failure (a machine's speed must not decide whether a property holds).
  ///
  /// ```swift
  /// if case .tooSlow(let example, let duration, _) = problem { print(example, duration) }
  /// ```
  case tooSlow(example: Int, duration: Duration, threshold: Duration)

  /// Whether the problem fails the run (`isSuccess` false; `Property.check` throws unless
  /// `failsOnHealthProblems` is false): too many rejections and no example in time do, slowness
  /// does not.
  ///
  /// ```swift
  /// HealthProblem.tooSlow(example: 0, duration: .seconds(6), threshold: .seconds(5)).failsTheRun  // false
  /// ```
  public var failsTheRun: Bool {
    switch self {
    case .tooManyRejections, .noExampleInTime: true
    case .tooSlow: false
    }
  }

  /// The problem in one sentence.
  ///
  /// ```swift
  /// "\(problem)"  // "too many rejected examples: 500 rejected, 3 passed (...)"
  /// // none passed: "every example was rejected: 20 rejected, none passed (the run stops at ...)"
  /// ```
  public var description: String {
    switch self {
    case .tooManyRejections(let rejected, let passed, let reason) where passed == 0:
      // A run stopped at the limit, or one of fewer examples than the limit, which rejected
      // them all: either way, every example that ran was rejected, and the setting is named.
      "every example was rejected: \(rejected) rejected, none passed "
        + "(the run stops at maximumRejectedExamples; last: \(reason))"
    case .tooManyRejections(let rejected, let passed, let reason):
      "too many rejected examples: \(rejected) rejected, \(passed) passed "
        + "(maximumRejectedExamples reached; last: \(reason))"
    case .noExampleInTime(let timeLimit):
      "no example ran: the time limit (timeLimit = \(timeLimit)) passed before the first verdict"
    case .tooSlow(let example, let duration, let threshold):
      "too slow: example \(example) took \(duration) (slowExampleThreshold = \(threshold))"
    }
  }
}

/// A failing value, shrunk, with everything needed to replay it.
///
/// ```swift
/// result.counterexample?.value  // [100]
/// ```
public struct Counterexample<Value> {
  /// The shrunk value.
  ///
  /// ```swift
  /// counterexample.value
  /// ```
  public var value: Value
  /// The shrunk value as printed (`String(describing:)` or the caller's printer).
  ///
  /// ```swift
  /// counterexample.printed  // "[100]"
  /// ```
  public var printed: String
  /// How the property failed on the shrunk value ("returned false" or the error thrown).
  ///
  /// ```swift
  /// counterexample.failure  // "returned false"
  /// ```
  public var failure: String { Counterexample.text(of: error) }
  /// The error the property threw on the shrunk value, nil when it returned false: what a caller
  /// reads the failure from without running the property again.
  ///
  /// ```swift
  /// counterexample.error as? StressViolation
  /// ```
  public var error: (any Error)?

  /// How a property failed, in words: "threw" and the error, or "returned false" without one.
  static func text(of error: (any Error)?) -> String { error.map { "threw \($0)" } ?? "returned false" }
  /// The shrunk value's choices: `gen.generate(replaying: record.values)` makes it again.
  ///
  /// ```swift
  /// try gen.generate(replaying: counterexample.record.values).value
  /// ```
  public var record: ChoiceRecord
  /// The number of the example that first failed (0 when one example was replayed alone).
  ///
  /// ```swift
  /// counterexample.example  // 11
  /// ```
  public var example: Int
  /// The seed of that example: `Configuration(exampleSeed:)` replays it alone.
  ///
  /// ```swift
  /// Property.Configuration(exampleSeed: counterexample.exampleSeed)
  /// ```
  public var exampleSeed: UInt64
  /// What shrinking did.
  ///
  /// ```swift
  /// "\(counterexample.shrinkReport)"  // "shrunk from 7 steps to 1 in 53 attempts"
  /// ```
  public var shrinkReport: ShrinkReport
}

extension Counterexample: Sendable where Value: Sendable {}

/// A failure that did not happen again when its example was replayed from its record.
///
/// ```swift
/// if case .flaky(let flaky) = result.outcome { print(flaky.failure) }
/// ```
public struct FlakyFailure: Sendable, Hashable {
  /// The number of the example that failed once.
  ///
  /// ```swift
  /// flaky.example  // 2
  /// ```
  public var example: Int
  /// Its seed.
  ///
  /// ```swift
  /// Property.Configuration(exampleSeed: flaky.exampleSeed)
  /// ```
  public var exampleSeed: UInt64
  /// How it failed the first time.
  ///
  /// ```swift
  /// flaky.failure  // "returned false"
  /// ```
  public var failure: String
  /// The value as printed.
  ///
  /// ```swift
  /// flaky.printed  // "[171]"
  /// ```
  public var printed: String
}

/// The result of a property run.
///
/// ```swift
/// let result = await Property.run(named: "sorted", gen) { $0.sorted() == $0.sorted().sorted() }
/// print(result)
/// ```
public struct PropertyResult<Value>: CustomStringConvertible {
  /// How the property fared.
  ///
  /// ```swift
  /// if case .failed(let counterexample) = result.outcome { ... }
  /// ```
  public enum Outcome {
    /// No example failed.
    ///
    /// ```swift
    /// if case .passed = result.outcome { ... }
    /// ```
    case passed
    /// An example failed and failed again when replayed; here shrunk.
    ///
    /// ```swift
    /// if case .failed(let counterexample) = result.outcome { print(counterexample.printed) }
    /// ```
    case failed(Counterexample<Value>)
    /// An example failed once and passed when replayed from its record.
    ///
    /// ```swift
    /// if case .flaky(let flaky) = result.outcome { print(flaky.exampleSeed) }
    /// ```
    case flaky(FlakyFailure)
  }

  /// The property's name.
  ///
  /// ```swift
  /// result.name  // "reverse twice"
  /// ```
  public var name: String
  /// The run seed: `Configuration(seed:)` or `SCENESIM_SEED` reproduces the run.
  ///
  /// ```swift
  /// Property.Configuration(seed: result.seed)
  /// ```
  public var seed: UInt64
  /// The shard this run did, if any.
  ///
  /// ```swift
  /// result.shard  // Property.Shard(index: 0, count: 4)
  /// ```
  public var shard: Property.Shard?
  /// How many examples ran to a verdict (passed or failed), rejected ones not counted.
  ///
  /// ```swift
  /// result.examplesRun  // 200
  /// ```
  public var examplesRun: Int
  /// How many examples were rejected (filters, choice limit, `Property.Discard`).
  ///
  /// ```swift
  /// result.rejected  // 12
  /// ```
  public var rejected: Int
  /// How the property fared.
  ///
  /// ```swift
  /// result.outcome
  /// ```
  public var outcome: Outcome
  /// The limit that ended the run.
  ///
  /// ```swift
  /// result.stoppedBy  // .examples
  /// ```
  public var stoppedBy: RunLimit
  /// Problems of the run itself, those that fail it (`failsTheRun`) and those only reported.
  ///
  /// ```swift
  /// result.healthProblems.isEmpty
  /// ```
  public var healthProblems: [HealthProblem]

  /// Whether the property held and no health problem fails the run. A run stopped by its time
  /// limit succeeds if an example ran; a slow example is reported, not a failure.
  ///
  /// ```swift
  /// #expect(result.isSuccess)
  /// ```
  public var isSuccess: Bool {
    if case .passed = outcome { return !healthProblems.contains(where: \.failsTheRun) }
    return false
  }

  /// The shrunk counterexample, if the property failed.
  ///
  /// ```swift
  /// result.counterexample?.value  // [100]
  /// ```
  public var counterexample: Counterexample<Value>? {
    if case .failed(let counterexample) = outcome { return counterexample }
    return nil
  }

  /// The report: verdict, seeds, counterexample, shrink report and how to replay.
  ///
  /// ```swift
  /// print(result)
  /// ```
  public var description: String {
    let run = "seed \(seed)" + (shard.map { ", shard \($0)" } ?? "")
    var lines: [String]
    switch outcome {
    case .passed:
      lines = [
        "Property \"\(name)\" passed \(examplesRun) examples (\(run); \(rejected) rejected; stopped by \(stoppedBy))."
      ]
    case .failed(let counterexample):
      lines = [
        "Property \"\(name)\" failed after \(examplesRun) examples (\(run)).",
        "  Counterexample: \(counterexample.printed)",
        "  Failure: \(counterexample.failure)",
        "  Shrink report: \(counterexample.shrinkReport)",
        "  Choices: \(counterexample.record)",
        "  Replay the run with \(Property.Configuration.seedVariable)=\(seed); the example alone with "
          + "\(Property.Configuration.exampleSeedVariable)=\(hex(counterexample.exampleSeed)) "
          + "(example \(counterexample.example)).",
      ]
    case .flaky(let flaky):
      lines = [
        "Property \"\(name)\" is flaky (\(run)): example \(flaky.example) "
          + "(\(Property.Configuration.exampleSeedVariable)=\(hex(flaky.exampleSeed))) failed, "
          + "then passed when replayed from its record.",
        "  Value: \(flaky.printed)",
        "  First failure: \(flaky.failure)",
      ]
    }
    lines += healthProblems.map { "  Health: \($0)" }
    return lines.joined(separator: "\n")
  }
}

extension PropertyResult: Sendable where Value: Sendable {}
extension PropertyResult.Outcome: Sendable where Value: Sendable {}

/// The error `Property.check` throws when a property fails, is flaky or its run has a health
/// problem that fails it; its description is the whole report.
///
/// ```swift
/// catch let failure as PropertyFailure<[Int]> { print(failure.result.seed) }
/// ```
public struct PropertyFailure<Value: Sendable>: Error, CustomStringConvertible {
  /// The run's result.
  ///
  /// ```swift
  /// failure.result.counterexample?.value
  /// ```
  public var result: PropertyResult<Value>

  /// The run's report.
  ///
  /// ```swift
  /// print(failure)
  /// ```
  public var description: String { result.description }
}

func hex(_ value: UInt64) -> String {
  let digits = String(value, radix: 16, uppercase: true)
  return "0x" + String(repeating: "0", count: 16 - digits.count) + digits
}
