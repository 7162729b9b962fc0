// `import SceneSimTesting` gives SceneSim too (ScenarioApp, devices, the engine).
@_exported import SceneSim
