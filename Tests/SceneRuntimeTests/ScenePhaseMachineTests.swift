import LayoutEngine
import Testing

@testable import SceneRuntime

/// The scene-phase machine: UIKit's scene life cycle ("Managing your app's life cycle": a scene
/// connects, moves between foreground inactive, foreground active and background, the
/// foreground-inactive state standing between active and background, and is disconnected from
/// the background).
@Suite("Scene phases")
struct ScenePhaseMachineTests {
  typealias Step = ScenePhase.Machine.Step

  @Test func connectingGoesThroughInactive() {
    var machine = ScenePhase.Machine()
    #expect(machine.phase == nil)
    #expect(
      machine.connect(to: .active)
        == .transition([Step(from: nil, to: .inactive), Step(from: .inactive, to: .active)]))
    #expect(machine.phase == .active)
    #expect(machine.connect() == .refuse(.alreadyConnected))
    var background = ScenePhase.Machine()
    #expect(background.connect(to: .background) == .transition([Step(from: nil, to: .background)]))
  }

  @Test func activeAndBackgroundAreOneInactiveApart() {
    var machine = ScenePhase.Machine()
    _ = machine.connect(to: .active)
    #expect(
      machine.request(.background)
        == .transition([Step(from: .active, to: .inactive), Step(from: .inactive, to: .background)]))
    #expect(machine.request(.background) == .none)
    #expect(
      machine.request(.active)
        == .transition([Step(from: .background, to: .inactive), Step(from: .inactive, to: .active)]))
    #expect(machine.request(.inactive) == .transition([Step(from: .active, to: .inactive)]))
    #expect(machine.phase == .inactive)
  }

  /// What the runtime applies: a transition's steps, none for nothing to do or a refusal.
  @Test func anActionsSteps() {
    var machine = ScenePhase.Machine()
    #expect(
      machine.connect(to: .active).steps == [
        Step(from: nil, to: .inactive), Step(from: .inactive, to: .active),
      ])
    #expect(machine.request(.active).steps == [])
    #expect(machine.connect().steps == [])
  }

  @Test func disconnectingGoesThroughTheBackground() {
    var machine = ScenePhase.Machine()
    _ = machine.connect(to: .active)
    #expect(
      machine.disconnect()
        == .transition([
          Step(from: .active, to: .inactive), Step(from: .inactive, to: .background),
          Step(from: .background, to: nil),
        ]))
    #expect(machine.phase == nil)
    #expect(machine.request(.active) == .refuse(.notConnected))
    #expect(machine.disconnect() == .refuse(.notConnected))
    #expect(ScenePhase.Machine.Refusal.notConnected.description == "the scene is not connected")
  }

  /// Every sequence of requests moves only along legal transitions, each step starting where the
  /// last ended (all requests over three phases, up to four long).
  @Test func everyPathIsLegal() {
    let requests: [ScenePhase?] = [.active, .inactive, .background, nil]
    func legal(_ step: Step) -> Bool {
      switch (step.from, step.to) {
      case (nil, .inactive), (nil, .background), (.background, nil): true
      case (.active, .inactive), (.inactive, .active), (.inactive, .background), (.background, .inactive):
        true
      default: false
      }
    }
    var sequences: [[ScenePhase?]] = [[]]
    for _ in 0..<4 { sequences = sequences.flatMap { s in requests.map { s + [$0] } } }
    for sequence in sequences {
      var machine = ScenePhase.Machine()
      var at: ScenePhase? = nil
      for request in sequence {
        let action: ScenePhase.Machine.Action
        switch (request, machine.phase) {
        case (nil, _): action = machine.disconnect()
        case (let target?, nil): action = machine.connect(to: target)
        case (let target?, _): action = machine.request(target)
        }
        guard case .transition(let steps) = action else { continue }
        for step in steps {
          #expect(step.from == at && legal(step), "\(sequence): \(step)")
          at = step.to
        }
        #expect(at == machine.phase, "\(sequence)")
      }
    }
  }

  /// The app's phase: active if any scene is, background if all are, else inactive (Apple,
  /// ScenePhase: "the app's phase ... active if any scene is active").
  @Test func appPhaseFromItsScenes() {
    #expect(ScenePhase.ofApp(scenes: [.background, .active]) == .active)
    #expect(ScenePhase.ofApp(scenes: [.background, .inactive]) == .inactive)
    #expect(ScenePhase.ofApp(scenes: [.background, .background]) == .background)
    // With no scene connected Apple says nothing; SceneSim's choice is background.
    #expect(ScenePhase.ofApp(scenes: []) == .background)
  }
}
