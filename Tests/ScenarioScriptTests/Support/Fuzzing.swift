import PropertyTesting
import Testing

/// Runs `property` over `examples` texts of `gen` with `Property.run`: `property` gives what is
/// wrong with a text, or nil. A failing text is shrunk, and the runner's report (the run seed,
/// the shrunk text and the example seed that replays it) is recorded as an issue. A run stopped
/// by its time limit after some examples, or with a slow example, is no failure (`isSuccess`).
///
/// The run seed is `seed` unless `SCENESIM_SEED` is set (`Configuration.defaultSeed`);
/// `SCENESIM_EXAMPLE_SEED` replays one example. The fuzz tests draw from the project's specified
/// generator, so a printed seed reproduces a failure on any toolchain. Returns how many examples
/// ran.
@discardableResult
func fuzz(
  named name: String, _ gen: Gen<String>, seed: UInt64, examples: Int,
  sourceLocation: Testing.SourceLocation = #_sourceLocation, _ property: @escaping (String) -> String?
) async -> Int {
  let configuration = Property.Configuration(
    defaultSeed: seed, examples: examples, timeLimit: .seconds(1_800))
  let result = await Property.run(
    named: name, gen, configuration: configuration, describe: { "\n--- input ---\n\($0)\n--- end ---" }
  ) { text in
    if let problem = property(text) { throw Property.Violation(problem) }
    return true
  }
  if !result.isSuccess {
    Issue.record(Comment(rawValue: result.description), sourceLocation: sourceLocation)
  }
  return result.examplesRun
}
