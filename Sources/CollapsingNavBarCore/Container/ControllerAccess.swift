/// How ``CommandApplier`` reaches the controller during a pass: only to hand it an event and to
/// read what it needs between writes, never across a write to the container.
@usableFromInline protocol ControllerAccess {
  /// The controller's phase now.
  var phase: NavBarPhase { get }
  /// Whether a container is attached.
  var isAttached: Bool { get }
  /// The content offset the controller last heard of.
  var knownOffsetY: Double { get }
  /// Feeds the controller one event.
  ///
  /// - Parameters:
  ///   - event: What happened.
  ///   - container: The container it happened to (a recorder reads its geometry).
  /// - Returns: What the controller asks for.
  mutating func handle<Container: ScrollContainer>(_ event: ScrollEvent, in container: Container) -> NavBarCommands
  /// Whether a container's insets differ from what the controller last heard of them.
  ///
  /// - Parameter container: The container.
  /// - Returns: Whether they moved.
  func insetsMoved<Container: ScrollContainer>(of container: Container) -> Bool
  /// Whether the refresh state of a container whose refresh control writes its room into its
  /// own inset differs from what the controller last heard.
  ///
  /// - Parameter container: The container.
  /// - Returns: Whether it moved.
  func refreshStateMoved<Container: ScrollContainer>(of container: Container) -> Bool
}

/// A controller the caller lent for the length of one static ``CommandApplier`` call (`inout`).
@usableFromInline struct ControllerPointer: ControllerAccess {
  /// The caller's controller, valid for the call.
  @usableFromInline let pointer: UnsafeMutablePointer<NavBarController>

  @inlinable init(pointer: UnsafeMutablePointer<NavBarController>) { self.pointer = pointer }

  @inlinable var phase: NavBarPhase { pointer.pointee.phase }
  @inlinable var isAttached: Bool { pointer.pointee.isAttached }
  @inlinable var knownOffsetY: Double { pointer.pointee.geometry.contentOffsetY }

  @inlinable mutating func handle<Container: ScrollContainer>(_ event: ScrollEvent, in container: Container)
    -> NavBarCommands
  {
    pointer.pointee.handle(event)
  }

  @inlinable func insetsMoved<Container: ScrollContainer>(of container: Container) -> Bool {
    CommandApplier.insetsMoved(of: container, for: pointer.pointee)
  }

  @inlinable func refreshStateMoved<Container: ScrollContainer>(of container: Container) -> Bool {
    CommandApplier.refreshStateMoved(of: container, for: pointer.pointee)
  }
}
