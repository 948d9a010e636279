/// A parsed JSON value that keeps the order of object keys.
package enum JSONValue: Hashable, Sendable {
  case object([Member])
  case array([JSONValue])
  case string(String)
  case number(Double)
  case bool(Bool)
  case null

  /// One key and value of an object, in document order.
  package struct Member: Hashable, Sendable {
    package var key: String
    package var value: JSONValue
  }

  /// What the value is, for error messages: "an object", "a string" and so on.
  var kindDescription: String {
    switch self {
    case .object: return "an object"
    case .array: return "an array"
    case .string: return "a string"
    case .number: return "a number"
    case .bool: return "a boolean"
    case .null: return "null"
    }
  }
}

/// A strict JSON (RFC 8259) reader whose errors name the JSON path being read and the line and
/// column: `script[2].drag: invalid JSON at line 7, column 22: expected ',' or '}'`.
///
/// Duplicate keys, numbers that do not fit a `Double` (`1e309`), nesting deeper than
/// ``maximumDepth``, documents larger than ``maximumSize`` and arrays or objects with more than
/// ``maximumElements`` entries are errors, found before the rest is read: a huge document is
/// refused in milliseconds.
package struct JSONReader {
  /// The deepest nesting of arrays and objects accepted.
  static let maximumDepth = 64
  /// The largest document accepted, in bytes.
  package static let maximumSize = 8 << 20
  /// The most elements an array (or members an object) may have: twice the longest list a
  /// scenario accepts, so that those lists report their own, more precise limits.
  static let maximumElements = 2 * Scenario.maximumStepCount

  /// The limits of one read: a scenario's, or a recording's (``recordingLimits``).
  package struct Limits {
    package var size = JSONReader.maximumSize
    var elements = JSONReader.maximumElements
  }

  /// A recording's limits: 10 minutes at 120 Hz fit with room to spare.
  package static let recordingLimits = Limits(size: 64 << 20, elements: 2_000_000)

  private let bytes: [UInt8]
  private let limits: Limits
  private var index = 0
  private var path: [PathComponent] = []
  /// The path whose place ``location(ofPath:in:)`` looks for, how many of its leading
  /// components the current path shares, and where the deepest value on its way starts.
  private var target: [PathComponent]?
  private var matched = 0
  private var found: (depth: Int, offset: Int)?

  private enum PathComponent: Equatable {
    case key(String)
    case index(Int)
  }

  /// Parses a document.
  ///
  /// - Parameter text: The JSON text.
  /// - Returns: The value.
  /// - Throws: A ``ScenarioError`` with the path and position of the first problem.
  package static func parse(_ text: String, limits: Limits = Limits()) throws(ScenarioError) -> JSONValue {
    var reader = JSONReader(bytes: Array(text.utf8), limits: limits)
    return try reader.parseDocument()
  }

  private init(bytes: [UInt8], limits: Limits) {
    self.bytes = bytes
    self.limits = limits
  }

  /// The line and column where the value at `path` starts (`script[3].drag.by`).
  ///
  /// Where the document has no such path, the nearest enclosing value's; `nil` for a document
  /// that does not parse. Reads the document again: for error messages only.
  ///
  /// - Parameters:
  ///   - path: A JSON path as ``ScenarioError`` names it.
  ///   - text: The JSON text.
  /// - Returns: The line and column, both from 1.
  package static func location(ofPath path: String, in text: String) -> (line: Int, column: Int)? {
    var reader = JSONReader(bytes: Array(text.utf8), limits: Limits(size: .max, elements: .max))
    reader.target = components(of: path)
    guard (try? reader.parseDocument()) != nil, let found = reader.found else { return nil }
    return reader.location(of: found.offset)
  }

  /// `script[1].drag.by` as components.
  private static func components(of path: String) -> [PathComponent] {
    var result: [PathComponent] = []
    for part in path.split(separator: ".", omittingEmptySubsequences: false) {
      var rest = Substring(part)
      if let bracket = rest.firstIndex(of: "[") {
        if bracket > rest.startIndex { result.append(.key(String(rest[..<bracket]))) }
        rest = rest[bracket...]
        while rest.hasPrefix("["), let close = rest.firstIndex(of: "]") {
          result.append(.index(Int(rest[rest.index(after: rest.startIndex)..<close]) ?? -1))
          rest = rest[rest.index(after: close)...]
        }
      } else {
        result.append(.key(String(rest)))
      }
    }
    return result
  }

  /// Follows the path into a member or element, for ``location(ofPath:in:)``.
  private mutating func enter(_ component: PathComponent) {
    path.append(component)
    if let target, matched == path.count - 1, path.count <= target.count, target[path.count - 1] == component {
      matched += 1
    }
  }

  private mutating func leave() {
    path.removeLast()
    matched = min(matched, path.count)
  }

  private mutating func parseDocument() throws(ScenarioError) -> JSONValue {
    guard bytes.count <= limits.size else {
      throw ScenarioError(
        path: "$", problem: "the document is \(bytes.count) bytes, more than the limit of \(limits.size >> 20) MB")
    }
    skipWhitespace()
    guard index < bytes.count else { throw error("the document is empty") }
    let value = try parseValue(depth: 0)
    skipWhitespace()
    guard index == bytes.count else { throw error("unexpected text after the end of the document") }
    return value
  }

  // MARK: - Values

  private mutating func parseValue(depth: Int) throws(ScenarioError) -> JSONValue {
    guard index < bytes.count else { throw error("unexpected end of the document, expected a value") }
    if target != nil, matched == path.count, path.count > (found?.depth ?? -1) { found = (path.count, index) }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try parseObject(depth: depth + 1)
    case UInt8(ascii: "["): return try parseArray(depth: depth + 1)
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
    case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
    case UInt8(ascii: "n"): return try parseLiteral("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
    default: throw error("expected a value, found \(describe(bytes[index]))")
    }
  }

  private mutating func parseObject(depth: Int) throws(ScenarioError) -> JSONValue {
    guard depth <= Self.maximumDepth else { throw error("nesting is deeper than \(Self.maximumDepth) levels") }
    index += 1
    var members: [JSONValue.Member] = []
    var keys = Set<String>()
    skipWhitespace()
    if peek(UInt8(ascii: "}")) {
      index += 1
      return .object(members)
    }
    while true {
      guard members.count < limits.elements else {
        throw error("an object with more than \(limits.elements) members", position: false)
      }
      skipWhitespace()
      guard peek(UInt8(ascii: "\"")) else { throw error("expected a key in double quotes") }
      let key = try parseString()
      guard keys.insert(key).inserted else {
        path.append(.key(key))
        throw error("key '\(key)' appears twice in the same object", position: false)
      }
      skipWhitespace()
      guard peek(UInt8(ascii: ":")) else { throw error("expected ':' after the key '\(key)'") }
      index += 1
      skipWhitespace()
      enter(.key(key))
      let value = try parseValue(depth: depth)
      leave()
      members.append(JSONValue.Member(key: key, value: value))
      skipWhitespace()
      guard index < bytes.count else { throw error("unexpected end of the document, expected ',' or '}'") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      if bytes[index] == UInt8(ascii: "}") {
        index += 1
        return .object(members)
      }
      throw error("expected ',' or '}', found \(describe(bytes[index]))")
    }
  }

  private mutating func parseArray(depth: Int) throws(ScenarioError) -> JSONValue {
    guard depth <= Self.maximumDepth else { throw error("nesting is deeper than \(Self.maximumDepth) levels") }
    index += 1
    var elements: [JSONValue] = []
    skipWhitespace()
    if peek(UInt8(ascii: "]")) {
      index += 1
      return .array(elements)
    }
    while true {
      guard elements.count < limits.elements else {
        throw error("an array with more than \(limits.elements) elements", position: false)
      }
      skipWhitespace()
      enter(.index(elements.count))
      elements.append(try parseValue(depth: depth))
      leave()
      skipWhitespace()
      guard index < bytes.count else { throw error("unexpected end of the document, expected ',' or ']'") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      if bytes[index] == UInt8(ascii: "]") {
        index += 1
        return .array(elements)
      }
      throw error("expected ',' or ']', found \(describe(bytes[index]))")
    }
  }

  private mutating func parseLiteral(_ word: String, _ value: JSONValue) throws(ScenarioError) -> JSONValue {
    let utf8 = Array(word.utf8)
    guard index + utf8.count <= bytes.count, Array(bytes[index..<index + utf8.count]) == utf8 else {
      throw error("expected a value, found \(describe(bytes[index]))")
    }
    index += utf8.count
    return value
  }

  private mutating func parseNumber() throws(ScenarioError) -> JSONValue {
    let start = index
    func digits() -> Int {
      let first = index
      while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") { index += 1 }
      return index - first
    }
    if peek(UInt8(ascii: "-")) { index += 1 }
    let integerStart = index
    let integerDigits = digits()
    guard integerDigits > 0 else { throw error("expected digits in a number") }
    if integerDigits > 1 && bytes[integerStart] == UInt8(ascii: "0") {
      throw error("a number may not start with 0", at: integerStart)
    }
    if peek(UInt8(ascii: ".")) {
      index += 1
      guard digits() > 0 else { throw error("expected digits after the decimal point") }
    }
    if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
      index += 1
      if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { index += 1 }
      guard digits() > 0 else { throw error("expected digits in the exponent") }
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    guard let value = Double(text), value.isFinite else {
      throw error("the number \(text) is too large for a 64-bit float", position: false)
    }
    return .number(value)
  }

  private mutating func parseString() throws(ScenarioError) -> String {
    index += 1
    var scalars = String.UnicodeScalarView()
    var runStart = index
    while true {
      guard index < bytes.count else { throw error("unterminated string") }
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        scalars.append(contentsOf: String(decoding: bytes[runStart..<index], as: UTF8.self).unicodeScalars)
        index += 1
        return String(scalars)
      }
      if byte < 0x20 { throw error("control character in a string (escape it)") }
      if byte == UInt8(ascii: "\\") {
        scalars.append(contentsOf: String(decoding: bytes[runStart..<index], as: UTF8.self).unicodeScalars)
        index += 1
        scalars.append(try parseEscape())
        runStart = index
        continue
      }
      index += 1
    }
  }

  private mutating func parseEscape() throws(ScenarioError) -> Unicode.Scalar {
    guard index < bytes.count else { throw error("unterminated string") }
    let byte = bytes[index]
    index += 1
    switch byte {
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "/"): return "/"
    case UInt8(ascii: "b"): return "\u{08}"
    case UInt8(ascii: "f"): return "\u{0C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"):
      let high = try parseHex4()
      if (0xD800..<0xDC00).contains(high) {
        guard peek(UInt8(ascii: "\\")), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") else {
          throw error("unpaired surrogate in a \\u escape")
        }
        index += 2
        let low = try parseHex4()
        guard (0xDC00..<0xE000).contains(low) else { throw error("unpaired surrogate in a \\u escape") }
        let value = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
        guard let scalar = Unicode.Scalar(value) else { throw error("invalid \\u escape") }
        return scalar
      }
      guard let scalar = Unicode.Scalar(high) else { throw error("unpaired surrogate in a \\u escape") }
      return scalar
    default:
      index -= 1
      throw error("invalid escape \\\(describe(byte))")
    }
  }

  private mutating func parseHex4() throws(ScenarioError) -> UInt32 {
    guard index + 4 <= bytes.count else { throw error("expected four hex digits after \\u") }
    var value: UInt32 = 0
    for _ in 0..<4 {
      let byte = bytes[index]
      let digit: UInt32
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
      default: throw error("expected four hex digits after \\u")
      }
      value = value << 4 | digit
      index += 1
    }
    return value
  }

  // MARK: - Helpers

  private func peek(_ byte: UInt8) -> Bool { index < bytes.count && bytes[index] == byte }

  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0D: index += 1
      default: return
      }
    }
  }

  private func describe(_ byte: UInt8) -> String {
    if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
    let hex = String(byte, radix: 16, uppercase: true)
    return "byte 0x" + (hex.count < 2 ? "0" + hex : hex)
  }

  /// The current path as text: `script[2].drag`.
  var pathText: String {
    var text = ""
    for component in path {
      switch component {
      case .key(let key): text += text.isEmpty ? key : ".\(key)"
      case .index(let i): text += "[\(i)]"
      }
    }
    return text
  }

  private func error(_ problem: String, position: Bool = true, at offset: Int? = nil) -> ScenarioError {
    guard position else { return ScenarioError(path: pathText, problem: problem) }
    let (line, column) = location(of: offset ?? index)
    return ScenarioError(path: pathText, problem: "invalid JSON at line \(line), column \(column): \(problem)")
  }

  private func location(of offset: Int) -> (Int, Int) {
    var line = 1
    var column = 1
    for byte in bytes[0..<min(offset, bytes.count)] {
      if byte == 0x0A {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return (line, column)
  }
}
