import Foundation
import LayoutEngine
import ScenarioScript
import SceneRuntime

/// The timeline as JSON lines: one object per event, each carrying the format's version, so that
/// a machine reading `scenesim run --json` can rely on its shape (docs/timeline-events.schema.json).
///
/// ```swift
/// for event in result.events { print(TimelineJSON.line(event, file: result.file)) }
/// // {"version":2,"file":"a.scenario","time":0.5,"window":1,"event":"windowResized","requested":{...},...}
/// ```
public enum TimelineJSON {
  /// The version of the shape; a change to an existing field's meaning raises it.
  public static let version = 2

  /// One simulation event as one line of JSON.
  public static func line(_ event: TimelineEvent, file: String? = nil) -> String {
    line(ScenarioEvent(event), file: file)
  }

  /// One event as one line of JSON.
  public static func line(_ event: ScenarioEvent, file: String? = nil) -> String {
    var members: [(String, JSONValue)] = [("version", .number(Double(version)))]
    if let file { members.append(("file", .string(file))) }
    members.append(("time", .number(Double(event.time.milliseconds) / 1000)))
    members.append(("window", window(event.window)))
    members += fields(event.kind)
    return JSONValue.object(members).text
  }

  static func rect(_ rect: CGRect) -> JSONValue {
    .object([
      ("x", .number(rect.minX)), ("y", .number(rect.minY)), ("width", .number(rect.width)),
      ("height", .number(rect.height)),
    ])
  }

  static func point(x: CGFloat, y: CGFloat) -> JSONValue { .object([("x", .number(x)), ("y", .number(y))]) }

  /// A window's number, or null.
  static func window(_ window: WindowID?) -> JSONValue { window.map { .number(Double($0.number)) } ?? .null }

  static func size(_ size: CGSize) -> JSONValue {
    .object([("width", .number(size.width)), ("height", .number(size.height))])
  }

  static func text<T>(_ value: T?) -> JSONValue { value.map { .string("\($0)") } ?? .null }

  static func sizeClasses(_ pair: SizeClassPair) -> JSONValue {
    .object([("horizontal", text(pair.horizontal)), ("vertical", text(pair.vertical))])
  }

  /// An event that changed a value: its name, the value before and after.
  static func change(_ event: String, _ from: JSONValue, _ to: JSONValue) -> [(String, JSONValue)] {
    [("event", .string(event)), ("from", from), ("to", to)]
  }

  /// The event's name and fields.
  static func fields(_ kind: ScenarioEvent.Kind) -> [(String, JSONValue)] {
    switch kind {
    case .expectation(let outcome):
      return [
        ("event", "expectation"), ("expectation", .string(outcome.text)), ("source", text(outcome.source)),
        ("passed", .bool(outcome.passed)), ("difference", text(outcome.difference)),
      ]
    case .checkpoint(let name):
      return [("event", "checkpoint"), ("name", .string(name))]
    case .simulation(let kind):
      return fields(kind)
    }
  }

