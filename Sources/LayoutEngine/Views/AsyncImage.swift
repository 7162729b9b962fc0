import Foundation

/// An image loaded from a URL. SceneSim loads nothing (a simulation reads no network, to stay
/// the same on every run): an async image lays out as its placeholder, or its content for the
/// `.empty` phase; the default placeholder takes the space offered, as SwiftUI's gray fill does.
///
/// ```swift
/// AsyncImage(url: recipe.photoURL) { image in image.resizable() } placeholder: { ProgressView() }
/// ```
public struct AsyncImage<Content: View>: View {
  let content: Content

  public var body: some View { content }
}

extension AsyncImage where Content == Color {
  /// An image from `url`, shown as its placeholder.
  public init(url: URL?, scale: CGFloat = 1) { content = Color.gray }
}

extension AsyncImage {
  /// An image from `url` given to `content` once loaded; `placeholder` until then (always, in
  /// SceneSim).
  public init<I: View, P: View>(
    url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
    @ViewBuilder placeholder: () -> P
  ) where Content == _ConditionalContent<I, P> {
    self.content = _ConditionalContent(storage: .falseContent(placeholder()))
  }

  /// An image from `url`, given to `content` in each phase (the `.empty` phase, in SceneSim).
  public init(
    url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
    @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
  ) {
    self.content = content(.empty)
  }
}

/// Where an async image's loading is.
public enum AsyncImagePhase: Sendable {
  case empty
  case success(Image)
  case failure(any Error)

  /// The image, once loaded.
  public var image: Image? {
    if case .success(let image) = self { return image }
    return nil
  }

  /// The error, if loading failed.
  public var error: (any Error)? {
    if case .failure(let error) = self { return error }
    return nil
  }
}
