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

  /// The legal steps: a scene connects into inactive or background, never straight into active;
  /// active and background are one inactive apart; it disconnects from the background only
  /// (Apple, "Managing your app's life cycle": the state transitions of a scene-based app's
  /// diagram, unattached → foreground inactive or background, foreground active ↔ foreground
  /// inactive ↔ background → suspended/unattached).
  @Test func legalStepsAreUIKitsTransitions() {
    #expect(Step(from: nil, to: .inactive).isLegal && Step(from: nil, to: .background).isLegal)
    #expect(Step(from: .inactive, to: .active).isLegal && Step(from: .active, to: .inactive).isLegal)
    #expect(Step(from: .inactive, to: .background).isLegal && Step(from: .background, to: .inactive).isLegal)
    #expect(Step(from: .background, to: nil).isLegal)
    #expect(!Step(from: nil, to: .active).isLegal && !Step(from: nil, to: nil).isLegal)
    #expect(!Step(from: .active, to: .background).isLegal && !Step(from: .background, to: .active).isLegal)
    #expect(!Step(from: .active, to: nil).isLegal && !Step(from: .inactive, to: nil).isLegal)
    #expect(!Step(from: .active, to: .active).isLegal)
    // A step goes somewhere: staying is no transition (all 16 pairs are pinned here).
    #expect(
      !Step(from: .inactive, to: .inactive).isLegal && !Step(from: .background, to: .background).isLegal)
  }

  /// Every sequence of requests moves only along legal transitions, each step starting where the
  /// last ended (all requests over three phases, up to four long).
  @Test func everyPathIsLegal() {
    let requests: [ScenePhase?] = [.active, .inactive, .background, nil]
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
          #expect(step.from == at && step.isLegal, "\(sequence): \(step)")
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
