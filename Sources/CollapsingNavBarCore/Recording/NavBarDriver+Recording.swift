extension NavBarDriver {
  /// Whether a recorder records what the driver handles.
  public var isRecording: Bool { recorder != nil }

  /// Starts recording what the driver handles (a recording already running is replaced): every
  /// event the controller handles, with the time and the container's geometry, and what it
  /// answered; the changes made by name (``perform(_:)``).
  ///
  /// Off by default; while off, each event costs the driver one check.
  ///
  /// The recorder holds `clock` until recording stops: a clock that needs its host captures it
  /// weakly (`{ [weak host] in host?.time ?? 0 }`), or the host, its driver and the recorder keep
  /// each other alive.
  ///
  /// - Parameters:
  ///   - options: How much to keep, and whether panel ids are kept.
  ///   - clock: The host's clock in seconds (`CACurrentMediaTime` on a device).
  public func startRecording(
    _ options: NavBarRecorder.Options = NavBarRecorder.Options(), clock: @escaping () -> Double
  ) {
    recorder = NavBarRecorder(controller: controller, options: options, clock: clock)
  }

  /// What has been recorded so far, while recording.
  public var recording: NavBarRecording? { recorder?.recording() }

  /// The recorder, while recording (its size, for a display).
  public var activeRecorder: NavBarRecorder? { recorder }

  /// Stops recording.
  ///
  /// - Returns: What was recorded, or `nil` if nothing was being recorded.
  @discardableResult
  public func stopRecording() -> NavBarRecording? {
    defer { recorder = nil }
    return recorder?.recording()
  }

  /// Handles an event delivered to a container and records it with the container's geometry.
  @usableFromInline @inline(never)
  func recordedHandle<C: ScrollContainer>(_ event: ScrollEvent, in container: C) -> NavBarCommands {
    let geometry = container.geometry
    let commands = controllerStorage.handle(event)
    recorder?.record(.event(event), geometry: geometry, commands: commands, controller: controllerStorage)
    return commands
  }

  /// Handles an event without a container and records it.
  @usableFromInline @inline(never)
  func recordedHandle(_ event: ScrollEvent) -> NavBarCommands {
    let commands = controllerStorage.handle(event)
    recorder?.record(.event(event), geometry: nil, commands: commands, controller: controllerStorage)
    return commands
  }
}
