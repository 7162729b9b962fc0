import Foundation
import LayoutEngine
import Testing

@testable import SceneRuntime

/// Opening a window evaluates each custom view's body once: the scene connects inactive, where
/// the views are made, then goes active, which reaches only the views that read the phase
/// (SwiftUI re-runs a body when an environment value it reads changes; a view that does not read
/// `scenePhase` is not updated by it).
@Suite struct WindowOpeningTests {
  struct Row: View {
    let index: Int
    var body: some View {
      HStack {
        Text("Row \(index)"); Spacer()
      }
    }
  }

  struct PhaseBadge: View {
    @Environment(\.scenePhase) var phase
    var body: some View { Text(phase == .active ? "active" : "waiting") }
  }

  @Test func eachBodyEvaluatesOnceWhenAWindowOpens() async {
    let simulator = Simulator(device: .iPadPro11)
    _ = await simulator.open {
      AnyView(
        VStack {
          ForEach(0..<3, id: \.self) { Row(index: $0) }; PhaseBadge()
        })
    }
    var evaluations: [String] = []
    for event in await simulator.timeline {
      if case .relayout(let relayout) = event.kind { evaluations += relayout.evaluations.map(\.description) }
    }
    // Made once, when the window's views are made (before its first relayout); only the view
    // that reads the phase evaluates again as the scene goes active.
    #expect(!evaluations.contains { $0.hasPrefix("Row") }, "\(evaluations)")
    #expect(evaluations.contains("PhaseBadge (environment)"), "\(evaluations)")
  }

  /// A script's step names a window by number or as the key one (else the one opened last), and
  /// gets its frame in the same call.
  @Test func aWindowIsFoundByNumberOrAsTheKeyOne() async throws {
    let simulator = Simulator(device: .iPadPro11)
    #expect(await simulator.window(numbered: nil) == nil)
    let first = await simulator.open(frame: CGRect(x: 0, y: 0, width: 600, height: 500)) {
      AnyView(Color.red)
    }
    let second = await simulator.open(frame: CGRect(x: 10, y: 10, width: 700, height: 500)) {
      AnyView(Color.blue)
    }
    #expect(await simulator.window(numbered: nil)?.id == second)
    #expect(
      await simulator.window(numbered: first.number)?.frame == CGRect(x: 0, y: 0, width: 600, height: 500))
    #expect(await simulator.window(numbered: 9) == nil)
    let failure = await simulator.schedule(
      .resize(WindowID(9), to: CGSize(width: 1, height: 1)), runningUntil: .zero)
    #expect(failure == nil, "a request for a window that is not open is refused when carried out")
    await simulator.schedule(
      .resize(second, to: CGSize(width: 500, height: 400)), runningUntil: await simulator.now)
    #expect(await simulator.window(numbered: nil)?.frame.size == CGSize(width: 500, height: 400))
  }
}
