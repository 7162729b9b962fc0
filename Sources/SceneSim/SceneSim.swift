// The one import a SceneSim user needs.
@_exported import LayoutEngine
@_exported import SceneRuntime
