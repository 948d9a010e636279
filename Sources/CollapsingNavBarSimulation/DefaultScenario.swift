/// The scenario `navbar-sim` plays when given none: the default bar over a 4000 pt inbox; a
/// drag that lets go halfway (the bar snaps), a fling, a rest, a scroll back up, a pull to
/// refresh and a status-bar tap from deep in the list.
public enum DefaultScenario {
  /// The scenario as JSON (what `navbar-sim --print-scenario` prints).
  public static let json = """
    {
      "name": "Inbox",
      "device": {"width": 390, "height": 844, "safeAreaTop": 47, "scale": 3},
      "bar": {
        "panels": [
          {"kind": "top", "title": "Inbox", "backButton": true, "items": ["Edit"]},
          {"kind": "spacer"},
          {"kind": "largeTitle", "title": "Inbox"},
          {"kind": "search"},
          {"kind": "closable", "id": "filters", "height": 44, "title": "All, Unread, Flagged, Attachments"},
          {"kind": "pinned", "id": "segments", "height": 40, "title": "Mail, Threads"},
          {"kind": "separator"}
        ],
        "mode": "collapsesWithContent",
        "insetStrategy": "collapsedWithSpacer",
        "snapping": true
      },
      "containers": [{"contentHeight": 4000, "sectionHeader": 28}],
      "script": [
        {"wait": 0.25},
        {"drag": {"by": 70, "duration": 0.35}},
        {"release": {"velocity": 0}},
        {"wait": 2.5},
        {"drag": {"by": 160, "duration": 0.25}},
        {"release": {"velocity": 1.6}},
        {"wait": 4.5},
        {"drag": {"by": -180, "duration": 0.4}},
        {"release": {"velocity": -2.0}},
        {"wait": 3.0},
        {"pullToRefresh": {"duration": 0.5}},
        {"wait": 1.5},
        {"endRefreshing": {}},
        {"wait": 1.0},
        {"drag": {"by": 300, "duration": 0.25}},
        {"release": {"velocity": 3.0}},
        {"wait": 4.5},
        {"tapStatusBar": {}},
        {"wait": 1.0}
      ]
    }
    """

  /// The scenario.
  public static var scenario: Scenario {
    // The embedded text is valid by construction (a test parses it).
    // swiftlint:disable:next force_try
    try! Scenario(json: json)
  }
}
