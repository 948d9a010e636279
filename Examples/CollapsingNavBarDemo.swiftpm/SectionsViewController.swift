import CollapsingNavBar
import CollapsingNavBarCore
import UIKit

/// Contacts in sections whose sticky headers pin right under the bar: the `.followsBar` inset
/// strategy keeps `contentInset.top` at the bar's current height.
final class SectionsViewController: UIViewController, UITableViewDataSource {
  private let bar: CollapsingNavBar = {
    var configuration = BarConfiguration.system
    configuration.insetStrategy = .followsBar
    return CollapsingNavBar(configuration: configuration)
  }()
  private let tableView = UITableView(frame: .zero, style: .plain)
  private let sections: [(letter: String, names: [String])] = {
    let names = [
      "Aaliyah", "Abel", "Ada", "Bao", "Beatriz", "Bilal", "Carmen", "Chidi", "Clara", "Dmitri", "Dolores", "Emeka",
      "Esther", "Farid", "Freya", "Gaspard", "Greta", "Hana", "Hugo", "Ines", "Ivan", "Jonas", "Jun", "Kaito", "Kira",
      "Lena", "Luca", "Mara", "Mateo", "Nadia", "Noor", "Olu", "Otto", "Priya", "Pablo", "Quinn", "Rosa", "Rui",
    ]
    return Dictionary(grouping: names) { String($0.prefix(1)) }
      .map { (letter: $0.key, names: $0.value.sorted()) }
      .sorted { $0.letter < $1.letter }
  }()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    tableView.frame = view.bounds
    tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    tableView.dataSource = self
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "name")
    view.addSubview(tableView)

    bar.title = "Contacts"
    let add = UIBarButtonItem(image: UIImage(systemName: "plus"), style: .plain, target: nil, action: nil)
    add.accessibilityLabel = "Add Contact"
    bar.trailingItems = [add]
    do {
      try bar.install(in: self)
    } catch {
      assertionFailure("\(error)")  // this screen's view does not scroll
    }
    bar.attach(to: tableView)
  }

  func numberOfSections(in tableView: UITableView) -> Int { sections.count }

  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    sections[section].letter
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].names.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "name", for: indexPath)
    cell.textLabel?.text = sections[indexPath.section].names[indexPath.row]
    return cell
  }
}
