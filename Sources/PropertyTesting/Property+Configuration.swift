// The bounds of a property run, its seed, and sharding.

import Foundation

extension Property {
  /// One part of a run split across machines: shard `index` of `count` runs the examples whose
  /// number `i` has `i % count == index`, with the same seeds as the whole run.
  ///
  /// ```swift
  /// Property.Shard(index: 2, count: 4)  // examples 2, 6, 10, ...
  /// ```
  public struct Shard: Sendable, Hashable, CustomStringConvertible {
    /// Which shard this is, in `0..<count`.
    ///
    /// ```swift
    /// Property.Shard(index: 2, count: 4).index  // 2
    /// ```
    public var index: Int
    /// How many shards the run is split into.
    ///
    /// ```swift
    /// Property.Shard(index: 2, count: 4).count  // 4
    /// ```
    public var count: Int

    /// Makes shard `index` of `count` (`0 <= index < count`).
    ///
    /// ```swift
    /// let shard = Property.Shard(index: 0, count: 2)
    /// ```
    public init(index: Int, count: Int) {
      precondition(count > 0 && (0..<count).contains(index), "a shard needs 0 <= index < count")
      self.index = index
      self.count = count
    }

    /// Whether example number `example` belongs to this shard.
    ///
    /// ```swift
    /// Property.Shard(index: 1, count: 2).contains(example: 3)  // true
    /// ```
    public func contains(example: Int) -> Bool { example % count == index }

    /// `index/count`, e.g. `2/4`.
    ///
    /// ```swift
    /// "\(Property.Shard(index: 2, count: 4))"  // "2/4"
    /// ```
    public var description: String { "\(index)/\(count)" }
  }

  /// The seed and bounds of a property run: every loop of the runner stops at one of these,
  /// and the result names the one it hit.
  ///
  /// ```swift
  /// let configuration = Property.Configuration(seed: 42, examples: 200)
  /// ```
  public struct Configuration: Sendable {
    /// The environment variable read for the run seed when `seed` is nil (decimal or `0x` hex).
    ///
    /// ```swift
    /// // SCENESIM_SEED=42 swift test
    /// ```
    public static let seedVariable = "SCENESIM_SEED"
    /// The environment variable read for `exampleSeed` when it is nil: replays one example.
    ///
    /// ```swift
    /// // SCENESIM_EXAMPLE_SEED=0x8F2A... swift test --filter Resize
    /// ```
    public static let exampleSeedVariable = "SCENESIM_EXAMPLE_SEED"

    /// The run seed; nil reads `SCENESIM_SEED`, then `defaultSeed`, and without either a fresh
    /// seed is drawn (and printed with any failure).
    ///
    /// ```swift
    /// Property.Configuration(seed: 42).seed  // 42
    /// ```
    public var seed: UInt64?
    /// The run seed when `seed` is nil and `SCENESIM_SEED` is not set: a test pins its run to it
    /// (the same examples on every run and machine) and the environment can still choose another.
    ///
    /// ```swift
    /// Property.Configuration(defaultSeed: 0x5CE7_E517).resolvedSeed(environment: [:])  // 0x5CE7_E517
    /// ```
    public var defaultSeed: UInt64?
    /// Replays the one example with this seed (printed with a failure) instead of a run; nil
    /// reads `SCENESIM_EXAMPLE_SEED`.
    ///
    /// ```swift
    /// Property.Configuration(exampleSeed: 0x8F2A_0C11_5B3D_9E47)
    /// ```
    public var exampleSeed: UInt64?
    /// How many examples the whole run has (all shards together); the run stops there.
    ///
    /// ```swift
    /// Property.Configuration(examples: 1000).examples
    /// ```
    public var examples: Int
    /// How many choices one example may draw (its size) unless a configuration or a call to
    /// `Gen.generate` says otherwise.
    ///
    /// ```swift
    /// Property.Configuration.defaultMaximumChoicesPerExample  // 10_000
    /// ```
    public static let defaultMaximumChoicesPerExample = 10_000

