// The property runner: examples from derived seeds, rejection, flakiness, shrinking, limits.
// This file is the only place that reads wall time; it decides when to stop, never what to make.

import Foundation

/// Runs properties: generates examples from seeds derived from one run seed, stops at the
/// first failure, checks it fails again, shrinks it, and reports.
///
/// ```swift
/// @Test func reversingTwiceIsIdentity() async throws {
///   try await Property.check(
///     named: "reverse twice", Gen.array(of: Gen.int(in: 0...9), count: 0...20),
///     configuration: .init(seed: 42, examples: 200)
///   ) { list in list.reversed().reversed() == list }
/// }
/// ```
public enum Property {
  /// Thrown by a property to reject the example it was given (counted like a filter's
  /// rejection, not a failure).
  ///
  /// ```swift
  /// { size in guard size.width > 0 else { throw Property.Discard() }; ... }
  /// ```
  public struct Discard: Error, Sendable, Hashable {
    /// Makes a discard.
    ///
    /// ```swift
    /// throw Property.Discard()
    /// ```
    public init() {}
  }

  /// A property's failure in words: what a property written as "what is wrong, or nil" throws
  /// when something is wrong. Its description becomes the counterexample's `failure`.
  ///
  /// ```swift
  /// { text in
  ///   if let problem = problem(parsing: text) { throw Property.Violation(problem) }
  ///   return true
  /// }
  /// ```
  public struct Violation: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong.
    ///
    /// ```swift
    /// Property.Violation("the frame is NaN").description  // "the frame is NaN"
    /// ```
    public var description: String

