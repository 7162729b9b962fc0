// The primitive generators: integers, doubles, booleans, elements, choices among generators.

extension Gen where Value: FixedWidthInteger & Sendable {
  /// Uniform integers in a closed range (any integer type up to 64 bits), shrinking toward the
  /// value of the range nearest to zero.
  ///
  /// One choice `c` in `0...(upper − lower)` is drawn and mapped by a bijection that orders the
  /// range by distance from its zero point `z` (0, or the bound nearest to 0): `c = 0` is `z`,
  /// then `z + 1`, `z − 1`, `z + 2`, `z − 2`... and, once one side is used up, the rest of the
  /// other side. The distribution stays uniform; lowering `c` moves toward zero.
  ///
  /// ```swift
  /// Gen.int(in: -10...10)            // shrinks toward 0
  /// Gen.int(in: UInt64(0)...UInt64.max)
  /// ```
  public static func int(in range: ClosedRange<Value>) -> Gen<Value> {
    precondition(Value.bitWidth <= 64, "Gen.int(in:) takes integer types of at most 64 bits")
    let lower = key(range.lowerBound)
    let upper = key(range.upperBound)
    let zero = min(max(key(0), lower), upper)
    let up = upper - zero
    let down = zero - lower
    let paired = min(up, down)
    return Gen { source in
      let choice = try source.draw(upTo: upper - lower)
      let offset: UInt64
      if choice <= 2 * paired {  // cannot overflow: paired <= (2^64 - 1) / 2
        offset = choice % 2 == 1 ? zero + (choice / 2 + 1) : zero - choice / 2
      } else {
        offset = up > down ? zero + (choice - paired) : zero - (choice - paired)
      }
      return value(ofKey: offset)
    }
  }

  /// The order-preserving map of a value into `UInt64` (sign bit flipped for signed types).
  static func key(_ value: Value) -> UInt64 {
    if Value.isSigned {
      return UInt64(bitPattern: Int64(truncatingIfNeeded: value)) ^ (1 << 63)
    }
    return UInt64(truncatingIfNeeded: value)
  }

  static func value(ofKey key: UInt64) -> Value {
    if Value.isSigned {
      return Value(truncatingIfNeeded: Int64(bitPattern: key ^ (1 << 63)))
    }
    return Value(truncatingIfNeeded: key)
  }
}

extension Gen where Value == Double {
  /// Doubles in a half-open range `[lower, upper)`, shrinking toward `lower`.
  ///
  /// One choice `k` in `0...(2⁵³ − 1)` is drawn; the value is `lower + (k × 2⁻⁵³) × (upper −
  /// lower)`, and a result that rounds up to `upper` becomes `upper.nextDown`.
  ///
  /// ```swift
  /// Gen.double(in: 320..<1366)  // window widths
  /// ```
  public static func double(in range: Range<Double>) -> Gen<Double> {
    let lower = range.lowerBound
    let upper = range.upperBound
    let width = upper - lower
    precondition(
      lower.isFinite && upper.isFinite && width.isFinite && width > 0,
      "Gen.double(in:) needs finite bounds, lower < upper, and a finite width")
    return Gen { source in
      let choice = try source.draw(upTo: (1 << 53) - 1)
      let value = lower + (Double(choice) * 0x1p-53) * width
      return value < upper ? value : upper.nextDown
    }
  }
}

extension Gen where Value == Bool {
  /// `false` or `true` with equal chances (one choice in `0...1`), shrinking to `false`.
  ///
  /// ```swift
  /// Gen.bool.generate(seed: 1)
  /// ```
  public static var bool: Gen<Bool> {
    Gen { source in try source.draw(upTo: 1) == 1 }
  }
}

extension Gen where Value: Sendable {
  /// One element of a non-empty collection, uniformly, shrinking toward the first.
  ///
  /// ```swift
  /// Gen.element(of: [ScenePhase.active, .inactive, .background])
  /// ```
  public static func element<C: Collection & Sendable>(of elements: C) -> Gen<Value>
  where C.Element == Value {
    precondition(!elements.isEmpty, "Gen.element(of:) needs at least one element")
    let all = Array(elements)
    return Gen { source in all[Int(try source.draw(upTo: UInt64(all.count - 1)))] }
  }
}

extension Gen {
  /// A value of one of the generators, chosen uniformly, shrinking toward the first.
  ///
  /// ```swift
  /// Gen.oneOf([Gen.just(0), Gen.int(in: 1...9)])
  /// ```
  public static func oneOf(_ generators: [Gen<Value>]) -> Gen<Value> {
    precondition(!generators.isEmpty, "Gen.oneOf needs at least one generator")
    return Gen { source in
      try generators[Int(try source.draw(upTo: UInt64(generators.count - 1)))].body(source)
    }
  }

  /// A value of one of the generators, chosen with chances proportional to the weights,
  /// shrinking toward the first. One choice `w` in `0...(total − 1)` is drawn; the generator
  /// taken is the first whose running total of weights exceeds `w`.
  ///
  /// ```swift
  /// Gen.frequency([(8, Gen.just("resize")), (1, Gen.just("background"))])
  /// ```
  @inlinable
  public static func frequency(_ weighted: [(weight: Int, generator: Gen<Value>)]) -> Gen<Value> {
    // Plain loops over the array: the library's generic algorithms over these tuples run
    // unspecialized in a client's module, with a type look-up per element (a generator made
    // for each example, as a stress scenario's actions are, pays them every time).
    var weights: [UInt64] = []
    var generators: [Gen<Value>] = []
    weights.reserveCapacity(weighted.count)
    generators.reserveCapacity(weighted.count)
    for index in weighted.indices where weighted[index].weight > 0 {
      weights.append(UInt64(weighted[index].weight))
      generators.append(weighted[index].generator)
    }
    precondition(!weights.isEmpty, "Gen.frequency needs a positive weight")
    let most = UInt64(Int.max / weights.count)
    var total: UInt64 = 0
    for weight in weights {
      precondition(weight <= most, "Gen.frequency weights too large")
      total += weight
    }
    return Gen { [weights, generators, total] source in
      let choice = try source.draw(upTo: total - 1)
      var running: UInt64 = 0
      for (index, weight) in weights.enumerated() {
        running += weight
        if choice < running { return try generators[index].body(source) }
      }
      return try generators[generators.count - 1].body(source)
    }
  }
}
