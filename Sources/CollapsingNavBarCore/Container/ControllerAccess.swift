/// How `CommandApplier` reaches the controller during a pass: to ask which event it hears next
/// and to hand it that event, never across a write to the container.
@usableFromInline protocol ControllerAccess {
  /// Feeds the controller one event.
  ///
  /// - Parameters:
  ///   - event: What happened.
  ///   - container: The container it happened to (a recorder reads its geometry).
  /// - Returns: What the controller asks for.
  mutating func handle<Container: ScrollContainer>(_ event: ScrollEvent, in container: Container) -> NavBarCommands
  /// The next event the controller hears in a delivery (``NavBarController/nextStep(_:container:)``).
  ///
  /// - Parameters:
  ///   - delivery: The delivery; moves on by one step.
  ///   - container: The attached container.
  /// - Returns: The event to hear, or `nil` when the delivery is over.
  func nextStep<Container: ScrollContainer>(_ delivery: inout Delivery, container: Container) -> Delivery.Step?
}

/// A controller the caller lent for the length of one static `CommandApplier` call (`inout`).
@usableFromInline struct ControllerPointer: ControllerAccess {
  /// The caller's controller, valid for the call.
  @usableFromInline let pointer: UnsafeMutablePointer<NavBarController>

  @inlinable init(pointer: UnsafeMutablePointer<NavBarController>) { self.pointer = pointer }

  @inlinable mutating func handle<Container: ScrollContainer>(_ event: ScrollEvent, in container: Container)
    -> NavBarCommands
  {
    pointer.pointee.handle(event)
  }

  @inlinable func nextStep<Container: ScrollContainer>(_ delivery: inout Delivery, container: Container)
    -> Delivery.Step?
  {
    pointer.pointee.nextStep(&delivery, container: container)
  }
}
