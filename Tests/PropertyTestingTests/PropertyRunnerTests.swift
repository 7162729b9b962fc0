import Testing

@testable import PropertyTesting

actor Counter {
  private(set) var count = 0
  private(set) var seen: [[Int]] = []
  func next() -> Int {
    count += 1
    return count
  }
  func record(_ value: [Int]) { seen.append(value) }
}

@Suite struct PropertyRunnerTests {
  let lists = Gen.array(of: Gen.int(in: 0...1000), count: 0...10)

  @Test func aPassingPropertyRunsEveryExample() async throws {
    let result = try await Property.check(
      named: "reverse", lists, configuration: .init(seed: 42, examples: 200)
    ) {
      Array($0.reversed().reversed()) == $0
    }
    #expect(result.isSuccess && result.examplesRun == 200 && result.stoppedBy == .examples)
    #expect(result.description.hasPrefix("Property \"reverse\" passed 200 examples (seed 42;"))
  }

  @Test func checkThrowsAReportWithTheSeedsAndTheShrink() async throws {
    let failure = await #expect(throws: PropertyFailure<[Int]>.self) {
      try await Property.check(named: "small", self.lists, configuration: .init(seed: 42)) {
        $0.allSatisfy { $0 < 100 }
      }
    }
    let report = try #require(failure).description
    let counterexample = try #require(failure?.result.counterexample)
    #expect(report.contains("Property \"small\" failed after"))
    #expect(report.contains("(seed 42)"))
    #expect(report.contains("Counterexample: [100]"))
    #expect(report.contains("Shrink report: shrunk from"))
    #expect(report.contains("SCENESIM_SEED=42"))
    #expect(report.contains("SCENESIM_EXAMPLE_SEED=\(hex(counterexample.exampleSeed))"))
  }

  @Test func aCallerGivenPrinterPrintsTheCounterexample() async throws {
    let result = await Property.run(
      named: "small", lists, configuration: .init(seed: 42), describe: { "steps: \($0.count)" }
    ) { $0.allSatisfy { $0 < 100 } }
    #expect(result.counterexample?.printed == "steps: 1")
  }

  @Test func exampleSeedsAreDerivedFromTheRunSeed() {
    #expect(Property.exampleSeed(runSeed: 0, example: 0) == 0xE220_A839_7B1D_CDAF)
    #expect(Property.exampleSeed(runSeed: 0, example: 2) == 0x06C4_5D18_8009_454F)
    #expect(Property.exampleSeed(runSeed: 42, example: 5) != Property.exampleSeed(runSeed: 43, example: 5))
  }

  @Test func oneExampleReplaysAloneFromItsSeed() async throws {
    let whole = await Property.run(named: "small", lists, configuration: .init(seed: 42)) {
      $0.allSatisfy { $0 < 100 }
    }
    let failing = try #require(whole.counterexample)
    let alone = await Property.run(
      named: "small", lists, configuration: .init(seed: 1, exampleSeed: failing.exampleSeed)
    ) { $0.allSatisfy { $0 < 100 } }
    #expect(alone.examplesRun == 1)
    #expect(alone.counterexample?.value == failing.value)
    #expect(alone.counterexample?.shrinkReport == failing.shrinkReport)
  }

  @Test func seedsArePinnedByConfigurationThenEnvironment() async {
    #expect(Property.Configuration(seed: 5).resolvedSeed(environment: ["SCENESIM_SEED": "7"]) == 5)
    #expect(Property.Configuration().resolvedSeed(environment: ["SCENESIM_SEED": "7"]) == 7)
    #expect(Property.Configuration().resolvedSeed(environment: ["SCENESIM_SEED": "0x2A"]) == 42)
    // A default seed pins the run unless the environment chooses one.
    #expect(Property.Configuration(defaultSeed: 3).resolvedSeed(environment: [:]) == 3)
    #expect(Property.Configuration(defaultSeed: 3).resolvedSeed(environment: ["SCENESIM_SEED": "7"]) == 7)
    #expect(Property.Configuration(seed: 5, defaultSeed: 3).resolvedSeed(environment: [:]) == 5)
    #expect(Property.Configuration.parseSeed("0xE220_A839_7B1D_CDAF") == 0xE220_A839_7B1D_CDAF)
    #expect(Property.Configuration.parseSeed("forty-two") == nil)
    let pinned = await Property.run(named: "any", lists, environment: ["SCENESIM_SEED": "1234"]) { _ in true }
    #expect(pinned.seed == 1234)
    let alone = await Property.run(
      named: "any", lists, configuration: .init(seed: 1), environment: ["SCENESIM_EXAMPLE_SEED": "99"]
    ) { _ in true }
    #expect(alone.examplesRun == 1)
  }

  @Test func aFailureThatDoesNotReproduceIsFlaky() async throws {
    let counter = Counter()
    let result = await Property.run(named: "third call", lists, configuration: .init(seed: 42)) { _ in
      await counter.next() != 3
    }
    guard case .flaky(let flaky) = result.outcome else {
      Issue.record("expected flaky, got \(result)")
      return
    }
    #expect(flaky.example == 2)
    #expect(result.description.contains("is flaky"))
    await #expect(throws: PropertyFailure<[Int]>.self) {
      let again = Counter()
      try await Property.check(named: "third call", self.lists, configuration: .init(seed: 42)) { _ in
        await again.next() != 3
      }
    }
  }

  /// A property that says what is wrong throws `Property.Violation`: its words are the failure,
  /// and the shrunk counterexample carries it.
  @Test func violationsSayWhatIsWrong() async throws {
    let result = await Property.run(named: "small", lists, configuration: .init(seed: 42)) { list in
      if let big = list.first(where: { $0 >= 100 }) { throw Property.Violation("\(big) is too big") }
      return true
    }
    let counterexample = try #require(result.counterexample)
    #expect(counterexample.value == [100])
    #expect(counterexample.error as? Property.Violation == Property.Violation("100 is too big"))
    #expect(counterexample.failure == "threw 100 is too big")
  }

  @Test func tooManyRejectionsIsAHealthProblem() async throws {
    let impossible = Gen.int(in: 0...9).filter(maximumAttempts: 2) { $0 > 100 }
    let configuration = Property.Configuration(seed: 42, maximumRejectedExamples: 20)
    let result = await Property.run(named: "impossible", impossible, configuration: configuration) { _ in true
    }
    #expect(result.stoppedBy == .maximumRejectedExamples)
    #expect(result.rejected == 20 && result.examplesRun == 0 && !result.isSuccess)
    guard case .tooManyRejections(20, 0, let reason) = result.healthProblems.first else {
      Issue.record("expected a rejection health problem, got \(result.healthProblems)")
      return
    }
    #expect(reason.contains("maximumFilterAttempts = 2"))
    await #expect(throws: PropertyFailure<Int>.self) {
      try await Property.check(named: "impossible", impossible, configuration: configuration) { _ in true }
    }
  }

  @Test func discardedExamplesAreCountedNotFailed() async throws {
    let result = await Property.run(
      named: "odd", Gen.int(in: 0...99),
      configuration: .init(seed: 4, examples: 100, maximumRejectedExamples: 1000)
    ) { value in
      try Property.assume(value % 2 == 1)
      return value % 2 == 1
    }
    #expect(result.isSuccess && result.rejected > 20 && result.rejected + result.examplesRun == 100)
  }

  @Test func theChoiceLimitRejectsExamples() async {
    let configuration = Property.Configuration(seed: 4, examples: 10, maximumChoicesPerExample: 3)
    let result = await Property.run(
      named: "long", Gen.array(of: Gen.bool, count: 5...5), configuration: configuration
    ) { _ in true }
    #expect(result.rejected == 10)
    // Every example rejected, fewer than the rejection limit: the property was checked on
    // nothing, which fails the run (it used to pass).
    #expect(!result.isSuccess)
    guard case .tooManyRejections(10, 0, let reason) = result.healthProblems.first else {
      Issue.record("expected a rejection health problem, got \(result.healthProblems)")
      return
    }
    #expect(reason.contains("maximumChoicesPerExample"), "\(reason)")
    // The limit was not reached: the report says what happened instead.
    #expect(
      result.healthProblems[0].description.hasPrefix("every example was rejected: 10 rejected, none passed"))
    let limitReached = HealthProblem.tooManyRejections(rejected: 500, passed: 3, reason: "x")
    #expect(limitReached.description.contains("maximumRejectedExamples reached"))
  }

  @Test func anAsyncPropertyCanCallAnActor() async throws {
    let counter = Counter()
    try await Property.check(named: "actor", lists, configuration: .init(seed: 8, examples: 50)) { value in
      await counter.record(value)
      return await counter.seen.last == value
    }
    #expect(await counter.seen.count == 50)
  }

  @Test func shardsTogetherRunTheWholeRun() async throws {
    func values(_ shard: Property.Shard?) async throws -> [[Int]] {
      let counter = Counter()
      try await Property.check(
        named: "shard", lists, configuration: .init(seed: 11, examples: 30, shard: shard)
      ) { value in
        await counter.record(value)
        return true
      }
      return await counter.seen
    }
    let whole = try await values(nil)
    let shards = try await (0..<3).asyncMap { try await values(Property.Shard(index: $0, count: 3)) }
    #expect(shards.map(\.count) == [10, 10, 10])
    #expect(shards[1] == stride(from: 1, to: 30, by: 3).map { whole[$0] })
    #expect(
      shards.flatMap { $0 }.sorted { $0.lexicographicallyPrecedes($1) }
        == whole.sorted { $0.lexicographicallyPrecedes($1) })
  }

  /// A time limit reached before any example ran is a run that tested nothing: it fails.
  @Test func theTimeLimitStopsTheRunAndIsNamed() async {
    let result = await Property.run(named: "any", lists, configuration: .init(seed: 1, timeLimit: .zero)) {
      _ in true
    }
    #expect(result.stoppedBy == .timeLimit && result.examplesRun == 0)
    #expect(result.healthProblems == [.noExampleInTime(timeLimit: .zero)] && !result.isSuccess)
    await #expect(throws: PropertyFailure<[Int]>.self) {
      try await Property.check(named: "any", self.lists, configuration: .init(seed: 1, timeLimit: .zero)) {
        _ in true
      }
    }
  }

  /// A time limit reached after an example ran ends the run with the examples it has, without
  /// failing it (the first example takes longer than the whole limit, so it is the only one).
  @Test func aTimeLimitAfterSomeExamplesStopsWithoutFailing() async throws {
    // A limit of a second, far above the moment from the start to the first example even on a
    // loaded machine; each example outlasts it.
    // Not slow however late a loaded machine wakes the sleeping example: the limit is the subject.
    let configuration = Property.Configuration(
      seed: 1, examples: 100, timeLimit: .seconds(1), slowExampleThreshold: .seconds(3_600))
    let result = try await Property.check(named: "slow run", lists, configuration: configuration) { _ in
      try await Task.sleep(for: .milliseconds(1_100))
      return true
    }
    #expect(result.stoppedBy == .timeLimit && result.examplesRun == 1)
    #expect(result.isSuccess && result.healthProblems.isEmpty)
    #expect(
      result.description.contains("passed 1 examples") && result.description.contains("stopped by timeLimit"))
  }

  /// A slow example is reported in the result and its report, and fails neither `isSuccess` nor
  /// `Property.check`, with or without `failsOnHealthProblems`.
  @Test func slowExamplesAreReportedNotFailed() async throws {
    let configuration = Property.Configuration(seed: 1, examples: 3, slowExampleThreshold: .zero)
    let result = await Property.run(named: "slow", lists, configuration: configuration) { _ in true }
    #expect(result.healthProblems.count == 1)
    guard case .tooSlow(let example, _, _) = result.healthProblems.first else {
      Issue.record("expected too slow")
      return
    }
    #expect(example == 0 && result.isSuccess && !result.healthProblems[0].failsTheRun)
    #expect(result.description.contains("\n  Health: too slow: example 0 took "))
    let checked = try await Property.check(named: "slow", lists, configuration: configuration) { _ in true }
    #expect(checked.isSuccess && checked.healthProblems.count == 1)
    let lenient = Property.Configuration(
      seed: 1, examples: 3, slowExampleThreshold: .zero, failsOnHealthProblems: false)
    try await Property.check(named: "slow", lists, configuration: lenient) { _ in true }
  }
}

extension Range where Bound == Int {
  func asyncMap<T>(_ transform: (Int) async throws -> T) async rethrows -> [T] {
    var results: [T] = []
    for index in self { results.append(try await transform(index)) }
    return results
  }
}
