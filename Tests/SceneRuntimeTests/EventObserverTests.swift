import Foundation
import LayoutEngine
import Testing

@testable import SceneRuntime

/// Observers receive each event as it happens, in the timeline's order.
@Suite struct EventObserverTests {
  /// Events gathered from a handler, for a test to read afterwards.
  final class Gathered: @unchecked Sendable {
    private let lock = NSLock()
    private var events: [TimelineEvent] = []
    func append(_ event: TimelineEvent) { lock.withLock { events.append(event) } }
    var all: [TimelineEvent] { lock.withLock { events } }
  }

  @Test func aHandlerSeesEveryEventAsTheTimelineKeepsIt() async throws {
    let simulator = Simulator(device: .iPadPro11)
    let gathered = Gathered()
    await simulator.setEventHandler { gathered.append($0) }
    let window = await simulator.open { AnyView(Color.red) }
    try await simulator.schedule(.resize(window, to: CGSize(width: 500, height: 834)))
    try await simulator.schedule(
      .resize(window, to: CGSize(width: 1194, height: 834)), afterMilliseconds: 100)
    await simulator.run()
    let timeline = await simulator.timeline
    #expect(gathered.all == timeline)
    // The revert check arrives typed, with its environment.
    let checks = gathered.all.compactMap { event -> RevertCheck? in
      if case .revertCheck(let check) = event.kind { return check } else { return nil }
    }
    #expect(checks.map(\.passed) == [true])
    #expect(checks.first?.scenePhase == .active && checks.first?.settings == SystemSettings())
    // Without a handler, nothing more is delivered.
    await simulator.setEventHandler(nil)
    try await simulator.schedule(.close(window))
    await simulator.run()
    #expect(gathered.all.count == timeline.count)
  }

  @Test func anAsyncSequenceDeliversTheEventsUntilItIsFinished() async throws {
    let simulator = Simulator(device: .iPadPro11)
    let events = await simulator.events()
    let window = await simulator.open { AnyView(Color.red) }
    try await simulator.schedule(.close(window))
    await simulator.run()
    await simulator.finishEvents()
    var received: [TimelineEvent] = []
    for await event in events { received.append(event) }
    #expect(received == (await simulator.timeline))
    #expect(received.last?.kind == .keyWindowChanged(from: window, to: nil))
  }
}
