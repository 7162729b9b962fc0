import Foundation
import LayoutEngine
import PropertyTesting
import Testing

@testable import SceneRuntime

/// The simulator's table of open windows (`OpenWindows`, a sorted array searched by binary
/// search): windows opened and closed in any order are listed in the order they opened, found
/// while they are open, and refused once closed.
@Suite("Open windows")
struct OpenWindowsTests {
  /// Each operation opens a window (0) or closes one of those open (k: the k-th, counted round).
  @Test func windowsOpenedAndClosedInAnyOrderAreFoundWhileOpen() async throws {
    let operations = Gen.array(of: Gen.int(in: 0...6), count: 1...40)
    try await Property.check(
      named: "open windows", operations, configuration: .init(defaultSeed: 0x0BE2_1D05, examples: 60),
      describe: { "operations \($0)" }
    ) { operations in
      let simulator = Simulator(device: .iPadPro11)
      var open: [WindowID] = []
      var opened = 0
      for operation in operations {
        if operation == 0 || open.isEmpty {
          open.append(await simulator.open { AnyView(Color.red) })
          opened += 1
        } else {
          let closing = open.remove(at: operation % open.count)
          await simulator.schedule(.close(closing), runningUntil: await simulator.now)
        }
      }
      guard await simulator.openWindows == open else { return false }
      for id in (1...opened).map(WindowID.init) {
        let frame = await simulator.frame(of: id)
        guard (frame != nil) == open.contains(id) else { return false }
        // A resize reaches an open window and is refused for a closed one.
        await simulator.schedule(
          .resize(id, to: CGSize(width: 700, height: 800)), runningUntil: await simulator.now)
        let refused = await simulator.timeline.last.map {
          if case .refused = $0.kind { true } else { false }
        }
        guard refused == (frame == nil) else { return false }
      }
      return true
    }
  }
}
