import Foundation
import LayoutEngine
import ScenarioScript
import SceneRuntime

/// The short scenarios a `StressCheck` saw keep every property, with the events of their run:
/// a scenario generated again runs once and is compared with that run (`deterministic`), where
/// it would run twice and be observed after every step. Generation repeats short scenarios
/// often (an example of no steps is the same every time; of 1,000 examples of an app, about
/// 200 repeat an earlier one). At most `limit` scenarios, emptied when full.
struct PassedScenarios: Sendable {
  /// The most scenarios kept.
  static let limit = 1_024
  /// The most steps of a scenario kept: longer ones seldom repeat.
  static let maximumSteps = 3

  /// A scenario as what its script says (title, subject, device, steps and the lines they were
  /// written as) and its file's name: the script is not written out for each example.
  struct Key: Hashable {
    let file: String
    let title: String
    /// "app" and its name, or "view" and the view block's lines.
    let subject: [String]
    let device: Device
    let orientation: Device.Orientation
    let steps: [Scenario.Action]
    /// The steps' lines as written, for parsed steps: an expectation's event quotes its line.
    let written: [String?]

    /// Nil for a scenario of more than `maximumSteps` steps.
    init?(_ scenario: Scenario) {
      guard scenario.steps.count <= PassedScenarios.maximumSteps else { return nil }
      file = scenario.file
      title = scenario.title
      switch scenario.subject {
      case .app(let name): subject = ["app", name]
      case .view: subject = ["view"] + scenario.viewSource
      }
      device = scenario.device
      orientation = scenario.orientation
      steps = scenario.steps.map(\.action)
      written = scenario.steps.map(\.written)
    }
  }

  private let kept = BoundedCache<Key, [ScenarioEvent]>(limit: PassedScenarios.limit)

  /// The events of the run of a scenario that kept every property, if it is kept.
  func events(for key: Key) -> [ScenarioEvent]? { kept.value(for: key) }

  func keep(_ events: [ScenarioEvent], for key: Key) { kept.keep(events, for: key) }
}
