import Foundation

extension View {
  /// Runs `action` with each value `publisher` sends while the view is shown: subscribed when it
  /// appears, cancelled when it disappears.
  ///
  /// ```swift
  /// Text(status).onReceive(model.$isSaved) { saved in status = saved ? "Saved" : "Draft" }
  /// ```
  public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void)
    -> some View
  where P.Failure == Never {
    _OnReceive(content: self, publisher: publisher, action: action)
  }
}

/// The view `.onReceive` makes: its content, subscribed while it is shown.
struct _OnReceive<Content: View, P: Publisher>: View {
  let content: Content
  let publisher: P
  let action: (P.Output) -> Void
  @State private var subscription = SubscriptionHolder()

  var body: some View {
    let holder = subscription
    let publisher = publisher
    let action = action
    return content.onAppear {
      holder.cancellable = publisher._subscribe(action)
    }.onDisappear {
      holder.cancellable = nil
    }
  }
}

/// The subscription of an `.onReceive`, kept with the view's state.
final class SubscriptionHolder {
  var cancellable: AnyCancellable?
}
