import Foundation
import LayoutEngine

extension WindowActor {
  /// What a window keeps of its layouts: the last one's fingerprint, snapshot, choices, columns
  /// and overlaps, and the layout first seen at each size and environment, for the revert check.
  ///
  /// A value the window holds and changes in place through
  /// `take(_:base:overlapPairs:in:_:content:models:)`: a `mutating` method reads its fields where
  /// they are, where a stored property of the window passed to a call in another module is
  /// copied (a retain and a release of each array it holds, at every relayout).
  struct LayoutRecord {
    /// The fingerprint of the last layout, and a snapshot of the same views to apply it to (kept
    /// apart: a check reads one without copying the other).
    private(set) var lastFrames: LayoutFrames?
    private(set) var lastBase: LayoutSnapshot?
    /// The frames of the fingerprint before the last, kept for the next layout to write its
    /// frames into (`ViewGraph.layoutFrames(reusing:)`): no array is made for them.
    private var spareFrames: [CGRect] = []
    /// The split-view columns and the `ViewThatFits` choices of the last layout done again (an
    /// update that changed nothing reports the last choices again).
    private var lastColumns: [NavigationSplitViewColumns] = []
    private var lastChoices: [Int] = []
    /// The layout first seen at each size and environment: its fingerprint and a snapshot of its
    /// views (a snapshot is shared by every layout of the same views), with the state then.
    private var firstSeen = [RevertKey: Remembered](minimumCapacity: LayoutRecord.rememberedLayoutsRoom)
    /// Room made at once for the layouts a window remembers (most remember a few), so that the
    /// table does not grow from one.
    static let rememberedLayoutsRoom = 8
    /// The frames the remembered layouts hold, in all, and the structures whose snapshots they
    /// keep.
    private var rememberedFrames = 0
    private var rememberedStructures: Set<UInt64> = []
    /// How many of the graph's issues the relayouts have reported.
    private var issuesReported = 0
    /// The size and environment of the last layout: a check is made on returning, not staying.
    private var lastKey: RevertKey?
    /// The overlapping views of the last layout, as reported.
    private var lastOverlaps: [String] = []
    /// The structure of the last layout whose overlaps were described, and which of its pairs
    /// overlapped (`LayoutSnapshot.overlapping(_:frames:)`).
    private var lastOverlapping: (signature: UInt64, pairs: [Int])?

    /// The frames of the fingerprint before the last, taken for the next layout's frames.
    mutating func takeSpareFrames() -> [CGRect] {
      var spare: [CGRect] = []
      swap(&spare, &spareFrames)
      return spare
    }

    /// Whether the window has been laid out (`lastFrames` read in place: comparing it with nil
    /// would copy it).
    private var hasLaidOut: Bool { lastFrames?.signature != nil }

    /// The layouts remembered for revert checks, and the frames they hold in all.
    var remembered: (layouts: Int, frames: Int) { (firstSeen.count, rememberedFrames) }

    /// What one layout is taken with besides its frames and graph: whether the layout was done
    /// again, why, and the layout's size and environment.
    struct Context {
      let updated: Bool
      let cause: Relayout.Cause
      let key: RevertKey
      let size: CGSize
      let traits: WindowTraits
    }

    /// Takes the layout `frames` of the views `base` in `graph` as the last one and says what it
    /// did: the relayout's report, the columns and overlaps when they changed, and the revert
    /// check when the window returned to a size and environment it had; `content`, asked last
    /// with the report's evaluations, gives its content's measure. `models` gives the app's
    /// models' values, read only when a layout is remembered or a check fails.
    mutating func take(
      _ frames: consuming LayoutFrames, base: consuming LayoutSnapshot,
      overlapPairs: [LayoutSnapshot.OverlapPair], in graph: ViewGraph, _ context: Context,
      content: (_ evaluated: Bool) -> (limits: WindowSizeLimits, anchor: UnitPoint?)?,
      models: () -> [(view: String, property: String, value: Any)]
    ) -> Update {
      let updated = context.updated
      let issueCount = graph.issueCount
      // New issues change the layout's report as a new frame does.
      let changed = updated && (lastFrames?.isEqual(to: frames) != true || issuesReported != issueCount)
      // Choices and columns, only when the layout was done again (the last ones stand otherwise),
      // with the columns before when they changed.
      let columnsBefore = updated || !hasLaidOut ? takeChoices(of: frames) : nil
      // Nothing to do (same size, nothing changed): the last update's report is not this one's.
      // Its parts are read where they are (a copy of the report would count each of its arrays).
      let last = updated ? graph.lastUpdateParts : (evaluations: [], computedSizes: 0, callbacks: [])
      let relayout = Relayout(
        cause: context.cause, evaluations: last.evaluations, computedSizes: last.computedSizes,
        changed: changed, viewThatFitsChoices: lastChoices, issues: graph.issues(after: issuesReported),
        callbacks: last.callbacks)
      issuesReported = issueCount
      let key = context.key
      // The layout remembered here (read where it is kept), and whether this one is the same
      // (compared once, when the overlaps or the revert check need it).
      let remembered = firstSeen.index(forKey: key)
      var returned = false
      if let remembered, changed || key.place != lastKey?.place {
        returned = firstSeen.values[remembered].holds(frames)
      }
      // Columns and overlaps change only with the layout (other choices are other frames: the
      // layout changed).
      var columns: (from: [NavigationSplitViewColumns], to: [NavigationSplitViewColumns])?
      var overlaps: [String]?
      if changed {
        if let columnsBefore { columns = (columnsBefore, lastColumns) }
        // Described only when other pairs overlap than last time, or in other views; the same
        // layout as the one remembered here has the same pairs overlapping.
        let overlappingPairs: [Int]
        if returned, let remembered, let kept = firstSeen.values[remembered].overlapping {
          overlappingPairs = kept
        } else {
          overlappingPairs = base.overlapping(overlapPairs, frames: frames.frames)
          if returned, let remembered { firstSeen.values[remembered].overlapping = overlappingPairs }
        }
        if lastOverlapping.map({ $0.signature != frames.signature || $0.pairs != overlappingPairs }) ?? true {
          let overlapping = base.overlapDescriptions(of: overlappingPairs, in: overlapPairs)
          if overlapping != lastOverlaps { overlaps = overlapping }
          lastOverlaps = overlapping
          lastOverlapping = (frames.signature, overlappingPairs)
        }
      }
      defer {
        lastKey = key
        if var last = lastFrames.take() { swap(&spareFrames, &last.frames) }
        lastFrames = frames
        lastBase = base
      }
      return (
        relayout, columns, overlaps,
        revertCheck(
          frames, base: base, remembered: remembered, returned: returned, in: graph, context, models: models),
        content(!relayout.evaluations.isEmpty)
      )
    }

