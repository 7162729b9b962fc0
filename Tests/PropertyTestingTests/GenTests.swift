import Testing

@testable import PropertyTesting

@Suite struct GenTests {
  @Test func integersOverWholeTypesAndSingleValues() throws {
    for seed in UInt64(0)..<300 {
      // Over a whole type the one choice is the example's first output, and the value is the
      // same each time the seed is used; over UInt64 (zero point 0) it is the output itself.
      var generator = Xoshiro256StarStar(seed: seed)
      let output = generator.next()
      let whole = try Gen.int(in: UInt64(0)...UInt64.max).generate(seed: seed)
      #expect(whole.value == output && whole.record.values == [output])
      let signed = try Gen.int(in: Int.min...Int.max).generate(seed: seed)
      #expect(signed.record.values == [output])
      #expect(try Gen.int(in: Int.min...Int.max).generate(seed: seed).value == signed.value)
      #expect(try Gen.int(in: Int.min...Int.max).generate(replaying: [output]).value == signed.value)
      #expect((-10...(-3)).contains(try Gen.int(in: -10...(-3)).generate(seed: seed).value))
      #expect((UInt8(200)...255).contains(try Gen.int(in: UInt8(200)...255).generate(seed: seed).value))
    }
    // A single-value range draws one choice in 0...0: the seed cannot matter.
    #expect(try Gen.int(in: 5...5).generate(seed: 0).value == 5)
    #expect(try Gen.int(in: Int.max...Int.max).generate(seed: 0).value == Int.max)
    #expect(try Gen.int(in: Int.min...Int.min).generate(seed: 0).value == Int.min)
    #expect(try Gen.int(in: Int.min...Int.max).generate(replaying: [UInt64.max]).value == Int.min)
    #expect(try Gen.int(in: Int.min...Int.max).generate(replaying: [UInt64.max - 1]).value == Int.min + 1)
    #expect(try Gen.int(in: Int.min...Int.max).generate(replaying: [UInt64.max - 2]).value == Int.max)
    #expect(try Gen.int(in: UInt64(0)...UInt64.max).generate(replaying: [UInt64.max]).value == UInt64.max)
  }

  /// The choice-to-integer map is a bijection ordered by distance from zero.
  @Test func integerChoicesAreABijectionOrderedByDistanceFromZero() throws {
    let small = try (UInt64(0)...8).map { try Gen.int(in: -3...5).generate(replaying: [$0]).value }
    #expect(small == [0, 1, -1, 2, -2, 3, -3, 4, 5])
    let bytes = try (UInt64(0)...255).map {
      try Gen.int(in: Int8.min...Int8.max).generate(replaying: [$0]).value
    }
    #expect(Set(bytes).count == 256)
    #expect(bytes.map { abs(Int($0)) } == bytes.map { abs(Int($0)) }.sorted())
    #expect(try Gen.int(in: -10...(-3)).generate(replaying: [0]).value == -3)
    #expect(try Gen.int(in: 10...20).generate(replaying: [0]).value == 10)
  }

  @Test func integersAreUniformThroughGen() throws {
    var counts = [Int](repeating: 0, count: 10)
    for seed in UInt64(0)..<20_000 { counts[try Gen.int(in: -5...4).generate(seed: seed).value + 5] += 1 }
    #expect(chiSquare(counts, expected: 2000) < 27.88)
  }

  @Test func doublesAreInTheHalfOpenRange() throws {
    let gen = Gen.double(in: -2.5..<7.25)
    for seed in UInt64(0)..<2000 {
      let value = try gen.generate(seed: seed).value
      #expect(value >= -2.5 && value < 7.25)
    }
    #expect(try gen.generate(replaying: [0]).value == -2.5)
    #expect(try gen.generate(replaying: [(1 << 53) - 1]).value < 7.25)
    let oneUlp = Gen.double(in: 1.0..<1.0.nextUp)
    #expect(try oneUlp.generate(replaying: [(1 << 53) - 1]).value == 1.0)
  }

  @Test func sameSeedGivesTheSameValuesAndRecord() throws {
    let gen = Gen.array(of: Gen.zip(Gen.int(in: -100...100), Gen.double(in: 0..<1)), count: 0...30)
    let first = try gen.generate(seed: 99)
    let again = try gen.generate(seed: 99)
    #expect(first.record == again.record)
    #expect(first.value.map(\.0) == again.value.map(\.0))
    #expect(first.value.map { $0.1.bitPattern } == again.value.map { $0.1.bitPattern })
    #expect(try gen.generate(seed: 100).record != first.record)
  }

