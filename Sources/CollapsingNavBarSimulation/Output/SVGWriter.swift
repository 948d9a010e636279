/// Builds SVG markup and records every attribute that depends on the frame as a binding
/// (element id, attribute, value), so a player can move from frame to frame by setting
/// attributes instead of redrawing.
///
/// The drawing code must emit the same elements in the same order for every frame; only
/// attribute values may differ. Element ids are numbered in emission order under a prefix.
///
/// The markup has one element per line, indented by depth, so two drawings diff line by line.
struct SVGWriter {
  /// One frame-dependent attribute.
  struct Binding: Hashable, Sendable {
    var element: String
    var attribute: String
    var value: String
  }

  /// The markup so far.
  private(set) var text = ""
  /// The frame-dependent attributes so far, in emission order.
  private(set) var bindings: [Binding] = []
  private let prefix: String
  private var counter = 0
  /// How many elements are open.
  private var depth = 0

  /// Creates a writer.
  ///
  /// - Parameters:
  ///   - prefix: The prefix of the element ids it numbers.
  ///   - depth: The indentation of its first line (for markup nested in another writer's).
  init(prefix: String, depth: Int = 0) {
    self.prefix = prefix
    self.depth = depth
  }

  /// Opens an element.
  ///
  /// - Parameters:
  ///   - tag: The element name.
  ///   - attributes: Fixed attributes as markup (`x="0" fill="#fff"`).
  ///   - dynamic: Frame-dependent attributes (name, value).
  ///   - name: The element's id, if it needs a fixed one (else one is numbered when needed).
  mutating func open(_ tag: String, _ attributes: String = "", _ dynamic: [(String, String)] = [], name: String? = nil)
  {
    start(tag, attributes, dynamic, name: name)
    text += ">\n"
    depth += 1
  }

  /// Writes an element without children, or with `content` as escaped text.
  mutating func leaf(
    _ tag: String, _ attributes: String = "", _ dynamic: [(String, String)] = [], content: String? = nil
  ) {
    start(tag, attributes, dynamic, name: nil)
    if let content {
      text += ">" + Self.escape(content) + "</\(tag)>\n"
    } else {
      text += "/>\n"
    }
  }

  /// Closes an element.
  mutating func close(_ tag: String) {
    depth = max(0, depth - 1)
    indent()
    text += "</\(tag)>\n"
  }

  /// Appends raw markup: whole lines, each ending in a line break.
  mutating func raw(_ markup: String) { text += markup }

  private mutating func indent() {
    for _ in 0..<depth { text += " " }
  }

  /// A local id under the writer's prefix (for clip paths and patterns).
  func id(_ name: String) -> String { "\(prefix)\(name)" }

  private mutating func start(_ tag: String, _ attributes: String, _ dynamic: [(String, String)], name: String?) {
    indent()
    text += "<" + tag
    if let name { text += " id=\"\(name)\"" }
    if !dynamic.isEmpty {
      var element = name ?? ""
      if name == nil {
        element = "\(prefix)e\(counter)"
        counter += 1
        text += " id=\"\(element)\""
      }
      for (name, value) in dynamic {
        text += " \(name)=\"\(value)\""
        bindings.append(Binding(element: element, attribute: name, value: value))
      }
    }
    if !attributes.isEmpty { text += " " + attributes }
  }

  /// A number for an attribute: at most two decimals.
  static func number(_ value: Double) -> String { FixedDecimal.trimmed(value, decimals: 2) }

  /// Text escaped for XML content and attribute values.
  static func escape(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.count)
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      default: result.append(character)
      }
    }
    return result
  }
}
