// `import SceneSimCommandLine` gives SceneSim too (ScenarioApp, devices, the engine).
@_exported import SceneSim
