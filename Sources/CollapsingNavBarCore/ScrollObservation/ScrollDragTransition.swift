/// The start or end of a drag, as a phase change reveals it.
public enum ScrollDragTransition: Hashable, Sendable {
  /// The finger started dragging the content.
  case began
  /// The finger lifted; `willDecelerate` tells whether the content coasts on.
  case ended(willDecelerate: Bool)
}
