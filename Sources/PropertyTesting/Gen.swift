// Gen: a generator of values, written as a function of a `ChoiceSource`.

/// A generator of values of one type, which draws all its randomness from a `ChoiceSource`
/// so that every value comes with the record of choices that makes it again.
///
/// ```swift
/// let point = Gen.zip(Gen.int(in: 0...100), Gen.int(in: 0...100))
/// let (value, record) = try point.generate(seed: 42)
/// ```
public struct Gen<Value>: Sendable {
  @usableFromInline let body: @Sendable (ChoiceSource) throws -> Value

  /// Makes a generator from a function that draws its choices from the source.
  ///
  /// ```swift
  /// let coin = Gen<Bool> { source in try source.draw(upTo: 1) == 1 }
  /// ```
  public init(_ body: @escaping @Sendable (ChoiceSource) throws -> Value) {
    self.body = body
  }

  /// Generates a value from the source (for writing generators out of other generators).
  ///
  /// ```swift
  /// let pair = Gen<(Int, Int)> { source in (try digit.run(source), try digit.run(source)) }
  /// ```
  public func run(_ source: ChoiceSource) throws -> Value {
    try body(source)
  }

  /// Generates a value from a seed (a Xoshiro256** seeded with it) and returns its record.
  ///
  /// ```swift
  /// let (value, record) = try Gen.int(in: 1...6).generate(seed: 42)
  /// ```
  public func generate(
    seed: UInt64, maximumChoices: Int = Property.Configuration.defaultMaximumChoicesPerExample
  ) throws -> (value: Value, record: ChoiceRecord) {
    let source = ChoiceSource(mode: .random(Xoshiro256StarStar(seed: seed)), maximumChoices: maximumChoices)
    let value = try body(source)
    return (value, source.record)
  }

  /// Generates the value a list of choice values describes; past the end every choice is 0. A
  /// record longer than `maximumChoices` is replayed whole (it came from a run with a higher
  /// limit).
  ///
  /// ```swift
  /// try Gen.array(of: Gen.int(in: 0...1000), count: 0...10).generate(replaying: [1, 100]).value
  /// // [100]
  /// ```
  public func generate(
    replaying values: [UInt64], maximumChoices: Int = Property.Configuration.defaultMaximumChoicesPerExample
  ) throws -> (value: Value, record: ChoiceRecord) {
    let source = ChoiceSource(mode: .replay(values), maximumChoices: Swift.max(maximumChoices, values.count))
    let value = try body(source)
    return (value, source.record)
  }

  /// A generator that always gives `value` and draws nothing.
  ///
  /// ```swift
  /// Gen.just(CGSize.zero)
  /// ```
  public static func just(_ value: Value) -> Gen<Value> where Value: Sendable {
    Gen { _ in value }
  }

  /// Transforms each generated value; shrinking still works on the choices underneath.
  ///
  /// ```swift
  /// let even = Gen.int(in: 0...50).map { $0 * 2 }
  /// ```
  public func map<T>(_ transform: @escaping @Sendable (Value) throws -> T) -> Gen<T> {
    Gen<T> { source in try transform(body(source)) }
  }

  /// Generates a value, then a value of the generator it chooses (e.g. a size, then that many
  /// steps).
  ///
  /// ```swift
  /// let square = Gen.int(in: 1...5).flatMap { n in Gen.array(of: .bool, count: n * n...n * n) }
  /// ```
  public func flatMap<T>(_ transform: @escaping @Sendable (Value) throws -> Gen<T>) -> Gen<T> {
    Gen<T> { source in try transform(body(source)).body(source) }
  }

  /// Keeps only values that satisfy `predicate`, trying at most `maximumAttempts` times per
  /// value; past that the example is rejected (`GenerationStop.filterExhausted`) and counted by
  /// the rejection health check.
  ///
  /// ```swift
  /// let odd = Gen.int(in: 0...99).filter { $0 % 2 == 1 }
  /// ```
  public func filter(
    maximumAttempts: Int = 100, _ predicate: @escaping @Sendable (Value) -> Bool
  ) -> Gen<Value> {
    Gen { source in
      for _ in 0..<maximumAttempts {
        let value = try body(source)
        if predicate(value) { return value }
      }
      throw GenerationStop.filterExhausted(maximumFilterAttempts: maximumAttempts)
    }
  }

  /// Generates a value of each generator, in order.
  ///
  /// ```swift
  /// let size = Gen.zip(Gen.double(in: 100..<2000), Gen.double(in: 100..<2000))
  /// ```
  public static func zip<A, B>(_ a: Gen<A>, _ b: Gen<B>) -> Gen<(A, B)> where Value == (A, B) {
    Gen { source in (try a.body(source), try b.body(source)) }
  }

  /// Generates a value of each of three generators, in order.
  ///
  /// ```swift
  /// let color = Gen.zip(Gen.int(in: 0...255), Gen.int(in: 0...255), Gen.int(in: 0...255))
  /// ```
  public static func zip<A, B, C>(_ a: Gen<A>, _ b: Gen<B>, _ c: Gen<C>) -> Gen<(A, B, C)>
  where Value == (A, B, C) {
    Gen { source in (try a.body(source), try b.body(source), try c.body(source)) }
  }
}
