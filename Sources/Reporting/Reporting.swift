// Timeline renderers: terminal, JSON lines, JUnit XML and wireframes.
