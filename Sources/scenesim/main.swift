import SceneSimCommandLine
import SceneSimGallery

// scenesim: the command line of SceneSimCommandLine over the gallery's apps.
await SceneSimCommand.main(apps: Gallery.apps, toolName: "scenesim")