  @Test func replayingARecordGivesTheSameValue() throws {
    let gen = Gen.array(
      of: Gen.oneOf([Gen.int(in: 0...9), Gen.int(in: 100...200).map { $0 * 2 }]), count: 2...12)
    for seed in UInt64(0)..<200 {
      let (value, record) = try gen.generate(seed: seed)
      #expect(try gen.generate(replaying: record.values).value == value)
      #expect((2...12).contains(value.count))
    }
  }

  /// Any list of values, even nonsense, replays to a valid value of the generator.
  @Test func replayingArbitraryValuesGivesValidValues() throws {
    let gen = Gen.array(of: Gen.int(in: 10...20), count: 1...5)
    var junk = Xoshiro256StarStar(seed: 5)
    for _ in 0..<300 {
      let values = (0..<Int(junk.next(upTo: 12))).map { _ in junk.next() }
      let value = try gen.generate(replaying: values).value
      #expect((1...5).contains(value.count) && value.allSatisfy { (10...20).contains($0) })
    }
    #expect(try gen.generate(replaying: []).value == [10])
  }

  @Test func combinators() throws {
    #expect(try Gen.just("x").generate(seed: 1).record.choices.isEmpty)
    #expect(try Gen.int(in: 0...50).map { $0 * 2 }.generate(seed: 3).value % 2 == 0)
    let odd = Gen.int(in: 0...99).filter { $0 % 2 == 1 }
    for seed in UInt64(0)..<50 { #expect(try odd.generate(seed: seed).value % 2 == 1) }
    let square = Gen.int(in: 1...5).flatMap { n in Gen.array(of: .bool, count: n * n...n * n) }
    let squares = try (UInt64(0)..<50).map { try square.generate(seed: $0).value.count }
    #expect(squares.allSatisfy { [1, 4, 9, 16, 25].contains($0) })
    let phases = ["active", "inactive", "background"]
    #expect(phases.contains(try Gen.element(of: phases).generate(seed: 8).value))
    let triple = try Gen.zip(Gen.bool, Gen.int(in: 0...3), Gen.just(7)).generate(replaying: [1, 2]).value
    #expect(triple.0 && triple.1 == 2 && triple.2 == 7)
  }

  @Test func frequencyFollowsTheWeights() throws {
    let gen = Gen.frequency([(9, Gen.just(true)), (1, Gen.just(false)), (0, Gen.just(false))])
    let trues = try (UInt64(0)..<5000).filter { try gen.generate(seed: $0).value }.count
    #expect((4350...4650).contains(trues))
  }

  @Test func arrayCountsStayInRange() throws {
    for seed in UInt64(0)..<300 {
      #expect((3...8).contains(try Gen.array(of: Gen.bool, count: 3...8).generate(seed: seed).value.count))
      #expect(try Gen.array(of: Gen.bool, count: 4...4).generate(seed: seed).value.count == 4)
    }
    let long = try (UInt64(0)..<200).map {
      try Gen.array(of: Gen.bool, count: 0...100).generate(seed: $0).value.count
    }
    #expect(long.max() == 100 && long.min()! < 10)
  }

  @Test func generationStopsAtItsLimitsByName() throws {
    #expect(throws: GenerationStop.choiceLimit(maximumChoicesPerExample: 5)) {
      try Gen.array(of: Gen.bool, count: 10...10).generate(seed: 1, maximumChoices: 5)
    }
    #expect(throws: GenerationStop.filterExhausted(maximumFilterAttempts: 3)) {
      try Gen.int(in: 0...9).filter(maximumAttempts: 3) { $0 > 100 }.generate(seed: 1)
    }
  }

  /// A counterexample recorded under a higher limit of choices replays whole under a lower one.
  @Test func aLongRecordReplaysWhole() throws {
    let ten = Gen.array(of: Gen.bool, count: 10...10)
    let record = try ten.generate(seed: 1, maximumChoices: 20).record.values
    #expect(try ten.generate(replaying: record, maximumChoices: 5).value.count == 10)
  }
}
