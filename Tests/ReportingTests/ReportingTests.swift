import Foundation
import LayoutEngine
import ScenarioScript
import Testing

@testable import Reporting
@testable import SceneRuntime

/// The renderers: what a person at a terminal and a machine reading JSON or JUnit rely on.
@Suite struct ReportingTests {
  /// no-color.org: "when present and not an empty string"; TERM=dumb terminals take no escapes;
  /// an explicit --color wins.
  @Test func colorFollowsTheTerminalAndNoColor() {
    #expect(ColorChoice.auto.usesColor(isTerminal: true, environment: [:]))
    #expect(!ColorChoice.auto.usesColor(isTerminal: false, environment: [:]))
    #expect(!ColorChoice.auto.usesColor(isTerminal: true, environment: ["NO_COLOR": "1"]))
    #expect(ColorChoice.auto.usesColor(isTerminal: true, environment: ["NO_COLOR": ""]))
    #expect(!ColorChoice.auto.usesColor(isTerminal: true, environment: ["TERM": "dumb"]))
    #expect(ColorChoice.always.usesColor(isTerminal: false, environment: ["NO_COLOR": "1"]))
    #expect(!ColorChoice.never.usesColor(isTerminal: true, environment: [:]))
    #expect(TerminalStyle(color: false).paint("✔", .green) == "✔")
    #expect(TerminalStyle(color: true).paint("✔", .green) == "\u{1B}[32m✔\u{1B}[0m")
  }

