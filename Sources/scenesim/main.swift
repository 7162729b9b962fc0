import Foundation
import SceneSimCommandLine

// scenesim: the command line of SceneSimCommandLine, with the process's arguments and output.
exit(await SceneSimCommand.main(Array(CommandLine.arguments.dropFirst())).rawValue)
