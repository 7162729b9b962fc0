// Property-based testing: seeded generation, shrinking and replayable counterexamples.
