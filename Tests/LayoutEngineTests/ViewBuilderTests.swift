import Foundation
import Testing

@testable import LayoutEngine

@Suite("View builder and identity")
struct ViewBuilderTests {
  @Test func ifElseAndSwitchChooseBranches() {
    struct Choice: View {
      let flag: Bool
      let number: Int
      var body: some View {
        VStack(spacing: 0) {
          if flag { box("yes", 10, 10) } else { box("no", 20, 20) }
          switch number {
          case 0: box("zero", 5, 5)
          case 1: box("one", 6, 6)
          default: EmptyView()
          }
        }
      }
    }
    let a = snapshot(Choice(flag: true, number: 1), nil, nil)
    #expect(a.frame(of: "yes") != nil && a.frame(of: "no") == nil && a.frame(of: "one") != nil)
    let b = snapshot(Choice(flag: false, number: 7), nil, nil)
    #expect(b.frame(of: "no") != nil && b.frame(of: "yes") == nil && b.size == CGSize(width: 20, height: 20))
  }

  @Test func optionalContent() {
    struct Maybe: View {
      let show: Bool
      var body: some View {
        HStack(spacing: 0) {
          box("always", 10, 10)
          if show { box("sometimes", 10, 10) }
        }
      }
    }
    #expect(snapshot(Maybe(show: true), nil, nil).size.width == 20)
    #expect(snapshot(Maybe(show: false), nil, nil).size.width == 10)
  }

  struct Item: Identifiable {
    let id: String
    let width: CGFloat
  }

  @Test func forEachOverIdentifiableKeyPathsAndRanges() {
    let items = [Item(id: "a", width: 10), Item(id: "b", width: 20)]
    let identifiable = snapshot(HStack(spacing: 0) { ForEach(items) { box($0.id, $0.width, 10) } }, nil, nil)
    expectFrame(identifiable, "b", rect(10, 0, 20, 10))
    let keyPath = snapshot(
      HStack(spacing: 0) { ForEach(["x", "y"], id: \.self) { box($0, 5, 5) } }, nil, nil)
    expectFrame(keyPath, "y", rect(5, 0, 5, 5))
    let range = snapshot(VStack(spacing: 1) { ForEach(0..<4) { i in box("r\(i)", 10, 10) } }, nil, nil)
    expectFrame(range, "r3", rect(0, 33, 10, 10))
  }

  struct Pair: Hashable {
    let first: Int
    let second: Int
    var swapped: Pair { Pair(first: second, second: first) }
  }

  /// `id: \.self` takes the element as its id; a key path to a value of the element's own type
  /// that is not `\.self` (and so not the shortcut for `\.self`) is read (Apple, ForEach
  /// `init(_:id:content:)`: "The key path to the provided data's identifier").
  @Test func forEachIdsFollowTheirKeyPath() {
    let pairs = [Pair(first: 1, second: 2)]
    #expect(ForEach(pairs, id: \.self) { _ in EmptyView() }.id(pairs[0]) == Pair(first: 1, second: 2))
    #expect(ForEach(pairs, id: \.swapped) { _ in EmptyView() }.id(pairs[0]) == Pair(first: 2, second: 1))
    #expect(ForEach(pairs, id: \.first) { _ in EmptyView() }.id(pairs[0]) == 1)
  }

  @Test func anyViewAndGroupAreTransparent() {
    let s = snapshot(
      HStack(spacing: 0) {
        AnyView(box("a", 10, 10));
        Group {
          box("b", 10, 10); box("c", 10, 10)
        }
      }, nil, nil)
    expectFrame(s, "c", rect(20, 0, 10, 10))
  }

  /// A root of several views is an implicit VStack (OpenSwiftUI's defaultImplicitRootType).
  @Test func multiViewRootIsAnImplicitVStack() {
    struct Two: View {
      var body: some View {
        box("a", 10, 10)
        box("b", 30, 10)
      }
    }
    let s = snapshot(Two(), nil, nil)
    expectFrame(s, "a", rect(10, 0, 10, 10))
    expectFrame(s, "b", rect(0, 18, 30, 10))
  }

  @Test func compositeViewsAreNamedInTheSnapshot() {
    struct Badge: View {
      var body: some View { Text("New").padding(4) }
    }
    let s = snapshot(Badge(), nil, nil)
    #expect(s.nodes.first?.owners == ["Badge"])
    #expect(s.paths == ["padding", "padding/Text"])
  }

  @Test func tupleViewBuiltByHand() {
    let s = snapshot(HStack(spacing: 0) { TupleView((box("a", 10, 10), box("b", 10, 10))) }, nil, nil)
    expectFrame(s, "b", rect(10, 0, 10, 10))
  }

  @Test func environmentValuesFlowDown() {
    struct Key: EnvironmentKey { static let defaultValue = 1 }
    var values = EnvironmentValues()
    #expect(values[Key.self] == 1)
    values[Key.self] = 5
    #expect(values[Key.self] == 5)
    values.lineLimit = 0
    #expect(values.lineLimit == 1)
  }
}
