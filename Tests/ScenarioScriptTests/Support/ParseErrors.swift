@testable import ScenarioScript

/// The errors of parsing `text` as the script `a.scenario`, as printed, or "no error".
func errors(_ text: String) -> String {
  do {
    _ = try Scenario.parse(text, file: "a.scenario")
    return "no error"
  } catch {
    return error.description
  }
}
