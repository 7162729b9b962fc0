import Foundation
import LayoutEngine
import SceneRuntime

/// An app a script can name with `app NAME`: one of the gallery's, or one of your own that your
/// command-line tool, tests or stress runs register.
///
/// ```swift
/// let apps = [ScenarioApp("recipes", RecipesApp.self, summary: "three columns of recipes")]
/// let runner = ScenarioRunner(apps: apps)
/// ```
public struct ScenarioApp: Sendable {
  /// The name scripts use.
  public var name: String
  /// What it shows, in a line (`scenesim list` prints it).
  public var summary: String
  /// Whether it breaks the guideline on purpose: a stress run or a round trip must catch it
  /// where its fault can show, and passing is the failure.
  public var isAntiPattern: Bool
  /// The kinds of device where an anti-pattern's fault can show.
  public var faultShowsOn: Set<Device.Idiom>
  /// Makes a simulator of the app on a device held one way (not launched yet).
  public var make: @Sendable (Device, Device.Orientation) -> Simulator

  public init(
    _ name: String, summary: String = "", isAntiPattern: Bool = false,
    faultShowsOn: Set<Device.Idiom> = [.phone, .pad, .mac],
    make: @escaping @Sendable (Device, Device.Orientation) -> Simulator
  ) {
    self.name = name
    self.summary = summary
    self.isAntiPattern = isAntiPattern
    self.faultShowsOn = faultShowsOn
    self.make = make
  }

  /// An app registered by its type.
  ///
  /// ```swift
  /// ScenarioApp("notes", NotesApp.self)
  /// ScenarioApp("notes-sticky", StickyNotesApp.self, isAntiPattern: true, faultShowsOn: [.pad])
  /// ```
  public init<A: App>(
    _ name: String, _ app: A.Type, summary: String = "", isAntiPattern: Bool = false,
    faultShowsOn: Set<Device.Idiom> = [.phone, .pad, .mac]
  ) {
    self.init(name, summary: summary, isAntiPattern: isAntiPattern, faultShowsOn: faultShowsOn) {
      Simulator(A.self, device: $0, orientation: $1)
    }
  }

  /// Whether a run on a device of `idiom` must catch the app: it is an anti-pattern whose
  /// fault can show there (not catching one whose fault cannot show is no failure).
  ///
  /// ```swift
  /// ScenarioApp("sticky", StickyApp.self, isAntiPattern: true, faultShowsOn: [.pad]).mustBeCaught(on: .mac)   // false
  /// ```
  public func mustBeCaught(on idiom: Device.Idiom) -> Bool { isAntiPattern && faultShowsOn.contains(idiom) }
}
