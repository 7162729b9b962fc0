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
}
