// The one import a SceneSim user needs: with Foundation's geometry types (`CGFloat`, `CGSize`,
// `CGPoint`, `CGRect`) and `Date`, `URL`, `UUID`..., as `import SwiftUI` brings them.
@_exported import Foundation
@_exported import LayoutEngine
@_exported import Reporting
@_exported import ScenarioScript
@_exported import SceneRuntime
