import Foundation
import Testing

@testable import SceneSimCommandLine

/// `run --html`: one self-contained page, checked in a real browser (headless Chromium) where
/// one is installed. `.ci/run` installs Chromium when it is missing, so CI always runs it.
@Suite struct HTMLReportTests {
  /// The headless browser, if one is on the PATH.
  static let browser: String? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for name in ["chromium", "chromium-browser", "google-chrome"] {
      for folder in path.split(separator: ":") {
        let candidate = "\(folder)/\(name)"
        if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
      }
    }
    return nil
  }()

  /// The report of the bundled scripts, written in `folder`, and the data embedded in it.
  static func report(in folder: URL) async throws -> (path: String, html: String, data: [String: Any]) {
    let path = folder.appendingPathComponent("report.html").path
    let run = await scenesim(["run", packagePath("Scenarios"), "--quiet", "--html", path])
    #expect(run.code == .success, "\(run.errors)")
    let html = try String(contentsOfFile: path, encoding: .utf8)
    let start = try #require(html.range(of: "<script id=\"data\" type=\"application/json\">"))
    let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
    let json = html[start.upperBound..<end.lowerBound].replacingOccurrences(of: "<\\/", with: "</")
    let data = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    return (path, html, data)
  }

  @Test func theReportIsOneSelfContainedFileUnder2MB() async throws {
    let folder = try temporaryFolder()
    defer { removeFolder(folder) }
    let (_, html, data) = try await Self.report(in: folder)
    #expect(html.utf8.count < 2_000_000, "\(html.utf8.count) bytes")
    // Nothing is fetched: no external script, style or image.
    #expect(!html.contains("src=\"http") && !html.contains("href=\"http") && !html.contains("@import"))
    let scripts = try #require(data["scripts"] as? [[String: Any]])
    #expect(scripts.count == 17)
    // Every step of every script is there, the launch first.
    for script in scripts {
      let steps = try #require(script["steps"] as? [[String: Any]])
      #expect(steps.first?["label"] as? String == "launch")
    }
  }

  /// The page loads in headless Chromium without a console error; the steps listed and, for the
  /// step chosen, the boxes drawn match the data; a failed revert check shows both layouts.
  @Test(
    .enabled(
      if: browser != nil,
      "skipped: no headless Chromium (chromium, chromium-browser or google-chrome) on the PATH; .ci/run installs it with apt-get"
    ))
  func theReportWorksInAHeadlessBrowser() async throws {
    let folder = try temporaryFolder()
    defer { removeFolder(folder) }
    let (path, _, data) = try await Self.report(in: folder)
    let scripts = try #require(data["scripts"] as? [[String: Any]])
    // The script and step of the sticky-layout's failed revert check.
    var target: (script: Int, step: Int)?
    for (i, script) in scripts.enumerated() {
      for (j, step) in (script["steps"] as? [[String: Any]] ?? []).enumerated()
      where (step["reverts"] as? [Any])?.isEmpty == false
        && (script["file"] as? String)?.hasSuffix("sticky-layout.scenario") == true
      {
        target = (i, j)
      }
    }
    let (scriptIndex, stepIndex) = try #require(target)
    let steps = try #require(scripts[scriptIndex]["steps"] as? [[String: Any]])
    let windows = try #require(steps[stepIndex]["windows"] as? [[String: Any]])
    let views = try #require(windows.first?["views"] as? [Any])

    let process = Process()
    process.executableURL = URL(fileURLWithPath: try #require(Self.browser))
    process.arguments = [
      "--headless", "--no-sandbox", "--disable-gpu", "--enable-logging=stderr", "--v=0", "--dump-dom",
      "file://\(path)#s=\(scriptIndex)&t=\(stepIndex)",
    ]
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let dom = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let log = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()

    #expect(dom.contains("data-ready=\"1\""), "the page's script did not finish:\n\(log)")
    let consoleErrors = log.split(separator: "\n").filter {
      $0.contains("CONSOLE") || $0.contains("Uncaught")
    }
    #expect(consoleErrors.isEmpty, "\(consoleErrors)")
    func section(_ from: String, _ to: String) -> Substring {
      guard let start = dom.range(of: from),
        let end = dom.range(of: to, range: start.upperBound..<dom.endIndex)
      else { return "" }
      return dom[start.upperBound..<end.lowerBound]
    }
    // One item per step, and the window's boxes, one per view.
    #expect(section("<ul id=\"steps\">", "</ul>").components(separatedBy: "<li").count - 1 == steps.count)
    let window = section("<div id=\"windows\"", "<div id=\"reverts\"")
    #expect(window.components(separatedBy: "<g class=\"view\"").count - 1 == views.count)
    // The failed revert check: the first layout, the layout on return, and both laid over each other.
    let revert = section("<div class=\"revert\">", "<h3>Events</h3>")
    #expect(revert.components(separatedBy: "<svg").count - 1 == 3, "\(revert.prefix(300))")
    #expect(revert.contains("first layout") && revert.contains("on return"))
  }

  /// `stress --html`: the counterexamples replayed step by step, their failed checks drawn.
  @Test func stressWritesTheCounterexamplesAsAReport() async throws {
    let folder = try temporaryFolder()
    defer { removeFolder(folder) }
    let path = folder.appendingPathComponent("stress.html").path
    let run = await scenesim([
      "stress", "sticky-layout", "--seed", "1", "--examples", "20", "--output", folder.path, "--html", path,
    ])
    #expect(run.code == .success, "\(run.errors)")
    let html = try String(contentsOfFile: path, encoding: .utf8)
    #expect(html.contains("sticky-layout (generated)") && html.contains("\"reverts\":[{"))
  }
}
