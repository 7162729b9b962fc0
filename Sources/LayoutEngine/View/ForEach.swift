import Foundation

/// A view that makes one view per element of a collection, each identified by an id.
///
/// ```swift
/// HStack { ForEach(0..<3) { i in Text("\(i)") } }
/// VStack { ForEach(tags, id: \.self) { Text($0) } }
/// ```
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
  /// The collection of elements.
  public var data: Data
  /// The function that makes a view for an element.
  public var content: (Data.Element) -> Content
  let id: (Data.Element) -> ID
}

extension ForEach: View where Content: View {
  public typealias Body = Never

  /// Makes one view per element, identified by the element's key path `id`.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.content = content
    self.id = { $0[keyPath: id] }
  }

  /// Makes one view per integer in a constant range, identified by the integer.
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content)
  where Data == Range<Int>, ID == Int {
    self.data = data
    self.content = content
    self.id = { $0 }
  }

  public static func _makeNodes(_ view: Self, into list: inout _ViewList) {
    for element in view.data {
      let id = view.id(element)
      list.withIdentity(ViewIdentity.explicit(id)) { Content._makeNodes(view.content(element), into: &$0) }
    }
  }
}

extension ForEach where Content: View, Data.Element: Identifiable, ID == Data.Element.ID {
  /// Makes one view per `Identifiable` element, identified by its `id`.
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.content = content
    self.id = { $0.id }
  }
}