    /// Makes a violation that says what is wrong.
    ///
    /// ```swift
    /// throw Property.Violation("at width 320, the layouts differ")
    /// ```
    public init(_ description: String) {
      self.description = description
    }
  }

  /// Rejects the current example unless `condition` holds.
  ///
  /// ```swift
  /// try Property.assume(width > 0)
  /// ```
  public static func assume(_ condition: Bool) throws {
    if !condition { throw Discard() }
  }

  /// Runs a property and returns what it found, never throwing.
  ///
  /// The property returns `false` or throws to fail. `describe` prints values (default
  /// `String(describing:)`). `environment` supplies `SCENESIM_SEED` and `SCENESIM_EXAMPLE_SEED`
  /// when the configuration does not pin them.
  ///
  /// ```swift
  /// let result = await Property.run(named: "small", Gen.int(in: 0...1000)) { $0 < 100 }
  /// result.counterexample?.value  // 100
  /// ```
  public static func run<Value>(
    named name: String, _ gen: Gen<Value>, configuration: Configuration = .init(),
    environment: [String: String] = ProcessInfo.processInfo.environment,
    describe: ((Value) -> String)? = nil,
    isolation: isolated (any Actor)? = #isolation,
    _ property: @escaping (Value) async throws -> Bool
  ) async -> PropertyResult<Value> {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: configuration.timeLimit)
    let isOutOfTime = { clock.now >= deadline }
    let printed = describe ?? { String(describing: $0) }
    let seed = configuration.resolvedSeed(environment: environment)
    let trials = Trials(gen: gen, maximumChoices: configuration.maximumChoicesPerExample, property: property)

    var examples: [(number: Int, seed: UInt64)]
    if let exampleSeed = configuration.resolvedExampleSeed(environment: environment) {
      examples = [(0, exampleSeed)]
    } else {
      examples = (0..<configuration.examples).filter { configuration.shard?.contains(example: $0) ?? true }
        .map { ($0, exampleSeed(runSeed: seed, example: $0)) }
    }

    var result = PropertyResult<Value>(
      name: name, seed: seed, shard: configuration.shard, examplesRun: 0, rejected: 0, outcome: .passed,
      stoppedBy: .examples, healthProblems: [])
    var lastRejection = ""
    // Bounded by configuration.examples (the list above).
    for example in examples {
      guard !isOutOfTime() else {
        result.stoppedBy = .timeLimit
        break
      }
      let started = clock.now
      let trial = await trials.evaluate(.random(Xoshiro256StarStar(seed: example.seed)))
      let duration = clock.now - started
      if duration > configuration.slowExampleThreshold,
        !result.healthProblems.contains(where: { if case .tooSlow = $0 { true } else { false } })
      {
        result.healthProblems.append(
          .tooSlow(example: example.number, duration: duration, threshold: configuration.slowExampleThreshold)
        )
      }
      switch trial {
      case .passed:
        result.examplesRun += 1
        continue
      case .rejected(let reason):
        result.rejected += 1
        lastRejection = reason
        guard result.rejected >= configuration.maximumRejectedExamples else { continue }
        result.healthProblems.append(
          .tooManyRejections(rejected: result.rejected, passed: result.examplesRun, reason: reason))
        result.stoppedBy = .maximumRejectedExamples
      case .failed(let value, let record, let error):
        result.examplesRun += 1
        guard case .failed = await trials.evaluate(.replay(record.values)) else {
          result.outcome = .flaky(
            FlakyFailure(
              example: example.number, exampleSeed: example.seed,
              failure: Counterexample<Value>.text(of: error),
              printed: printed(value)))
          break
        }
        var shrinker = Shrinker(
          record: record, payload: (value: value, error: error),
          maximumAttempts: configuration.maximumShrinkAttempts, isOutOfTime: isOutOfTime
        ) { values in
          guard case .failed(let value, let record, let error) = await trials.evaluate(.replay(values)) else {
            return nil
          }
          return (record, (value, error))
        }
        await shrinker.shrink()
        let original = steps(of: value, record: record)
        let report = ShrinkReport(
          originalSteps: original.count,
          shrunkSteps: steps(of: shrinker.payload.value, record: shrinker.record).count,
          attempts: shrinker.attempts, unit: original.unit, stoppedBy: shrinker.stoppedBy)
        result.outcome = .failed(
          Counterexample(
            value: shrinker.payload.value, printed: printed(shrinker.payload.value),
            error: shrinker.payload.error, record: shrinker.record,
            example: example.number,
            exampleSeed: example.seed, shrinkReport: report))
      }
      break
    }
    if result.stoppedBy == .timeLimit && result.examplesRun == 0 {
      result.healthProblems.append(.noExampleInTime(timeLimit: configuration.timeLimit))
    }
    // Every example rejected, fewer than the limit: the property was checked on nothing, which
    // must not pass.
    if result.stoppedBy == .examples && result.examplesRun == 0 && result.rejected > 0 {
      result.healthProblems.append(
        .tooManyRejections(rejected: result.rejected, passed: 0, reason: lastRejection))
    }
    return result
  }

  /// Runs a property and throws `PropertyFailure` (whose description is the report) if it
  /// fails, is flaky, or (with `failsOnHealthProblems`) has a health problem that fails the run;
  /// returns the result otherwise (slowness and a time limit reached after some examples are
  /// reported in it). In a Swift Testing test the thrown report becomes the test's issue.
  ///
  /// ```swift
  /// try await Property.check(
  ///   named: "layout comes back", scenarios, configuration: .init(seed: 42, examples: 200)
  /// ) { steps in await simulator.replay(steps).layoutCameBack }
  /// ```
  @discardableResult
  public static func check<Value: Sendable>(
    named name: String, _ gen: Gen<Value>, configuration: Configuration = .init(),
    environment: [String: String] = ProcessInfo.processInfo.environment,
    describe: ((Value) -> String)? = nil,
    isolation: isolated (any Actor)? = #isolation,
    _ property: @escaping (Value) async throws -> Bool
  ) async throws -> PropertyResult<Value> {
    let result = await run(
      named: name, gen, configuration: configuration, environment: environment, describe: describe,
      property)
    let healthy = !configuration.failsOnHealthProblems || result.isSuccess
    guard case .passed = result.outcome, healthy else { throw PropertyFailure(result: result) }
    return result
  }

  /// The size shrinking reports: a value's steps (`StepCounted`, or a collection's count), else
  /// the choices.
  static func steps<Value>(of value: Value, record: ChoiceRecord) -> (count: Int, unit: String) {
    if let counted = value as? any StepCounted { return (counted.stepCount, "steps") }
    if let collection = value as? any Collection { return (collection.count, "steps") }
    return (record.choices.count, "choices")
  }
}

/// One example's verdict.
enum Trial<Value> {
  case passed
  case rejected(String)
  /// The value, its choices, and the error thrown (nil: it returned false).
  case failed(Value, ChoiceRecord, (any Error)?)
}

/// Generates a value from a choice source and tests the property on it.
struct Trials<Value> {
  let gen: Gen<Value>
  let maximumChoices: Int
  let property: (Value) async throws -> Bool

  func evaluate(
    _ mode: ChoiceSource.Mode, isolation: isolated (any Actor)? = #isolation
  ) async -> Trial<Value> {
    let source = ChoiceSource(mode: mode, maximumChoices: maximumChoices)
    let value: Value
    do {
      value = try gen.run(source)
    } catch {
      return .rejected(String(describing: error))
    }
    do {
      return try await property(value) ? .passed : .failed(value, source.record, nil)
    } catch is Property.Discard {
      return .rejected("Property.Discard")
    } catch {
      return .failed(value, source.record, error)
    }
  }
}
