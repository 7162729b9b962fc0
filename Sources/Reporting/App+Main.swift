import Foundation
import SceneRuntime

extension App {
  /// Runs the app in SceneSim when it is a program's entry point (`@main`): launches it on an
  /// iPad Pro 11" in landscape and prints the timeline, so that an app written for SwiftUI with
  /// `@main` compiles and runs unchanged. Scripts and `scenesim stress` do more with it.
  ///
  /// ```swift
  /// @main struct NotesApp: App { var body: some Scene { WindowGroup { NotesView() } } }
  /// // $ swift run notes
  /// // 0.000s  window 1  opened 'NotesApp' at (0, 0, 1194×834), size classes regular×regular
  /// ```
  public static func main() async {
    let simulator = Simulator(Self.self, device: .iPadPro11)
    await simulator.launch()
    for line in TimelineText(style: TerminalStyle(color: false)).lines(await simulator.timeline) {
      print(line)
    }
  }
}
