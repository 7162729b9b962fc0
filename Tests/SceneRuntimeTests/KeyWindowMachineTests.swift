import Testing

@testable import SceneRuntime

/// One key window: activating a window makes it key; closing the key window gives the key to
/// the window active before it (AppKit's and UIKit's key window).
@Suite("Key window")
struct KeyWindowMachineTests {
  let one = WindowID(1)
  let two = WindowID(2)
  let three = WindowID(3)

  /// SceneSim's model: windows are kept in tables by their numbers, hashed by `StructureHash`
  /// (numbers that share their low bits fall in buckets apart).
  @Test func windowsAreFoundByTheirNumbers() {
    let windows = stride(from: 1, through: 64 * 200, by: 64).map(WindowID.init)
    let table = Dictionary(uniqueKeysWithValues: windows.map { ($0, $0.number) })
    #expect(windows.allSatisfy { table[$0] == $0.number })
    #expect(table[WindowID(2)] == nil)
    let buckets = Set(windows.map { $0._rawHashValue(seed: 0) & 63 })
    #expect(buckets.count >= 56, "200 windows fell in \(buckets.count) of 64 buckets")
    #expect(WindowID(7).hashValue == WindowID(7).hashValue && WindowID(7) != WindowID(8))
  }

  @Test func openingAndActivatingMakeKey() {
    var focus = KeyWindow.Machine()
    #expect(focus.key == nil)
    #expect(focus.open(one) == .keyChanged(from: nil, to: one))
    #expect(focus.open(two) == .keyChanged(from: one, to: two))
    #expect(focus.open(two) == .refuse(.alreadyOpen(two)))
    #expect(focus.activate(one) == .keyChanged(from: two, to: one))
    #expect(focus.activate(one) == .none)
    #expect(focus.activate(three) == .refuse(.unknownWindow(three)))
    #expect(focus.key == one)
  }

  @Test func closingTheKeyWindowGivesTheKeyToTheOneBefore() {
    var focus = KeyWindow.Machine()
    for id in [one, two, three] { _ = focus.open(id) }
    _ = focus.activate(one)
    // Order of activity: two, three, one.
    #expect(focus.close(two) == .none)
    #expect(focus.close(one) == .keyChanged(from: one, to: three))
    #expect(focus.close(three) == .keyChanged(from: three, to: nil))
    #expect(focus.close(three) == .refuse(.unknownWindow(three)))
    #expect(KeyWindow.Machine.Refusal.unknownWindow(three).description == "window 3 is not open")
  }

  /// A window whose scene goes to the background gives up the key to the one active before it;
  /// a window alone keeps it (SceneSim's choice: a backgrounded scene's window cannot take key
  /// presses while another is on screen).
  @Test func aWindowSentToTheBackgroundGivesUpTheKey() {
    var focus = KeyWindow.Machine()
    _ = focus.open(one)
    #expect(focus.resign(one) == .none)
    _ = focus.open(two)
    _ = focus.open(three)
    #expect(focus.resign(three) == .keyChanged(from: three, to: two))
    #expect(focus.resign(one) == .none)
    #expect(focus.key == two)
  }

  /// Over every sequence of requests on three windows (up to four long): at most one key
  /// window, always an open one, and the key changes only when an action says so.
  @Test func theKeyIsAlwaysAnOpenWindowAndEveryChangeIsReported() {
    enum Request: CaseIterable {
      case open, activate, resign, close
    }
    let ids = [one, two, three]
    var sequences: [[(Request, WindowID)]] = [[]]
    for _ in 0..<4 {
      sequences = sequences.flatMap { s in Request.allCases.flatMap { r in ids.map { s + [(r, $0)] } } }
    }
    for sequence in sequences {
      var focus = KeyWindow.Machine()
      for (request, id) in sequence {
        let before = focus.key
        let action: KeyWindow.Machine.Action
        switch request {
        case .open: action = focus.open(id)
        case .activate: action = focus.activate(id)
        case .resign: action = focus.resign(id)
        case .close: action = focus.close(id)
        }
        if case .keyChanged(let from, let to) = action {
          #expect(from == before && to == focus.key && from != to)
        } else {
          #expect(focus.key == before)
        }
        #expect(focus.key == nil || focus.windows.contains(focus.key!))
        #expect(Set(focus.windows).count == focus.windows.count)
      }
    }
  }
}
