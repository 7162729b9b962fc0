import Foundation
import StackBounds

/// Runs work that recurses as deep as a view tree nests on a thread with a large stack, so that
/// a 10,000-level tree neither overflows the caller's stack nor crashes.
///
/// One worker thread, started on first use, serves every caller in turn; work that is already
/// on the worker runs in place, so a nested call cannot wait for itself.
enum DeepStack {
  /// The stack size of the worker thread: address space only; pages are used as touched.
  static let stackSize = 1 << 30

  /// Runs `body` on the worker thread and waits for it.
  static func run<T>(_ body: () -> T) -> T {
    if Thread.current.threadDictionary[DeepStackWorker.marker] != nil { return body() }
    return withoutActuallyEscaping(body) { body in
      let job = Job(body: body)
      DeepStackWorker.shared.submit(job)
      job.done.wait()
      return job.result!
    }
  }

  /// One piece of work and its result; the semaphores order every access.
  final class Job<T>: @unchecked Sendable, DeepStackJob {
    var body: (() -> T)?
    var result: T?
    let done = DispatchSemaphore(value: 0)
    init(body: @escaping () -> T) { self.body = body }

    func perform() {
      result = body?()
      // Let go of the caller's closure before the caller returns: it must not outlive the call.
      body = nil
      done.signal()
    }
  }
}

protocol DeepStackJob: AnyObject {
  func perform()
}

/// The worker thread with the large stack, and its queue of jobs.
final class DeepStackWorker: @unchecked Sendable {
  static let shared = DeepStackWorker()
  static let marker = "SceneSim.DeepStackWorker"

  private let lock = NSLock()
  private let ready = DispatchSemaphore(value: 0)
  private var jobs: [DeepStackJob] = []

  private init() {
    let thread = Thread { [unowned self] in
      Thread.current.threadDictionary[DeepStackWorker.marker] = true
      while true {
        self.ready.wait()
        self.lock.lock()
        let job = self.jobs.removeFirst()
        self.lock.unlock()
        job.perform()
      }
    }
    thread.stackSize = DeepStack.stackSize
    thread.name = "SceneSim deep stack"
    thread.start()
  }

  func submit(_ job: DeepStackJob) {
    lock.lock()
    jobs.append(job)
    lock.unlock()
    ready.signal()
  }
}

/// How deep the caller's own thread can recurse: how many levels of building or layout fit in
/// the stack it has left, so that a tree that fits is built and laid out where it is, and one
/// that does not goes to the deep-stack thread.
///
/// The figures per level were measured on the benchmark's nested chain (`AnyView`, `VStack`,
/// `padding`): about 820 bytes per level of views while building and 2,550 per level of nodes
/// while laying out in a debug build (340 and 580 in a release build). The budgets are several
/// times that, for heavier views.
enum StackBudget {
  /// The stack one level of views may take while building.
  static let bytesPerBuildLevel = 4096
  /// The stack one level of nodes may take while laying out.
  static let bytesPerLayoutLevel = 8192
  /// The most levels of views a first build tries on the caller's thread.
  static let firstBuildLevels = 512
  /// Stack kept free for everything else the caller does.
  static let reservedBytes = 256 << 10

  /// How many levels of `bytesPerLevel` the caller's thread can afford, at most
  /// `LayoutLimits.maximumDepth`; `LayoutLimits.deepStackThreshold` where its stack cannot be
  /// read.
  static func levelsAffordable(bytesPerLevel: Int) -> Int {
    guard let remaining = remainingBytes() else { return LayoutLimits.deepStackThreshold }
    return Swift.min(Swift.max(remaining - reservedBytes, 0) / bytesPerLevel, LayoutLimits.maximumDepth)
  }

  /// The bytes of stack below the caller on its thread, or nil.
  static func remainingBytes() -> Int? {
    let low = UInt(scenesim_stack_lowest_address())
    guard low != 0 else { return nil }
    var marker = 0
    let here = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
    // A stack without a limit reports one as large as the address space: no more than 64 MiB
    // is counted on.
    return here > low ? Swift.min(Int(here - low), 64 << 20) : 0
  }
}
