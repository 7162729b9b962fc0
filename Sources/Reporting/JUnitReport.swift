import Foundation
import ScenarioScript

/// A JUnit XML report of scenario runs, in the shape `swift test --xunit-output` writes: one
/// `testsuite`, one `testcase` per expectation (its class the scenario's file, its name the
/// expectation and its line), a `failure` for each that did not hold. Times are virtual seconds,
/// so the report is the same on every run.
///
/// ```swift
/// let suite = JUnitReport.Suite(file: "a.scenario", outcomes: result.outcomes, seconds: 1.5)
/// try AtomicFile.write(JUnitReport.xml([suite]), to: "report.xml")
/// ```
public enum JUnitReport {
  /// One scenario's expectations.
  public struct Suite: Sendable {
    public var file: String
    public var outcomes: [ExpectationOutcome]
    /// Virtual seconds the scenario took.
    public var seconds: Double

    public init(file: String, outcomes: [ExpectationOutcome], seconds: Double) {
      self.file = file
      self.outcomes = outcomes
      self.seconds = seconds
    }
  }

  /// The XML document.
  public static func xml(_ suites: [Suite]) -> String {
    let tests = suites.reduce(0) { $0 + $1.outcomes.count }
    let failures = suites.reduce(0) { $0 + $1.outcomes.failureCount }
    let time = suites.reduce(0) { $0 + $1.seconds }
    var lines = [
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
      "<testsuites>",
      "  <testsuite name=\"TestResults\" errors=\"0\" tests=\"\(tests)\" failures=\"\(failures)\" skipped=\"0\" time=\"\(seconds(time))\">",
    ]
    for suite in suites {
      let each = suite.outcomes.isEmpty ? 0 : suite.seconds / Double(suite.outcomes.count)
      for outcome in suite.outcomes {
        let name = outcome.source.map { "\(outcome.text) (\($0))" } ?? outcome.text
        let open =
          "    <testcase classname=\"\(escape(suite.file))\" name=\"\(escape(name))\" time=\"\(seconds(each))\""
        if outcome.passed {
          lines.append(open + " />")
        } else {
          lines.append(open + " >")
          let message = outcome.difference ?? "expectation failed"
          lines.append("      <failure message=\"\(escape(message))\" />")
          lines.append("    </testcase>")
        }
      }
    }
    lines += ["  </testsuite>", "</testsuites>", ""]
    return lines.joined(separator: "\n")
  }

  private static func seconds(_ value: Double) -> String { String(format: "%.3f", value) }

  /// Text escaped for an XML attribute or element (control characters other than tab and newline
  /// dropped: XML 1.0 cannot carry them); the SVG pictures use it too.
  static func escape(_ text: String) -> String {
    var output = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": output += "&amp;"
      case "<": output += "&lt;"
      case ">": output += "&gt;"
      case "\"": output += "&quot;"
      case "\n": output += "&#10;"
      case "\t": output += "&#9;"
      case _ where scalar.value < 0x20: continue
      default: output.unicodeScalars.append(scalar)
      }
    }
    return output
  }
}

/// The JUnit recorder: it keeps each script's expectations and, when the run finishes, gives the
/// whole `JUnitReport` document (written to a file, whole or not at all).
///
/// ```swift
/// var junit = JUnitRecorder()
/// _ = junit.record(.scenarioFinished(file: "a.scenario", outcomes: outcomes, duration: .zero))
/// let xml = junit.record(.runFinished(passed: 1, scripts: 1))
/// ```
public struct JUnitRecorder: ReportRecorder {
  private var suites: [JUnitReport.Suite] = []

  public init() {}

  public mutating func record(_ event: ReportEvent) -> String? {
    switch event {
    case .runStarted, .scenarioStarted, .event:
      return nil
    case .scenarioFinished(let file, let outcomes, let duration):
      suites.append(
        JUnitReport.Suite(file: file, outcomes: outcomes, seconds: Double(duration.milliseconds) / 1000))
      return nil
    case .runFinished:
      return JUnitReport.xml(suites)
    }
  }
}
