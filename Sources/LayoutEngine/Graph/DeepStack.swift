import Foundation
import StackBounds

/// Runs work that recurses as deep as a view tree nests on a large stack, so that a 10,000-level
/// tree neither overflows the caller's stack nor crashes.
///
/// On Linux (glibc) the work runs on the calling thread, switched to a stack of the thread's own
/// (made on first use, kept while the thread lives): about 0.75 µs a call, and code that must
/// stay on its thread (the main actor's) stays there. Where stacks cannot be switched (macOS,
/// musl), or the thread's stack could not be mapped, one worker thread with a large stack,
/// started on first use, serves every caller in turn (some 30 µs a call). Where neither is to be
/// had (the worker's start failed once: it is not tried again), the work runs in place, on the
/// caller's stack. Work already on the deep stack or the worker runs in place, so a nested call
/// cannot wait for itself. Where the work runs on a stack smaller than 1 GiB, the views built
/// there are cut where it affords (`StackBudget.deepStackLimit()`).
enum DeepStack {
  /// The size of the deep stack: address space only; pages are used as touched.
  static let stackSize = 1 << 30

  /// Whether this system switches stacks on the calling thread (else the worker thread runs the
  /// work).
  static let switchesStacks = scenesim_switches_stacks() != 0

  /// Whether the calling thread has its deep stack, made now if need be: a deep run is then cheap
  /// enough to take without trying the caller's stack first. False where stacks cannot be
  /// switched, or where the stack could not be made (address space limited, strict overcommit).
  static var isReadyOnThisThread: Bool { scenesim_prepare_deep_stack(stackSize) != 0 }

  /// Makes the calling thread's deep stack of `size` bytes, if it has none yet, and tells whether
  /// it has one (a test hook: a small deep stack, as where address space is short).
  static func prepareOnThisThread(size: Int) -> Bool { scenesim_prepare_deep_stack(size) != 0 }

  /// Whether the calling thread is running on its deep stack now (switched to, not the worker).
  static var isRunningOnThisThread: Bool { scenesim_is_on_deep_stack() != 0 }

  /// Whether the calling code runs on a deep stack: its thread's own, or the worker thread.
  static var isRunningOnDeepStack: Bool { isRunningOnThisThread || isOnWorker }

  /// Whether the calling code runs on the worker thread, whose whole stack is deep.
  private static var isOnWorker: Bool { scenesim_is_on_started_thread() != 0 }

  /// Runs `body` on the deep stack and returns its result. Where there is none to be had (no
  /// address space for a stack of the thread's own, and the worker thread could not start),
  /// `body` runs on the caller's stack: a build there nests no deeper than that stack affords
  /// (`StackBudget.deepStackLimit()`).
  static func run<T>(_ body: () -> T) -> T {
    // On the worker already, the work runs in place: it must neither wait for itself nor map a
    // stack of its own there (the worker serves where the caller's could not be mapped).
    if isOnWorker { return body() }
    if switchesStacks, let result = runSwitchingStacks(body) { return result }
    guard let worker = DeepStackWorker.shared else { return body() }
    return withoutActuallyEscaping(body) { body in
      let job = Job(body: body)
      worker.submit(job)
      job.done.wait()
      return job.result!
    }
  }

  /// Runs `body` on this thread's deep stack, or returns nil where stacks cannot be switched.
  private static func runSwitchingStacks<T>(_ body: () -> T) -> T? {
    var result: T?
    let status = withoutActuallyEscaping(body) { body in
      var work: () -> Void = { result = body() }
      return withUnsafeMutablePointer(to: &work) { work in
        scenesim_run_on_deep_stack(
          stackSize, { $0!.assumingMemoryBound(to: (() -> Void).self).pointee() }, work)
      }
    }
    return status == 0 ? result : nil
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

/// The worker thread with the large stack, and its queue of jobs (where stacks cannot be
/// switched on the calling thread).
final class DeepStackWorker: @unchecked Sendable {
  /// The worker, started on first use; nil when its thread could not start (no memory or
  /// address space for its stack).
  static let shared = DeepStackWorker()

  private let lock = NSLock()
  private let ready = DispatchSemaphore(value: 0)
  private var jobs: [DeepStackJob] = []

  private init?() {
    // Unretained: the worker is kept by `shared` for as long as the process runs, or, when its
    // thread does not start, never reached from it.
    let started = scenesim_start_thread(
      DeepStack.stackSize,
      { worker in Unmanaged<DeepStackWorker>.fromOpaque(worker!).takeUnretainedValue().serve() },
      Unmanaged.passUnretained(self).toOpaque())
    if started != 0 { return nil }
  }

  /// The worker thread's loop: each job in turn, for as long as the process runs.
  private func serve() -> Never {
    Thread.current.name = "SceneSim deep stack"
    while true {
      ready.wait()
      lock.lock()
      let job = jobs.removeFirst()
      lock.unlock()
      job.perform()
    }
  }

  func submit(_ job: DeepStackJob) {
    lock.lock()
    jobs.append(job)
    lock.unlock()
    ready.signal()
  }
}

/// How deep the caller's own stack can recurse: how many levels of building or layout fit in
/// what it has left, so that a tree that fits is built and laid out where it is, and one that
/// does not goes to the deep stack.
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
  /// The most levels of views a first build tries on the caller's stack (where the deep stack is
  /// a thread's: see `DeepStack.switchesStacks`).
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

  /// How deep views built where `DeepStack.run` runs its work may nest (the tree, or content
  /// made during layout), and what sets that limit (for the issue that reports it), when that
  /// stack affords fewer levels than `LayoutLimits.maximumDepth`: a deep stack of 16 to 256 MiB
  /// where 1 GiB of address space was not to be had, or the caller's own where no deep stack
  /// was; nil when it affords them all or its bounds are unknown. Called at the top of that
  /// stack. A level is counted at `bytesPerLayoutLevel`, the larger budget: the views are laid
  /// out on the same stack, and a level of nodes (never more than the levels of views) takes
  /// more than a level of views takes to build.
  static func deepStackLimit() -> (levels: Int, name: String)? {
    let onDeepStack = DeepStack.isRunningOnDeepStack
    guard let remaining = remainingBytes(countingAtMost: onDeepStack ? Int.max : 64 << 20) else { return nil }
    let perLevel = Swift.max(bytesPerBuildLevel, bytesPerLayoutLevel)
    let levels = Swift.max(remaining - reservedBytes, 0) / perLevel
    guard levels < LayoutLimits.maximumDepth else { return nil }
    let stack = onDeepStack ? "the deep stack" : "the caller's stack, with no deep stack to be had,"
    let kib = remaining >> 10
    return (levels, "what \(stack) affords: \(kib) KiB at \(perLevel) bytes a level")
  }

  /// The bytes of stack below the caller on its thread, or nil. A stack without a limit reports
  /// one as large as the address space: by default no more than 64 MiB is counted on.
  static func remainingBytes(countingAtMost limit: Int = 64 << 20) -> Int? {
    let low = UInt(scenesim_stack_lowest_address())
    guard low != 0 else { return nil }
    var marker = 0
    let here = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
    return here > low ? Swift.min(Int(here - low), limit) : 0
  }
}
