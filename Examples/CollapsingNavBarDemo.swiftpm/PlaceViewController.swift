import CollapsingNavBar
import UIKit

/// A detail screen with a hero image under a gradient bar: transparent over the image, opaque
/// once the text scrolls up, the status bar switching from light to dark content.
final class PlaceViewController: GradientNavigationBarViewController {
  private let message: Message
  private let scrollView = UIScrollView()
  private let hero = UIImageView()
  private let body = UILabel()
  private static let heroHeight: CGFloat = 320

  init(message: Message) {
    self.message = message
    super.init(nibName: nil, bundle: nil)
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    scrollView.frame = view.bounds
    scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    // The hero image starts at the very top, under the status bar.
    scrollView.contentInsetAdjustmentBehavior = .never
    scrollView.alwaysBounceVertical = true
    view.insertSubview(scrollView, belowSubview: gradientBar)

    hero.image = UIImage(systemName: "photo.on.rectangle.angled")
    hero.contentMode = .scaleAspectFit
    hero.tintColor = .white
    hero.backgroundColor = .systemIndigo
    hero.isAccessibilityElement = true
    hero.accessibilityLabel = "Photo of \(message.subject)"
    scrollView.addSubview(hero)

    body.numberOfLines = 0
    body.font = UIFont.preferredFont(forTextStyle: .body)
    body.adjustsFontForContentSizeCategory = true
    body.text = ([message.subject, "From \(message.sender)"] + Array(repeating: message.preview, count: 30))
      .joined(separator: "\n\n")
    scrollView.addSubview(body)

    gradientBar.title = message.subject
    gradientBar.heroHeight = Self.heroHeight
    let share = UIBarButtonItem(
      image: UIImage(systemName: "square.and.arrow.up"), style: .plain, target: nil, action: nil)
    share.accessibilityLabel = "Share"
    gradientBar.trailingItems = [share]
    gradientBar.attach(to: scrollView)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let width = view.bounds.width
    hero.frame = CGRect(x: 0, y: 0, width: width, height: Self.heroHeight)
    let margin: CGFloat = 20
    let size = body.sizeThatFits(CGSize(width: width - 2 * margin, height: .greatestFiniteMagnitude))
    body.frame = CGRect(x: margin, y: Self.heroHeight + margin, width: width - 2 * margin, height: size.height)
    scrollView.contentSize = CGSize(width: width, height: body.frame.maxY + margin + view.safeAreaInsets.bottom)
  }
}
