import Foundation
import LayoutEngine
import SceneRuntime

/// A parsed scenario script: what to run, on which device, and the steps and expectations in
/// order.
///
/// ```swift
/// let scenario = try Scenario.parse(text, file: "Scenarios/mail.scenario")
/// let result = await ScenarioRunner(apps: myApps).run(scenario)
/// ```
public struct Scenario: Sendable {
  /// The file it was read from, as the user named it.
  public var file: String
  /// Its title (`scenario "..."`), else the file's name without the extension.
  public var title: String
  /// What runs in its windows.
  public var subject: Subject
  /// Where the script names what it runs (for an error about an unknown app).
  public var subjectLocation: SourceLocation
  /// The line that names it.
  public var subjectLine: String
  /// How many characters of that line the name spans, from `subjectLocation` (quotes included).
  public var subjectLength: Int
  /// The device, and how it is held.
  public var device: Device
  public var orientation: Device.Orientation
  /// The steps, in order.
  public var steps: [Step]
  /// The view block's lines as written, when the subject is a view (to print the script again).
  public var viewSource: [String] = []

  /// A scenario made in code (by a generator, say) rather than parsed: its steps' places are
  /// their lines in the script `script` prints.
  ///
  /// ```swift
  /// let scenario = Scenario(app: "mail", device: .iPadPro11, actions: [.resize(.key, to: CGSize(width: 500, height: 834), anchor: nil, milliseconds: nil, framesPerSecond: 60)])
  /// ```
  public init(
    app: String, title: String? = nil, file: String = "generated.scenario", device: Device,
    orientation: Device.Orientation = .landscape, actions: [Action]
  ) {
    self.file = file
    self.title = title ?? app
    subject = .app(app)
    subjectLocation = SourceLocation(file: file, line: 2, column: 5)
    subjectLine = "app \(app)"
    subjectLength = app.count
    self.device = device
    self.orientation = orientation
    steps = []
    // Lines of the printed script: the title, the app, the device, a blank line, then the steps.
    for (index, action) in actions.enumerated() {
      steps.append(Step(location: SourceLocation(file: file, line: 5 + index, column: 1), action: action))
    }
  }

  init(
    file: String, title: String, subject: Subject, subjectLocation: SourceLocation, subjectLine: String,
    subjectLength: Int, device: Device, orientation: Device.Orientation, steps: [Step], viewSource: [String]
  ) {
    self.file = file
    self.title = title
    self.subject = subject
    self.subjectLocation = subjectLocation
    self.subjectLine = subjectLine
    self.subjectLength = subjectLength
    self.device = device
    self.orientation = orientation
    self.steps = steps
    self.viewSource = viewSource
  }

  /// What a scenario runs.
  public enum Subject: Sendable {
    /// An app the runner knows by name (a gallery app, or one the host program registered).
    case app(String)
    /// A view tree written in the script, in SwiftUI's syntax.
    case view(ViewNotation)
  }

  /// A window a step names: `window 2`, or the key window when it names none.
  public enum WindowReference: Hashable, Sendable, CustomStringConvertible {
    /// The key window (else the window opened last).
    case key
    /// The window with this number.
    case number(Int)

    /// The window's number, nil for the key window.
    var number: Int? {
      if case .number(let number) = self { number } else { nil }
    }

    public var description: String {
      switch self {
      case .key: return "the key window"
      case .number(let number): return "window \(number)"
      }
    }
  }

  /// One line of a script that does something or checks something.
  public struct Step: Sendable {
    /// Where it was written.
    public var location: SourceLocation
    /// The line as written (trimmed), for the timeline; for a step made in code, the line
    /// `script` prints for its action (made when asked: a generated scenario's lines are read
    /// only where an expectation or a refusal quotes them).
    public var text: String {
      get { written ?? Scenario.line(of: action) }
      set { written = newValue }
    }
    /// What it does.
    public var action: Action
    /// The line as written, for a parsed step (nil for one made in code).
    package private(set) var written: String?

    /// A step as written in a script.
    init(location: SourceLocation, text: String, action: Action) {
      self.location = location
      written = text
      self.action = action
    }

    /// A step made in code: its text is its action's line.
    init(location: SourceLocation, action: Action) {
      self.location = location
      self.action = action
    }
  }