    /// Takes the choices of the layout `frames` (done again) as the last layout's: its
    /// `ViewThatFits` choices and split-view columns, made again only when they differ; returns
    /// the columns before when the columns changed. The last fingerprint's choices are those
    /// `lastChoices` and `lastColumns` were made of (a layout not done again chooses as the one
    /// before), so the same choices give the same.
    private mutating func takeChoices(of frames: borrowing LayoutFrames) -> [NavigationSplitViewColumns]? {
      if let choices = lastFrames?.choices, choices == frames.choices { return nil }
      // Compared before they are made: most layouts choose as the last one did.
      if !lastChoices.elementsEqual(frames.choices.lazy.compactMap(\.chosenCandidate)) {
        lastChoices = frames.choices.compactMap(\.chosenCandidate)
      }
      guard !lastColumns.elementsEqual(frames.choices.lazy.compactMap(\.columns)) else { return nil }
      defer { lastColumns = frames.choices.compactMap(\.columns) }
      return lastColumns
    }

    /// The revert check of a layout at `context.key`, where `remembered` is where the layout
    /// remembered there is in `firstSeen` (and `returned` says whether `frames` are its): nil
    /// when the window had not been laid out there (the layout is remembered), or has not left it
    /// since (a move, a phase change); else whether the layout came back.
    private mutating func revertCheck(
      _ frames: borrowing LayoutFrames, base: borrowing LayoutSnapshot,
      remembered: Dictionary<RevertKey, Remembered>.Index?, returned: Bool, in graph: ViewGraph,
      _ context: Context,
      models: () -> [(view: String, property: String, value: Any)]
    ) -> RevertCheck? {
      let key = context.key
      guard let remembered else {
        remember(copy frames, base: copy base, for: key, graph: graph, models: models)
        return nil
      }
      guard key.place != lastKey?.place else { return nil }
      let traits = context.traits
      // The layouts, not the issues the graph has found in its life, are compared (fingerprints
      // first: the snapshots and their difference are made only when they differ); a layout that
      // did not come back names the state that stuck.
      let first = firstSeen.values[remembered]
      guard !returned, let now = base.applying(frames), let then = first.base.applying(first.frames),
        let difference = now.withoutIssues.difference(from: then.withoutIssues)
      else {
        return RevertCheck(
          size: context.size, scenePhase: traits.scenePhase, settings: traits.settings,
          layoutDifference: nil, stuckState: [])
      }
      return RevertCheck(
        size: context.size, scenePhase: traits.scenePhase, settings: traits.settings,
        layoutDifference: difference,
        stuckState: ViewGraph.stateChanges(
          from: first.state + AppModels.described(first.models),
          to: graph.stateValues + AppModels.described(models())))
    }

    /// Remembers the layout first seen at `key`, up to the limits on layouts and frames (a long
    /// live resize passes through a size per frame); a snapshot of its views is kept once per
    /// structure.
    private mutating func remember(
      _ frames: LayoutFrames, base: LayoutSnapshot, for key: RevertKey, graph: ViewGraph,
      models: () -> [(view: String, property: String, value: Any)]
    ) {
      let cost = frames.count + (rememberedStructures.contains(frames.signature) ? 0 : base.nodes.count)
      guard firstSeen.count < WindowActor.maximumRememberedLayouts,
        rememberedFrames + cost <= WindowActor.maximumRememberedFrames
      else { return }
      rememberedFrames += cost
      rememberedStructures.insert(frames.signature)
      firstSeen[key] = Remembered(frames: frames, base: base, state: graph.stateValues, models: models())
    }

    /// Forgets the layouts remembered for revert checks (`WindowActor.forgetRememberedLayouts`).
    mutating func forgetRemembered() {
      firstSeen.removeAll(keepingCapacity: true)
      rememberedFrames = 0
      rememberedStructures = []
      lastKey = nil
    }
  }

  /// A layout remembered for the revert check at its size and environment (an object: a check
  /// looks it up without copying what it holds).
  final class Remembered {
    let frames: LayoutFrames
    let base: LayoutSnapshot
    let state: [StateValue]
    let models: [(view: String, property: String, value: Any)]
    /// Which of its views' overlap pairs overlap (`LayoutSnapshot.overlapping(_:frames:)`),
    /// once found: a layout equal to this one has the same.
    var overlapping: [Int]?

    /// Whether `frames` are the remembered layout's (compared in place).
    func holds(_ frames: borrowing LayoutFrames) -> Bool { self.frames == frames }

    init(
      frames: LayoutFrames, base: LayoutSnapshot, state: [StateValue],
      models: [(view: String, property: String, value: Any)]
    ) {
      self.frames = frames
      self.base = base
      self.state = state
      self.models = models
    }
  }
}
