#if canImport(UIKit)
  import UIKit

  /// A view controller for a detail screen under a ``GradientNavigationBar``: it installs the bar,
  /// hides the navigation controller's bar while it shows, and forwards the gradient bar's
  /// status-bar style (calling `setNeedsStatusBarAppearanceUpdate()` when it changes).
  ///
  /// ```swift
  /// final class PlaceViewController: GradientNavigationBarViewController {
  ///   let scrollView = UIScrollView()   // the hero image at the top of its content
  ///
  ///   override func viewDidLoad() {
  ///     super.viewDidLoad()
  ///     view.insertSubview(scrollView, belowSubview: gradientBar)
  ///     gradientBar.title = "Lisbon"
  ///     gradientBar.attach(to: scrollView)
  ///   }
  /// }
  /// ```
  @MainActor
  open class GradientNavigationBarViewController: UIViewController {
    /// The bar, installed at the top of the view in `viewDidLoad`.
    public let gradientBar = GradientNavigationBar()

    /// Whether the navigation controller's own bar hides while this screen shows (default true).
    ///
    /// Hiding the system bar stops the swipe back in a plain `UINavigationController`; in a
    /// ``CollapsingNavBarNavigationController`` it keeps working.
    open var hidesNavigationBar = true

    private var navigationBarWasHidden: Bool?

    open override func viewDidLoad() {
      super.viewDidLoad()
      gradientBar.install(in: self)
    }

    open override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      guard hidesNavigationBar, let navigationController else { return }
      navigationBarWasHidden = navigationController.isNavigationBarHidden
      navigationController.setNavigationBarHidden(true, animated: animated)
    }

    open override func viewWillDisappear(_ animated: Bool) {
      super.viewWillDisappear(animated)
      guard let wasHidden = navigationBarWasHidden, let navigationController else { return }
      navigationController.setNavigationBarHidden(wasHidden, animated: animated)
      navigationBarWasHidden = nil
    }

    open override var preferredStatusBarStyle: UIStatusBarStyle {
      gradientBar.preferredStatusBarStyle
    }
  }
#endif
