// Arrays: a list of steps whose elements shrinking can delete one by one.

extension Gen {
  /// Arrays of elements of `element`, with a count in `count`, whose elements shrinking can
  /// delete one at a time.
  ///
  /// The first `count.lowerBound` elements are drawn directly. Before each further element (up
  /// to `count.upperBound`) one "more" choice in `0...m` is drawn, `m = max(1, (upper − lower) /
  /// 2)`: 0 ends the array, anything else adds an element. The extra length is thus geometric
  /// with mean about `m`, and deleting an element's span (its "more" choice and its own choices)
  /// or lowering a "more" choice to 0 gives a shorter array. Each element is one span of the
  /// record.
  ///
  /// ```swift
  /// let widths = Gen.array(of: Gen.double(in: 320..<1366), count: 1...50)
  /// ```
  @inlinable
  public static func array<Element>(of element: Gen<Element>, count: ClosedRange<Int>) -> Gen<Value>
  where Value == [Element] {
    precondition(count.lowerBound >= 0, "Gen.array(of:count:) needs a count of at least 0")
    let more = UInt64(max(1, (count.upperBound - count.lowerBound) / 2))
    return Gen { source in
      var elements: [Element] = []
      // Room for the elements there must be and a few more: an array made room for every
      // element it may hold is most often mostly empty, and a large one costs the allocator
      // more (glibc gathers its small free blocks before each request of a kilobyte or more).
      elements.reserveCapacity(min(count.upperBound, count.lowerBound + 4))
      for _ in 0..<count.lowerBound {
        elements.append(try source.span { try element.body(source) })
      }
      // Bounded by count.upperBound: the loop ends when the array is full or a "more" choice is 0.
      while elements.count < count.upperBound {
        let next: Element? = try source.span {
          guard try source.draw(upTo: more) != 0 else { return nil }
          return try element.body(source)
        }
        guard let next else { break }
        elements.append(next)
      }
      return elements
    }
  }
}
