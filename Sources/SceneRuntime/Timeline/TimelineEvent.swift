import Foundation
import LayoutEngine

/// One thing that happened in a simulation, at a virtual time, in a window (or the app): a value
/// that observers receive as it happens (`Simulator.setEventHandler(_:)`) and that the timeline
/// keeps. Reporting's recorders turn events into text, JSON lines and reports.
///
/// ```swift
/// for event in await simulator.timeline {
///   if case .windowResized(_, let applied, _, _) = event.kind { print(event.time, applied) }
/// }
/// ```
public struct TimelineEvent: Equatable, Sendable {
  /// When it happened.
  public var time: VirtualTime
  /// The window it happened in; nil for the app.
  public var window: WindowID?
  /// What happened.
  public var kind: Kind

  public init(time: VirtualTime, window: WindowID?, kind: Kind) {
    self.time = time
    self.window = window
    self.kind = kind
  }

  /// What can happen.
  public enum Kind: Equatable, Sendable {
    /// A window opened, of a scene (by its title; nil for a window opened with its content),
    /// with this frame and these size classes.
    case windowOpened(scene: String?, frame: CGRect, sizeClasses: SizeClassPair)
    /// A window closed.
    case windowClosed
    /// A window moved to this frame (its size unchanged; kept on the screen).
    case windowMoved(requested: CGPoint, applied: CGRect)
    /// The Dynamic Type size changed (for the whole app, as the system setting does).
    case dynamicTypeChanged(from: DynamicTypeSize, to: DynamicTypeSize)
    /// The appearance changed (for the whole app, as the system setting does).
    case colorSchemeChanged(from: ColorScheme, to: ColorScheme)
    /// The reading direction changed (for the whole app, as the system language does).
    case layoutDirectionChanged(from: LayoutDirection, to: LayoutDirection)
    /// A window was resized: the frame asked for, the frame it got, the anchor kept fixed, and
    /// what limited it.
    case windowResized(requested: CGRect, applied: CGRect, anchor: UnitPoint, limits: [WindowResize.Limit])
    /// A window's size classes changed.
    case sizeClassesChanged(
      from: SizeClassPair, to: SizeClassPair)
    /// A scene's phase moved one step (nil: not connected).
    case scenePhaseChanged(from: ScenePhase?, to: ScenePhase?)
    /// The app's phase changed.
    case appPhaseChanged(from: ScenePhase, to: ScenePhase)
    /// The key window changed (nil: none).
    case keyWindowChanged(from: WindowID?, to: WindowID?)
    /// A request was refused, with the reason.
    case refused(request: String, reason: String)
    /// The columns the window's split views show changed (one entry per split view, in tree
    /// order).
    case columnsChanged(from: [NavigationSplitViewColumns], to: [NavigationSplitViewColumns])
    /// The views with ids that a stack or grid lays out over each other changed (content spilling
    /// over a sibling; `LayoutSnapshot.overlaps()`): the pairs now, empty when none are left.
    case overlapsChanged([String])
    /// A menu command or key press ran: what it was and what ran.
    case commandPerformed(input: CommandInput, performed: String)
    /// A scroll view (by its id) was scrolled to an offset.
    case scrolled(view: String, to: CGPoint)
    /// A user's action inside the window (a tap, a selection, typing, going back, a dismissal,
    /// scrolling to a row) was carried out.
    case actionPerformed(ViewAction)
    /// The paths of the window's navigation stacks changed (each a list of its screens' titles,
    /// root first; one per stack shown, in tree order).
    case navigationChanged(from: [[String]], to: [[String]])
    /// What the window presents changed (the kinds, bottom to top: `sheet`, `alert`...).
    case presentationChanged(from: [String], to: [String])
    /// A user's choice (a command that changed state, a sidebar shown or hidden) changed what the
    /// window shows: its revert checks start again from the layouts seen after it.
    case revertChecksRestarted(reason: String)
    /// The window's views were laid out again.
    case relayout(Relayout)
    /// The window returned to a size and environment it had had: did its layout come back?
    case revertCheck(RevertCheck)
  }
}
