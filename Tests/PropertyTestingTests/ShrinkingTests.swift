import Testing

@testable import PropertyTesting

@Suite struct ShrinkingTests {
  let lists = Gen.array(of: Gen.int(in: 0...1000), count: 0...40)

  @Test func aListWithALargeValueShrinksToOneHundred() async throws {
    let result = await Property.run(named: "all below 100", lists, configuration: .init(seed: 42)) {
      $0.allSatisfy { $0 < 100 }
    }
    let counterexample = try #require(result.counterexample)
    #expect(counterexample.value == [100])
    #expect(counterexample.shrinkReport.shrunkSteps == 1)
    #expect(counterexample.shrinkReport.unit == "steps")
    #expect(counterexample.shrinkReport.stoppedBy == nil)
    #expect(try lists.generate(replaying: counterexample.record.values).value == [100])
  }

  @Test func aListTooLongShrinksToThreeMinimalElements() async throws {
    let result = await Property.run(named: "short", lists, configuration: .init(seed: 7)) { $0.count < 3 }
    let counterexample = try #require(result.counterexample)
    #expect(counterexample.value == [0, 0, 0])
    let report = counterexample.shrinkReport
    #expect(report.originalSteps >= 3 && report.shrunkSteps == 3)
    #expect(report.attempts > 0 && report.attempts <= 1000)
    #expect(
      report.description == "shrunk from \(report.originalSteps) steps to 3 in \(report.attempts) attempts")
    #expect(result.description.contains("Shrink report: \(report)"))
  }

  @Test func negativeIntegersShrinkTowardZero() async throws {
    let result = await Property.run(
      named: "not below -7", Gen.int(in: -1000...1000), configuration: .init(seed: 1, examples: 500)
    ) { $0 >= -7 }
    let counterexample = try #require(result.counterexample)
    #expect(counterexample.value == -8)
    #expect(counterexample.shrinkReport.unit == "choices")
  }

  @Test func shrinkingIsBoundedByItsAttemptLimit() async throws {
    let configuration = Property.Configuration(seed: 42, maximumShrinkAttempts: 5)
    let result = await Property.run(named: "short", lists, configuration: configuration) { $0.count < 3 }
    let report = try #require(result.counterexample?.shrinkReport)
    #expect(report.attempts == 5)
    #expect(report.stoppedBy == .maximumShrinkAttempts)
    #expect(report.description.hasSuffix("(stopped by maximumShrinkAttempts)"))
    #expect(result.counterexample!.value.count == report.shrunkSteps)
    #expect(report.shrunkSteps <= report.originalSteps)
  }

  @Test func noShrinkAttemptsKeepsTheOriginal() async throws {
    let configuration = Property.Configuration(seed: 42, maximumShrinkAttempts: 0)
    let result = await Property.run(named: "short", lists, configuration: configuration) { $0.count < 3 }
    let report = try #require(result.counterexample?.shrinkReport)
    #expect(report.attempts == 0 && report.originalSteps == report.shrunkSteps)
  }

  @Test func shrinkingIsDeterministic() async throws {
    func run() async -> PropertyResult<[Int]> {
      await Property.run(named: "sum", lists, configuration: .init(seed: 3)) { $0.reduce(0, +) < 1500 }
    }
    let first = try #require(await run().counterexample)
    let second = try #require(await run().counterexample)
    #expect(first.value == second.value && first.record == second.record)
    #expect(first.shrinkReport == second.shrinkReport)
    #expect(first.value.reduce(0, +) >= 1500)
  }

  @Test func thrownErrorsAreFailuresAndShrinkToo() async throws {
    struct TooWide: Error {}
    let result = await Property.run(named: "narrow", Gen.double(in: 0..<2000), configuration: .init(seed: 9))
    {
      if $0 > 500 { throw TooWide() }
      return true
    }
    let counterexample = try #require(result.counterexample)
    #expect(counterexample.failure.hasPrefix("threw TooWide"))
    #expect(counterexample.value > 500 && counterexample.value < 500.001)
  }

  @Test func shrinkerStopsAtTheTimeLimit() async {
    var shrinker = Shrinker(
      record: try! Gen.array(of: Gen.int(in: 0...9), count: 5...5).generate(seed: 1).record, payload: (),
      maximumAttempts: 100, isOutOfTime: { true }
    ) { values in (ChoiceRecord(), ()) }
    await shrinker.shrink()
    #expect(shrinker.stoppedBy == .timeLimit && shrinker.attempts == 0)
  }
}
