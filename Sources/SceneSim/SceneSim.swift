// The one import a SceneSim user needs.
@_exported import LayoutEngine
@_exported import Reporting
@_exported import ScenarioScript
@_exported import SceneRuntime
