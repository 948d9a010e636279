extension NavBarRecording {
  /// The recording with every panel id an app chose replaced by a neutral name.
  ///
  /// The name is the kind and a number (`closable-1`, `pinned-2`), the same for the same id
  /// throughout. Ids that are a kind's own name (`top`, `largeTitle`, `search`) stay.
  ///
  /// - Returns: The redacted recording.
  public func redacted() -> NavBarRecording {
    var names: [String: String] = [:]
    var counts: [PanelKind: Int] = [:]
    func redact(_ configuration: BarConfiguration) -> BarConfiguration {
      var configuration = configuration
      for index in configuration.panels.indices {
        let panel = configuration.panels[index]
        guard panel.id != panel.kind.rawValue else { continue }
        if names[panel.id] == nil {
          counts[panel.kind, default: 0] += 1
          names[panel.id] = "\(panel.kind.rawValue)-\(counts[panel.kind]!)"
        }
        configuration.panels[index].id = names[panel.id]!
      }
      configuration.collapseOrder = configuration.collapseOrder?.map { names[$0] ?? $0 }
      return configuration
    }
    var copy = self
    copy.start.configuration = redact(start.configuration)
    for index in copy.entries.indices {
      if case .change(.setConfiguration(let configuration)) = copy.entries[index].input {
        copy.entries[index].input = .change(.setConfiguration(redact(configuration)))
      }
    }
    copy.isRedacted = true
    return copy
  }
}
