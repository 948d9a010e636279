import CollapsingNavBar
import UIKit

/// An inbox: large title, search, filter chips that slide away, a segmented control that stays,
/// and pull to refresh.
final class InboxViewController: UIViewController, UITableViewDataSource, UITableViewDelegate, UISearchBarDelegate {
  private let bar = CollapsingNavBar(configuration: .systemWithSearch)
  private let tableView = UITableView(frame: .zero, style: .plain)
  private let segments = UISegmentedControl(items: ["All", "Unread"])
  private var messages = Message.samples()
  private var folder: String?
  private var query = ""

  private var visible: [Message] {
    messages.filter { message in
      (folder == nil || message.folder == folder)
        && (segments.selectedSegmentIndex == 0 || message.isUnread)
        && (query.isEmpty || message.subject.localizedCaseInsensitiveContains(query)
          || message.sender.localizedCaseInsensitiveContains(query))
    }
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground

    tableView.frame = view.bounds
    tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    tableView.dataSource = self
    tableView.delegate = self
    tableView.register(MessageCell.self, forCellReuseIdentifier: MessageCell.reuseIdentifier)
    tableView.keyboardDismissMode = .onDrag
    let refresh = UIRefreshControl()
    refresh.addTarget(self, action: #selector(refresh(_:)), for: .valueChanged)
    tableView.refreshControl = refresh
    view.addSubview(tableView)

    bar.title = "Inbox"
    bar.leadingItems = [UIBarButtonItem(title: "Edit", style: .plain, target: self, action: #selector(edit))]
    // A system item: the bar shows it as the system bar does.
    bar.trailingItems = [UIBarButtonItem(barButtonSystemItem: .compose, target: self, action: #selector(compose))]
    bar.searchBar.delegate = self

    let chips = FilterChipsView(filters: ["Primary", "Updates", "Travel", "Receipts"])
    chips.onSelect = { [weak self] folder in
      self?.folder = folder
      self?.tableView.reloadData()
    }
    do {
      try bar.addClosablePanel(chips, height: 44, id: "filters")
    } catch {
      // A duplicate or built-in id, a bad height: nothing was added. A programming error.
      assertionFailure("\(error)")
    }

    segments.selectedSegmentIndex = 0
    segments.addTarget(self, action: #selector(segmentChanged), for: .valueChanged)
    let segmentsPanel = UIView()
    segmentsPanel.addSubview(segments)
    segments.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      segments.leadingAnchor.constraint(equalTo: segmentsPanel.layoutMarginsGuide.leadingAnchor),
      segments.trailingAnchor.constraint(equalTo: segmentsPanel.layoutMarginsGuide.trailingAnchor),
      segments.centerYAnchor.constraint(equalTo: segmentsPanel.centerYAnchor),
    ])
    do {
      try bar.addPinnedPanel(segmentsPanel, height: 44, id: "segments")
    } catch {
      assertionFailure("\(error)")
    }

    do {
      try bar.install(in: self)
    } catch {
      assertionFailure("\(error)")  // this screen's view does not scroll
    }
    bar.attach(to: tableView)
  }

  override var preferredStatusBarStyle: UIStatusBarStyle {
    bar.preferredStatusBarStyle
  }

  // MARK: Actions

  @objc private func refresh(_ control: UIRefreshControl) {
    DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) { [weak self] in
      guard let self else { return }
      self.messages.shuffle()
      self.tableView.reloadData()
      self.bar.endRefreshing()
    }
  }

  @objc private func edit() {
    tableView.setEditing(!tableView.isEditing, animated: true)
  }

  @objc private func compose() {
    bar.collapse(animated: true)
  }

  @objc private func segmentChanged() {
    tableView.reloadData()
  }

  // MARK: Table

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    visible.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: MessageCell.reuseIdentifier, for: indexPath)
    let message = visible[indexPath.row]
    cell.textLabel?.text = message.subject
    cell.textLabel?.font = UIFont.preferredFont(forTextStyle: message.isUnread ? .headline : .body)
    cell.detailTextLabel?.text = message.sender
    cell.accessoryType = .disclosureIndicator
    return cell
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    let detail = PlaceViewController(message: visible[indexPath.row])
    navigationController?.pushViewController(detail, animated: true)
  }

  // MARK: Search

  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
    query = searchText
    tableView.reloadData()
  }

  func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
    searchBar.resignFirstResponder()
  }
}

/// A message row: the subject above, the sender below (a `.subtitle` cell; a cell registered as
/// plain `UITableViewCell` is `.default` and has no `detailTextLabel`).
final class MessageCell: UITableViewCell {
  static let reuseIdentifier = "message"

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    detailTextLabel?.textColor = .secondaryLabel
    detailTextLabel?.font = UIFont.preferredFont(forTextStyle: .subheadline)
    detailTextLabel?.adjustsFontForContentSizeCategory = true
    textLabel?.adjustsFontForContentSizeCategory = true
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }
}
