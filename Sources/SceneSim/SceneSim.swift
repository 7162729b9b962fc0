// The one import a SceneSim user needs, in place of `import SwiftUI`: with Foundation's types
// (`CGFloat`, `CGSize`, `CGRect`, `Date`, `URL`, `UUID`...) and Observation's `@Observable`, as
// `import SwiftUI` brings them.
@_exported import Foundation
@_exported import LayoutEngine
@_exported import Observation
@_exported import Reporting
@_exported import ScenarioScript
@_exported import SceneRuntime