  /// What a step does.
  public enum Action: Hashable, Sendable {
    /// Opens a window (of the app's scene with this id; nil: the first scene, or the view).
    case open(scene: String?)
    case close(WindowReference)
    case focus(WindowReference)
    case move(WindowReference, to: CGPoint)
    /// Resizes, from an anchor when given, over a duration (milliseconds) at a frame rate.
    case resize(WindowReference, to: CGSize, anchor: UnitPoint?, milliseconds: Int64?, framesPerSecond: Int)
    case phase(WindowReference, ScenePhase)
    case dynamicType(DynamicTypeSize)
    case colorScheme(ColorScheme)
    case layoutDirection(LayoutDirection)
    case scroll(WindowReference, view: String, to: CGPoint)
    /// Does what a user does inside the window (`tap`, `select`, `type`, `back`, `dismiss`,
    /// `scroll ... to "row"`); with `expectsRefusal` (the line ends in `refused`), the step
    /// passes only when the action is refused.
    case perform(WindowReference, ViewAction, expectsRefusal: Bool)
    /// Does one of the actions the window's views offer when the step runs
    /// (`Simulator.offeredActions(in:)`): the one at this index, wrapping around; nothing when
    /// none is offered. Stress tests draw these; `resolving(_:)` turns them into the actions
    /// that ran, so that a script replays them by id.
    case offered(WindowReference, Int)
    case menu([String])
    case press(KeyboardShortcut)
    /// Lets virtual time pass (milliseconds).
    case wait(Int64)
    /// Names the window's layout now.
    case checkpoint(WindowReference, String)
    case expect(Expectation)
  }

  /// What an `expect` step checks.
  public enum Expectation: Hashable, Sendable {
    /// The split views' columns, as the timeline prints them (`sidebar+detail`, `collapsed to
    /// sidebar`, `none`).
    case columns(WindowReference, String)
    case sizeClasses(WindowReference, SizeClassPair)
    case phase(WindowReference, ScenePhase)
    case appPhase(ScenePhase)
    /// The window's size.
    case size(WindowReference, CGSize)
    /// A view's frame in the window, within a tolerance in points.
    case frame(WindowReference, view: String, CGRect, tolerance: CGFloat)
    case present(WindowReference, view: String)
    case absent(WindowReference, view: String)
    /// The candidate a `ViewThatFits` marked with this id chose (from 0).
    case choice(WindowReference, view: String, Int)
    /// Every `ViewThatFits` choice in the window, in tree order.
    case choices(WindowReference, [Int])
    /// The key window (nil: none).
    case keyWindow(Int?)
    /// Whether the menu item at this path is enabled.
    case command([String], enabled: Bool)
    /// The window's layout equals the one named by a checkpoint.
    case checkpoint(WindowReference, String)
    /// Every revert check so far passed (and there was one).
    case revertChecksPassed
    /// Some revert check failed (an anti-pattern caught).
    case revertCheckFailed
    /// No views with ids overlap in the window.
    case noOverlaps(WindowReference)
    /// Some views with ids overlap in the window (an anti-pattern caught).
    case overlaps(WindowReference)
    /// Every view that fits in its parent is placed within it (`viewOutsideItsParent()`).
    case withinParents(WindowReference)
    /// The window's layout equals the layout of its views made afresh, at its size and in its
    /// environment (what the incremental graph must always give).
    case freshLayout(WindowReference)
    /// A navigation stack shown in the window has this path (its screens' titles, root first).
    case path(WindowReference, [String])
    /// The view with this id is in the presentation on top (nil: nothing is presented).
    case presented(WindowReference, view: String?)
    /// The control with this id has this value (`on`/`off`, a field's text, a selected option's
    /// title).
    case value(WindowReference, view: String, String)
    /// The row, tab or option with this id is selected.
    case selected(WindowReference, view: String)
  }
}

extension Scenario {
  /// This scenario with its `offered` steps replaced, in order, by the actions that ran for
  /// them (`ScenarioResult.offeredActions`); a step for which none ran is left out.
  public func resolving(_ actions: [ViewAction?]) -> Scenario {
    var copy = self
    var next = 0
    copy.steps = steps.compactMap { step in
      guard case .offered(let window, _) = step.action else { return step }
      defer { next += 1 }
      guard next < actions.count, let action = actions[next] else { return nil }
      return Step(location: step.location, action: .perform(window, action, expectsRefusal: false))
    }
    return copy
  }
}