    /// How many choices one example may draw (its size); past it the example is rejected.
    ///
    /// ```swift
    /// Property.Configuration(maximumChoicesPerExample: 5000)
    /// ```
    public var maximumChoicesPerExample: Int
    /// How many rejected examples (filter exhausted, choice limit, `Property.Discard`) stop the
    /// run with the health problem `HealthProblem.tooManyRejections` (a run that rejected every
    /// example it ran has it too, whether or not it reached this limit).
    ///
    /// ```swift
    /// Property.Configuration(maximumRejectedExamples: 50)
    /// ```
    public var maximumRejectedExamples: Int
    /// How many candidates shrinking may test.
    ///
    /// ```swift
    /// Property.Configuration(maximumShrinkAttempts: 2000)
    /// ```
    public var maximumShrinkAttempts: Int
    /// The wall time the whole run (examples and shrinking) may take; it only decides when to
    /// stop, never which values are generated. Reaching it ends the run without failing it,
    /// unless no example ran (`HealthProblem.noExampleInTime`).
    ///
    /// ```swift
    /// Property.Configuration(timeLimit: .seconds(30))
    /// ```
    public var timeLimit: Duration
    /// An example slower than this is reported as the health problem "too slow", which does not
    /// fail the run.
    ///
    /// ```swift
    /// Property.Configuration(slowExampleThreshold: .milliseconds(200))
    /// ```
    public var slowExampleThreshold: Duration
    /// The part of the run this process does; nil runs all examples.
    ///
    /// ```swift
    /// Property.Configuration(seed: 42, examples: 1000, shard: .init(index: 0, count: 4))
    /// ```
    public var shard: Shard?
    /// Whether `Property.check` throws for the health problems that fail a run (too many
    /// rejections, no example in time) when the property itself held; slowness never throws.
    ///
    /// ```swift
    /// Property.Configuration(failsOnHealthProblems: false)
    /// ```
    public var failsOnHealthProblems: Bool

    /// Makes a configuration; every bound has a default.
    ///
    /// ```swift
    /// Property.Configuration(seed: 42, examples: 200)
    /// ```
    public init(
      seed: UInt64? = nil, defaultSeed: UInt64? = nil, exampleSeed: UInt64? = nil, examples: Int = 100,
      maximumChoicesPerExample: Int = defaultMaximumChoicesPerExample, maximumRejectedExamples: Int = 500,
      maximumShrinkAttempts: Int = 1_000, timeLimit: Duration = .seconds(60),
      slowExampleThreshold: Duration = .seconds(5), shard: Shard? = nil,
      failsOnHealthProblems: Bool = true
    ) {
      precondition(examples >= 0 && maximumChoicesPerExample > 0, "examples and choices must be positive")
      precondition(maximumRejectedExamples >= 0 && maximumShrinkAttempts >= 0, "limits must be >= 0")
      self.seed = seed
      self.defaultSeed = defaultSeed
      self.exampleSeed = exampleSeed
      self.examples = examples
      self.maximumChoicesPerExample = maximumChoicesPerExample
      self.maximumRejectedExamples = maximumRejectedExamples
      self.maximumShrinkAttempts = maximumShrinkAttempts
      self.timeLimit = timeLimit
      self.slowExampleThreshold = slowExampleThreshold
      self.shard = shard
      self.failsOnHealthProblems = failsOnHealthProblems
    }

    /// The run seed: `seed`, else `SCENESIM_SEED` from `environment`, else `defaultSeed`, else a
    /// fresh random one.
    ///
    /// ```swift
    /// Property.Configuration().resolvedSeed(environment: ["SCENESIM_SEED": "7"])  // 7
    /// ```
    public func resolvedSeed(environment: [String: String] = ProcessInfo.processInfo.environment) -> UInt64 {
      if let seed { return seed }
      if let text = environment[Self.seedVariable], let seed = Self.parseSeed(text) { return seed }
      if let defaultSeed { return defaultSeed }
      var system = SystemRandomNumberGenerator()
      return system.next()
    }

    /// The example to replay alone: `exampleSeed`, else `SCENESIM_EXAMPLE_SEED`, else nil.
    ///
    /// ```swift
    /// Property.Configuration().resolvedExampleSeed(environment: [:])  // nil
    /// ```
    public func resolvedExampleSeed(
      environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> UInt64? {
      exampleSeed ?? environment[Self.exampleSeedVariable].flatMap(Self.parseSeed)
    }

    /// Reads a seed written in decimal or as `0x` hexadecimal (underscores allowed).
    ///
    /// ```swift
    /// Property.Configuration.parseSeed("0x2A")  // 42
    /// ```
    public static func parseSeed(_ text: String) -> UInt64? {
      let trimmed = text.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "_", with: "")
      if trimmed.lowercased().hasPrefix("0x") { return UInt64(trimmed.dropFirst(2), radix: 16) }
      return UInt64(trimmed)
    }
  }

  /// The seed of example number `example` of a run: SplitMix64's output number `example + 1`
  /// from the run seed, i.e. `SplitMix64.mix(runSeed &+ (example + 1) &* 0x9E3779B97F4A7C15)`.
  /// It depends on nothing else, so shards and replays find the same examples.
  ///
  /// ```swift
  /// Property.exampleSeed(runSeed: 42, example: 0)
  /// ```
  public static func exampleSeed(runSeed: UInt64, example: Int) -> UInt64 {
    SplitMix64.mix(runSeed &+ UInt64(example + 1) &* SplitMix64.increment)
  }
}