  /// A simulation event's name and fields.
  static func fields(_ kind: TimelineEvent.Kind) -> [(String, JSONValue)] {
    switch kind {
    case .windowOpened(let scene, let frame, let classes):
      return [
        ("event", "windowOpened"), ("scene", text(scene)), ("frame", rect(frame)),
        ("sizeClasses", sizeClasses(classes)),
      ]
    case .windowClosed:
      return [("event", "windowClosed")]
    case .windowMoved(let requested, let applied):
      return [
        ("event", "windowMoved"),
        ("requested", point(x: requested.x, y: requested.y)),
        ("applied", rect(applied)),
      ]
    case .windowResized(let requested, let applied, let anchor, let limits):
      return [
        ("event", "windowResized"), ("requested", rect(requested)), ("applied", rect(applied)),
        ("anchor", point(x: anchor.x, y: anchor.y)),
        ("limits", .array(limits.map { .string($0.rawValue) })),
      ]
    case .dynamicTypeChanged(let from, let to):
      return change("dynamicTypeChanged", text(from), text(to))
    case .colorSchemeChanged(let from, let to):
      return change("colorSchemeChanged", text(from), text(to))
    case .layoutDirectionChanged(let from, let to):
      return change("layoutDirectionChanged", text(from), text(to))
    case .sizeClassesChanged(let from, let to):
      return change("sizeClassesChanged", sizeClasses(from), sizeClasses(to))
    case .scenePhaseChanged(let from, let to):
      return change("scenePhaseChanged", text(from), text(to))
    case .appPhaseChanged(let from, let to):
      return change("appPhaseChanged", text(from), text(to))
    case .keyWindowChanged(let from, let to):
      return change("keyWindowChanged", window(from), window(to))
    case .refused(let request, let reason):
      return [("event", "refused"), ("request", .string(request)), ("reason", .string(reason))]
    case .columnsChanged(let from, let to):
      return change(
        "columnsChanged", .array(from.map { .string($0.description) }),
        .array(to.map { .string($0.description) }))
    case .overlapsChanged(let pairs):
      return [("event", "overlapsChanged"), ("overlaps", .array(pairs.map { .string($0) }))]
    case .commandPerformed(let input, let performed):
      return [
        ("event", "commandPerformed"), ("input", .string(input.description)),
        ("performed", .string(performed)),
      ]
    case .scrolled(let view, let offset):
      return [
        ("event", "scrolled"), ("view", .string(view)),
        ("offset", point(x: offset.x, y: offset.y)),
      ]
    case .actionPerformed(let action):
      return [("event", "actionPerformed"), ("action", .string(action.description))]
    case .navigationChanged(let from, let to):
      func paths(_ paths: [[String]]) -> JSONValue { .array(paths.map { .array($0.map { .string($0) }) }) }
      return change("navigationChanged", paths(from), paths(to))
    case .presentationChanged(let from, let to):
      return change("presentationChanged", .array(from.map { .string($0) }), .array(to.map { .string($0) }))
    case .revertChecksRestarted(let reason):
      return [("event", "revertChecksRestarted"), ("reason", .string(reason))]
    case .relayout(let relayout):
      return [
        ("event", "relayout"), ("cause", .string(relayout.cause.rawValue)),
        ("changed", .bool(relayout.changed)),
        ("computedSizes", .number(Double(relayout.computedSizes))),
        (
          "evaluations",
          .array(
            relayout.evaluations.map {
              .object([
                ("view", .string(EventText.shortTypeName($0.view))), ("reason", .string($0.reason.rawValue)),
              ])
            })
        ),
        ("viewThatFitsChoices", .array(relayout.viewThatFitsChoices.map { .number(Double($0)) })),
        ("issues", .array(relayout.issues.map { .string($0.description) })),
        (
          "callbacks",
          .array(
            relayout.callbacks.map {
              .object([
                ("modifier", .string($0.modifier)), ("valueType", .string($0.valueType)),
                ("old", .string($0.old)),
                ("new", .string($0.new)),
              ])
            })
        ),
      ]
    case .revertCheck(let check):
      return [
        ("event", "revertCheck"), ("size", size(check.size)), ("passed", .bool(check.passed)),
        (
          "environment",
          .object([
            ("scenePhase", text(check.scenePhase)), ("dynamicTypeSize", text(check.settings.dynamicTypeSize)),
            ("colorScheme", text(check.settings.colorScheme)),
            ("layoutDirection", text(check.settings.layoutDirection)),
          ])
        ),
        ("difference", text(check.differenceDescription)),
        (
          "stuckState",
          .array(
            check.stuckState.map {
              .object([
                ("view", .string($0.view)), ("property", .string($0.property)), ("old", text($0.old)),
                ("new", text($0.new)),
              ])
            })
        ),
      ]
    }
  }
}

extension TimelineJSON {
  /// The last line of a script's JSON output: whether it passed, and how many expectations held.
  ///
  /// ```swift
  /// TimelineJSON.summary(file: "a.scenario", duration: VirtualTime(milliseconds: 500), outcomes: outcomes)
  /// // {"version":2,"file":"a.scenario","time":0.5,"window":null,"event":"scenarioFinished","passed":true,...}
  /// ```
  public static func summary(file: String, duration: VirtualTime, outcomes: [ExpectationOutcome]) -> String {
    let failures = outcomes.failureCount
    return JSONValue.object([
      ("version", .number(Double(version))), ("file", .string(file)),
      ("time", .number(Double(duration.milliseconds) / 1000)), ("window", .null),
      ("event", "scenarioFinished"), ("passed", .bool(failures == 0)),
      ("expectations", .number(Double(outcomes.count))), ("failures", .number(Double(failures))),
    ]).text
  }
}
