import LayoutEngine

/// A window's identity in a simulation: windows are numbered in the order they open.
///
/// ```swift
/// let first = WindowID(1)   // printed "window 1"
/// ```
public struct WindowID: Hashable, Comparable, Sendable, CustomStringConvertible {
  public var number: Int

  public init(_ number: Int) { self.number = number }

  public static func < (lhs: WindowID, rhs: WindowID) -> Bool { lhs.number < rhs.number }

  /// The number mixed with the table's seed (`StructureHash`, a few instructions where `Hasher`
  /// takes about a hundred): a simulator looks its windows up at every step.
  public func _rawHashValue(seed: Int) -> Int { StructureHash.tableHash(seed: seed) { $0.add(number) } }

  public var description: String { "window \(number)" }
}

/// Which window is key, the one that receives menu commands and keyboard shortcuts.
public enum KeyWindow {
  /// The key window as a pure state machine: the window opened or activated last among the open
  /// ones; when the key window closes, the one activated before it becomes key.
  ///
  /// ```swift
  /// var focus = KeyWindow.Machine()
  /// focus.open(WindowID(1))       // .keyChanged(from: nil, to: window 1)
  /// focus.open(WindowID(2))       // .keyChanged(from: window 1, to: window 2)
  /// focus.close(WindowID(2))      // .keyChanged(from: window 2, to: window 1)
  /// focus.activate(WindowID(9))   // .refuse(.unknownWindow(window 9))
  /// ```
  public struct Machine: Equatable, Sendable {
    /// The open windows, the most recently active last.
    public private(set) var windows: [WindowID] = []
    /// The same windows, to tell at once whether one is open (opening N windows stays linear).
    private var opened: Set<WindowID> = []

    /// Creates the machine of an app with no window open.
    public init() {}

    /// The key window, or nil when none is open.
    public var key: WindowID? { windows.last }

    /// Why a request was refused.
    public enum Refusal: Equatable, Sendable, CustomStringConvertible {
      /// No open window has this identity.
      case unknownWindow(WindowID)
      /// A window with this identity is already open.
      case alreadyOpen(WindowID)

      public var description: String {
        switch self {
        case .unknownWindow(let id): "\(id) is not open"
        case .alreadyOpen(let id): "\(id) is already open"
        }
      }
    }

    /// What the runtime does for a request.
    public enum Action: Equatable, Sendable {
      /// The key window changed (nil: none).
      case keyChanged(from: WindowID?, to: WindowID?)
      /// Nothing changed.
      case none
      /// The request was refused, with the reason.
      case refuse(Refusal)
    }

    /// Opens a window, which becomes key.
    public mutating func open(_ id: WindowID) -> Action {
      guard !opened.contains(id) else { return .refuse(.alreadyOpen(id)) }
      let before = key
      windows.append(id)
      opened.insert(id)
      return .keyChanged(from: before, to: id)
    }

    /// Activates an open window (a click, a tap), which becomes key.
    public mutating func activate(_ id: WindowID) -> Action {
      guard let index = windows.firstIndex(of: id) else { return .refuse(.unknownWindow(id)) }
      guard key != id else { return .none }
      let before = key
      windows.remove(at: index)
      windows.append(id)
      return .keyChanged(from: before, to: id)
    }

    /// Sends `id` behind every other window (its scene went to the background): if it was key,
    /// the window active before it becomes key; a window alone keeps the key.
    ///
    /// ```swift
    /// focus.resign(WindowID(2))   // .keyChanged(from: window 2, to: window 1)
    /// ```
    public mutating func resign(_ id: WindowID) -> Action {
      guard let index = windows.firstIndex(of: id) else { return .refuse(.unknownWindow(id)) }
      let before = key
      windows.remove(at: index)
      windows.insert(id, at: 0)
      return before == key ? .none : .keyChanged(from: before, to: key)
    }

    /// Closes an open window; if it was key, the one active before it becomes key.
    ///
    /// ```swift
    /// focus.close(WindowID(2))   // .keyChanged(from: window 2, to: window 1) when 2 was key
    /// ```
    public mutating func close(_ id: WindowID) -> Action {
      guard let index = windows.firstIndex(of: id) else { return .refuse(.unknownWindow(id)) }
      let before = key
      windows.remove(at: index)
      opened.remove(id)
      return before == id ? .keyChanged(from: id, to: key) : .none
    }
  }
}
