import Foundation

/// A message in the demo inbox.
struct Message: Hashable {
  var sender: String
  var subject: String
  var preview: String
  var isUnread: Bool
  var folder: String

  /// Sample messages.
  static func samples(count: Int = 60) -> [Message] {
    let senders = [
      "Ana Duarte", "Bruno Costa", "Chen Wei", "Dara Okafor", "Elif Yılmaz", "Farah Haddad", "Gustav Berg",
    ]
    let subjects = [
      "Trip to Lisbon", "Quarterly report", "Lunch on Friday?", "Your order has shipped", "Design review notes",
      "Photos from the weekend", "Invoice #4821",
    ]
    let folders = ["Primary", "Updates", "Travel", "Receipts"]
    return (0..<count).map { index in
      Message(
        sender: senders[index % senders.count],
        subject: subjects[(index * 3) % subjects.count],
        preview: "Here is the thing we talked about — message \(index + 1) of the demo inbox.",
        isUnread: index % 3 == 0,
        folder: folders[index % folders.count])
    }
  }
}