  @Test func jsonLinesAreVersionedOrderedAndEscaped() {
    let event = TimelineEvent(
      time: VirtualTime(milliseconds: 1_250), window: WindowID(2),
      kind: .windowResized(
        requested: CGRect(x: 0, y: 0, width: 700.5, height: 800),
        applied: CGRect(x: 0, y: 0, width: 700.5, height: 800),
        anchor: .topLeading, limits: []))
    #expect(
      TimelineJSON.line(event, file: "a.scenario")
        == #"{"version":2,"file":"a.scenario","time":1.25,"window":2,"event":"windowResized","requested":{"x":0,"y":0,"width":700.5,"height":800},"applied":{"x":0,"y":0,"width":700.5,"height":800},"anchor":{"x":0,"y":0},"limits":[]}"#
    )
    let refused = TimelineEvent(
      time: .zero, window: nil, kind: .refused(request: "menu \"A\"", reason: "line\nbreak\u{1}"))
    #expect(TimelineJSON.line(refused).hasSuffix(#""request":"menu \"A\"","reason":"line\nbreak\u0001"}"#))
    #expect(JSONValue.number(CGFloat.nan) == .null)
    #expect(JSONValue.number(-CGFloat.infinity).text == "null")
  }

  /// `scenesim layout --json` (version 1) writes numbers as the tree does: three decimals at most.
  @Test func snapshotJSONRoundsAsTheTextDoes() {
    let snapshot = LayoutSnapshot(
      Color.red.frame(width: 100.0 / 3, height: 20.0 / 3).id("bar"), proposal: .unspecified)
    let json = SnapshotJSON.render(snapshot, example: "bar")
    #expect(json.hasPrefix(#"{"version":1,"example":"bar","size":[33.333,6.667],"views":["#), "\(json)")
    #expect(json.contains(#""frame":[0,0,33.333,6.667]"#), "\(json)")
    #expect(snapshot.description.hasPrefix("size 33.333×6.667"))
    #expect(SnapshotJSON.number(.infinity) == .null)
  }

  /// Without colors, the terminal's line of an event is its place and its text: a revert check
  /// with its difference under it, a checkpoint of the script.
  @Test func theTerminalWritesThePlaceAndTheText() {
    let difference = LayoutDifference(
      expectedSize: CGSize(width: 100, height: 50), actualSize: CGSize(width: 100, height: 60), changes: [],
      unchangedViews: 2, expectedIssues: [], actualIssues: [])
    let check = ScenarioEvent(
      time: .zero, window: WindowID(3),
      kind: .simulation(
        .revertCheck(
          RevertCheck(
            size: CGSize(width: 100, height: 50), scenePhase: .active, settings: SystemSettings(),
            layoutDifference: difference,
            stuckState: [StateChange(view: "V", property: "wide", old: "true", new: "false")]))))
    let app = ScenarioEvent(time: .zero, window: nil, kind: .checkpoint("wide"))
    #expect(EventText.place(check.window) == "window 3")
    #expect(EventText.place(app.window) == "app")
    let lines = TimelineText(style: TerminalStyle(color: false)).lines([check, app])
    #expect(
      lines == [
        "0.000s  window 3  revert check at 100×50: FAILED",
        "                    (expected −, actual +)",
        "                    − size 100×50",
        "                    + size 100×60",
        "                    (2 views unchanged)",
        "                    state that stuck:",
        "                      V.wide: true → false",
        "0.000s  app       checkpoint 'wide'",
      ])
  }

  /// A relayout names the views it evaluated by their short type names: a generic view's
  /// arguments can run to more than a thousand characters.
  @Test func relayoutsNameViewsByShortTypeNames() {
    let relayout = Relayout(
      cause: .resized,
      evaluations: [
        Evaluation(view: "List<Never, ForEach<Array<Int>, Int, Text>>", reason: .environment),
        Evaluation(view: "Sidebar", reason: .state),
      ], computedSizes: 2, changed: true, viewThatFitsChoices: [1], issues: [])
    #expect(
      EventText(style: TerminalStyle(color: false)).text(relayout)
        == "relayout (resized): changed, 2 sizes computed, evaluated List (environment), Sidebar (state), "
        + "ViewThatFits chose [1]")
    #expect(
      TimelineJSON.line(TimelineEvent(time: .zero, window: WindowID(1), kind: .relayout(relayout))).contains(
        #""evaluations":[{"view":"List","reason":"environment"},{"view":"Sidebar","reason":"state"}]"#))
  }

  /// A diff's lines start under the event's text, however wide its time (10 s or more, colored).
  @Test func continuationLinesStartUnderTheText() {
    let outcome = ExpectationOutcome(
      text: "expect size 10x10", source: nil, passed: false, difference: "− 10×10\n+ 20×20")
    for color in [false, true] {
      let lines = TimelineText(style: TerminalStyle(color: color)).lines([
        ScenarioEvent(
          time: VirtualTime(milliseconds: 12_500), window: WindowID(1), kind: .expectation(outcome))
      ])
      #expect(lines.count == 3)
      #expect(lines.dropFirst().allSatisfy { $0.hasPrefix(String(repeating: " ", count: 19) + "  ") })
      if !color {
        #expect(lines[0] == "12.500s  window 1  ✘ expect size 10x10")
        #expect(lines[1] == "                     − 10×10")
        #expect(lines[2] == "                     + 20×20")
      }
    }
  }

  /// A window numbered past the place column is written whole, not cut.
  @Test func longWindowNumbersAreWrittenWhole() {
    let event = TimelineEvent(time: .zero, window: WindowID(12_345), kind: .windowClosed)
    let line = TimelineText(style: TerminalStyle(color: false)).lines([event])[0]
    #expect(line.hasPrefix("0.000s  window 12345 closed"), "\(line)")
  }

  /// The points, window numbers and from/to pairs of events, byte for byte.
  @Test func jsonOfPointsWindowsAndChanges() {
    let kinds: [TimelineEvent.Kind] = [
      .windowMoved(
        requested: CGPoint(x: 10.5, y: -3), applied: CGRect(x: 10.5, y: 0, width: 400, height: 300)),
      .windowResized(
        requested: CGRect(x: 0, y: 0, width: 1, height: 2), applied: CGRect(x: 0, y: 0, width: 1, height: 2),
        anchor: .bottomTrailing, limits: []),
      .dynamicTypeChanged(from: .large, to: .xLarge), .colorSchemeChanged(from: .light, to: .dark),
      .layoutDirectionChanged(from: .leftToRight, to: .rightToLeft),
      .sizeClassesChanged(from: SizeClassPair(.compact, .regular), to: SizeClassPair(.regular, .compact)),
      .scenePhaseChanged(from: nil, to: .active), .appPhaseChanged(from: .background, to: .inactive),
      .keyWindowChanged(from: nil, to: WindowID(3)), .keyWindowChanged(from: WindowID(2), to: nil),
      .scrolled(view: "list", to: CGPoint(x: 0, y: 120.25)),
    ]
    let lines = kinds.map {
      TimelineJSON.line(TimelineEvent(time: VirtualTime(milliseconds: 10_001), window: WindowID(7), kind: $0))
    }
    #expect(
      lines
        == [
          #""event":"windowMoved","requested":{"x":10.5,"y":-3},"applied":{"x":10.5,"y":0,"width":400,"height":300}}"#,
          #""event":"windowResized","requested":{"x":0,"y":0,"width":1,"height":2},"applied":{"x":0,"y":0,"width":1,"height":2},"anchor":{"x":1,"y":1},"limits":[]}"#,
          #""event":"dynamicTypeChanged","from":"large","to":"xLarge"}"#,
          #""event":"colorSchemeChanged","from":"light","to":"dark"}"#,
          #""event":"layoutDirectionChanged","from":"leftToRight","to":"rightToLeft"}"#,
          #""event":"sizeClassesChanged","from":{"horizontal":"compact","vertical":"regular"},"to":{"horizontal":"regular","vertical":"compact"}}"#,
          #""event":"scenePhaseChanged","from":null,"to":"active"}"#,
          #""event":"appPhaseChanged","from":"background","to":"inactive"}"#,
          #""event":"keyWindowChanged","from":null,"to":3}"#,
          #""event":"keyWindowChanged","from":2,"to":null}"#,
          #""event":"scrolled","view":"list","offset":{"x":0,"y":120.25}}"#,
        ].map { #"{"version":2,"time":10.001,"window":7,"# + $0 })
  }

  /// Every kind of event has a JSON form that names it (a new kind must be added here too).
  @Test func everyEventKindHasAName() {
    let simulation: [TimelineEvent.Kind] = [
      .windowOpened(scene: nil, frame: .zero, sizeClasses: SizeClassPair(.compact, .regular)), .windowClosed,
      .windowMoved(requested: .zero, applied: .zero), .dynamicTypeChanged(from: .large, to: .xLarge),
      .colorSchemeChanged(from: .light, to: .dark),
      .layoutDirectionChanged(from: .leftToRight, to: .rightToLeft),
      .sizeClassesChanged(from: SizeClassPair(.compact, .regular), to: SizeClassPair(.regular, .regular)),
      .scenePhaseChanged(from: nil, to: .active), .appPhaseChanged(from: .background, to: .active),
      .keyWindowChanged(from: nil, to: WindowID(1)), .refused(request: "r", reason: "why"),
      .columnsChanged(from: [], to: []), .overlapsChanged([]),
      .commandPerformed(input: .menu(["File", "Close"]), performed: "Close"),
      .scrolled(view: "list", to: .zero),
      .revertChecksRestarted(reason: "r"),
      .relayout(
        Relayout(
          cause: .opened, evaluations: [], computedSizes: 1, changed: true, viewThatFitsChoices: [],
          issues: [])),
      .revertCheck(
        RevertCheck(size: .zero, scenePhase: .active, settings: SystemSettings(), layoutDifference: nil)),
    ]
    let kinds: [ScenarioEvent.Kind] =
      simulation.map { .simulation($0) } + [
        .expectation(ExpectationOutcome(text: "expect x", source: nil, passed: true)), .checkpoint("c"),
      ]
    let names = kinds.map { kind -> String in
      let line = TimelineJSON.line(ScenarioEvent(time: .zero, window: nil, kind: kind))
      return line.components(separatedBy: #""event":""#).last?.components(separatedBy: "\"").first ?? ""
    }
    #expect(Set(names).count == kinds.count)
    #expect(!names.contains(""))
  }

  /// The JUnit report has swift test's shape: one testsuite, a testcase per expectation, a
  /// failure element for each that failed, attributes escaped. Measured: `swift test
  /// --xunit-output x.xml` with Swift 6.3 writes Swift Testing's results in exactly this layout
  /// (indentation, `skipped="0"`, `time="…" >` before a failure, `<failure message="…" />`).
  @Test func junitHasSwiftTestsShape() {
    let xml = JUnitReport.xml([
      JUnitReport.Suite(
        file: "a.scenario",
        outcomes: [
          ExpectationOutcome(text: "expect size 1x1", source: "a.scenario:2:1", passed: true),
          ExpectationOutcome(
            text: "expect present \"x\"", source: "a.scenario:3:1", passed: false, difference: "no <x> & y"),
        ], seconds: 1.5)
    ])
    #expect(
      xml == """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites>
          <testsuite name="TestResults" errors="0" tests="2" failures="1" skipped="0" time="1.500">
            <testcase classname="a.scenario" name="expect size 1x1 (a.scenario:2:1)" time="0.750" />
            <testcase classname="a.scenario" name="expect present &quot;x&quot; (a.scenario:3:1)" time="0.750" >
              <failure message="no &lt;x&gt; &amp; y" />
            </testcase>
          </testsuite>
        </testsuites>

        """)
  }

  /// A file is written whole: the old one stays when the write fails, and no temporary is left.
  @Test func filesAreWrittenWholeOrNotAtAll() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "scenesim-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("report.xml").path
    try AtomicFile.write("first", to: path)
    try AtomicFile.write("second", to: path)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "second")
    #expect(throws: (any Error).self) {
      try AtomicFile.write("x", to: folder.appendingPathComponent("no/such/dir/f").path)
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["report.xml"])
  }

  /// Only a regular file is replaced, keeping its permissions; a symbolic link is written
  /// through (the link stays a link); a FIFO (as a device would be), a folder and a loop of links
  /// are refused and left as they were (as root, a rename over /dev/full replaced the device
  /// with a file).
  @Test func onlyARegularFileIsReplaced() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "scenesim-\(UUID().uuidString)"
    ).path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let file = folder + "/report.xml"
    try AtomicFile.write("first", to: file)
    #expect(chmod(file, 0o640) == 0)
    try AtomicFile.write("second", to: file)
    #expect(try FileManager.default.attributesOfItem(atPath: file)[.posixPermissions] as? Int == 0o640)
    let link = folder + "/link.xml"
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "report.xml")
    try AtomicFile.write("third", to: link)
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "report.xml")
    #expect(try String(contentsOfFile: file, encoding: .utf8) == "third")
    // A FIFO of the test's own stands for a device (a regression must not replace a real one).
    let fifo = folder + "/pipe"
    #expect(mkfifo(fifo, 0o600) == 0)
    for (path, what) in [(fifo, "a FIFO"), (folder, "a folder")] {
      #expect(throws: AtomicFile.Failure(path: path, reason: "it is \(what), not a file")) {
        try AtomicFile.write("x", to: path)
      }
    }
    var status = stat()
    #expect(lstat(fifo, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
    let loop = folder + "/loop"
    try FileManager.default.createSymbolicLink(atPath: loop, withDestinationPath: "loop")
    #expect(
      throws: AtomicFile.Failure(
        path: loop, reason: "more than \(AtomicFile.maximumLinks) symbolic links (AtomicFile.maximumLinks)")
    ) { try AtomicFile.write("x", to: loop) }
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == [
        "link.xml", "loop", "pipe", "report.xml",
      ])
  }

  @Test func aWireframeDrawsEachViewWithAnId() {
    let snapshot = LayoutSnapshot(
      HStack(spacing: 0) {
        Color.red.frame(width: 100).id("side")
        Color.blue.id("main")
      }.frame(width: 400, height: 100), proposal: ProposedViewSize(width: 400, height: 100))
    let drawing = Wireframe.render(snapshot, columns: 41)
    let lines = drawing.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines[0] == "+side-----+main-------------------------+")
    #expect(lines[0].count == 41)
    #expect(drawing.contains("side (0, 0, 100×100)"))
    #expect(drawing.contains("main (100, 0, 300×100)"))
  }

  /// A view less than a row tall is a bracket on one row, labelled as a box is; no row ends in
  /// blanks.
  @Test func aWireframeDrawsAThinViewAsABracket() {
    let snapshot = LayoutSnapshot(
      VStack(spacing: 0) {
        Color.clear.frame(height: 40)
        Color.red.frame(width: 200, height: 2).id("rule")
        Color.clear
      }.frame(width: 400, height: 100), proposal: ProposedViewSize(width: 400, height: 100))
    let drawing = Wireframe.render(snapshot, columns: 41)
    let lines = drawing.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    // The clear views above and below it are drawn too: the rule sits on their shared edge.
    #expect(lines.contains("+---------[rule---------------]---------+"), "\(drawing)")
    #expect(!lines.contains { $0.hasSuffix(" ") }, "\(drawing)")
  }

  /// Every view is drawn, those with ids labelled over the others.
  @Test func aWireframeDrawsEveryView() {
    let snapshot = LayoutSnapshot(
      VStack(spacing: 0) {
        Color.gray.frame(width: 200, height: 40)
        Color.red.frame(width: 400, height: 60).id("bar")
      }.frame(width: 400, height: 100), proposal: ProposedViewSize(width: 400, height: 100))
    let drawing = Wireframe.render(snapshot, columns: 41)
    let lines = drawing.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    // The grey box without an id (columns 10 to 30, rows 0 to 4) is drawn, unlabelled.
    #expect(lines[0] == "+---------+-------------------+---------+", "\(drawing)")
    #expect(lines.contains { $0.hasPrefix("+bar--") }, "\(drawing)")
  }

  /// The SVG picture of a layout: the window, and a box per view, shaded by depth, labelled with
  /// its id or kind, with its path, kind, frame and makers for hovering; the same bytes each time.
  @Test func anSVGDrawsEveryViewWithItsTitle() {
    let snapshot = LayoutSnapshot(
      HStack(spacing: 0) {
        Color.red.frame(width: 100).id("side")
        Text("A & B").id("main")
      }.frame(width: 400, height: 100), proposal: ProposedViewSize(width: 400, height: 100))
    let svg = LayoutSVG.render(snapshot)
    #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 400 100\""))
    #expect(svg.components(separatedBy: "<g class=\"view\"").count - 1 == snapshot.nodes.count)
    #expect(svg.components(separatedBy: "<rect ").count - 1 == snapshot.nodes.count + 1)
    let side = snapshot.frame(of: "side")!
    #expect(
      svg.contains(
        "<text x=\"\(GeometryFormat.number(side.minX + 3))\" y=\"11\" fill=\"#1c1c1e\">side</text>"))
    #expect(svg.contains("id: main"))
    // Text is escaped: no raw ampersand reaches the XML.
    #expect(svg.contains("A &amp; B") && !svg.contains("A & B"))
    #expect(svg == LayoutSVG.render(snapshot))
    #expect(svg.hasSuffix("</svg>\n"))
  }
}
