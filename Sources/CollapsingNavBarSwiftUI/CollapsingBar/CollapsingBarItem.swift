#if canImport(SwiftUI) && canImport(UIKit)
  import CollapsingNavBar
  import UIKit

  /// A button in the UIKit bar's top row, described the SwiftUI way: a symbol or a title, an
  /// accessibility label and an action.
  ///
  /// The bar rebuilds a button when anything it shows changes (its id, title, symbol or label);
  /// a new action closure takes effect on the next tap without rebuilding.
  @available(iOS 14.0, *)
  public struct CollapsingBarItem: Identifiable {
    /// Identifies the item among its row.
    public var id: String
    /// The title, when the item shows text.
    public var title: String?
    /// The SF Symbol, when the item shows an image.
    public var systemImage: String?
    /// What VoiceOver reads.
    public var accessibilityLabel: String
    /// Runs when the item is tapped.
    public var action: @MainActor () -> Void

    /// An item that shows a symbol, with an accessibility label used as given.
    ///
    /// - Parameters:
    ///   - systemImage: The SF Symbol's name.
    ///   - accessibilityLabel: What VoiceOver reads, verbatim (a `String` variable).
    ///   - id: Identifies the item; the symbol's name by default.
    ///   - action: Runs when the item is tapped.
    @_disfavoredOverload
    public init<Label: StringProtocol>(
      systemImage: String, accessibilityLabel: Label, id: String? = nil, action: @escaping @MainActor () -> Void
    ) {
      self.id = id ?? systemImage
      self.title = nil
      self.systemImage = systemImage
      self.accessibilityLabel = String(accessibilityLabel)
      self.action = action
    }

    /// An item that shows a symbol, with an accessibility label looked up in the app's
    /// `Localizable` strings: a string literal chooses this one on iOS 15 and later, as it
    /// chooses `Text(_: LocalizedStringKey)`.
    ///
    /// - Parameters:
    ///   - systemImage: The SF Symbol's name.
    ///   - accessibilityLabel: What VoiceOver reads: a localization key (and the value when no
    ///     table has it), resolved with `String(localized:)`.
    ///   - id: Identifies the item; the symbol's name by default.
    ///   - action: Runs when the item is tapped.
    @available(iOS 15.0, *)
    public init(
      systemImage: String, accessibilityLabel: String.LocalizationValue, id: String? = nil,
      action: @escaping @MainActor () -> Void
    ) {
      self.init(
        systemImage: systemImage, accessibilityLabel: String(localized: accessibilityLabel), id: id, action: action)
    }

    /// An item that shows a symbol, with an accessibility label from a
    /// `LocalizedStringResource`: its table and bundle (a Swift package's module passes
    /// `bundle: .atURL(Bundle.module.bundleURL)`) and its locale.
    ///
    /// - Parameters:
    ///   - systemImage: The SF Symbol's name.
    ///   - accessibilityLabel: What VoiceOver reads.
    ///   - id: Identifies the item; the symbol's name by default.
    ///   - action: Runs when the item is tapped.
    @available(iOS 16.0, *)
    @_disfavoredOverload
    public init(
      systemImage: String, accessibilityLabel: LocalizedStringResource, id: String? = nil,
      action: @escaping @MainActor () -> Void
    ) {
      self.init(
        systemImage: systemImage, accessibilityLabel: String(localized: accessibilityLabel), id: id, action: action)
    }

    /// An item that shows a title used as given.
    ///
    /// - Parameters:
    ///   - title: The title, verbatim (a `String` variable); also what VoiceOver reads.
    ///   - id: Identifies the item; the title by default.
    ///   - action: Runs when the item is tapped.
    @_disfavoredOverload
    public init<Title: StringProtocol>(_ title: Title, id: String? = nil, action: @escaping @MainActor () -> Void) {
      let text = String(title)
      self.id = id ?? text
      self.title = text
      self.systemImage = nil
      self.accessibilityLabel = text
      self.action = action
    }

    /// An item that shows a title looked up in the app's `Localizable` strings: a string literal
    /// chooses this one on iOS 15 and later, as it chooses `Text(_: LocalizedStringKey)`.
    ///
    /// - Parameters:
    ///   - title: The title's localization key (and value when no table has it), resolved with
    ///     `String(localized:)`; also what VoiceOver reads.
    ///   - id: Identifies the item; the resolved title by default.
    ///   - action: Runs when the item is tapped.
    @available(iOS 15.0, *)
    public init(_ title: String.LocalizationValue, id: String? = nil, action: @escaping @MainActor () -> Void) {
      self.init(String(localized: title), id: id, action: action)
    }

    /// An item that shows a title from a `LocalizedStringResource` (its table, bundle and
    /// locale), also what VoiceOver reads.
    ///
    /// - Parameters:
    ///   - title: The title's resource.
    ///   - id: Identifies the item; the resolved title by default.
    ///   - action: Runs when the item is tapped.
    @available(iOS 16.0, *)
    @_disfavoredOverload
    public init(_ title: LocalizedStringResource, id: String? = nil, action: @escaping @MainActor () -> Void) {
      self.init(String(localized: title), id: id, action: action)
    }

    /// The system's back affordance: a leading chevron (mirrored right to left) read as "Back"
    /// in the package's localizations.
    ///
    /// Put it first in `leadingItems` of a pushed screen that hides the system bar, with
    /// `dismiss()` from `@Environment(\.dismiss)` as its action.
    ///
    /// - Parameter action: Runs when the item is tapped (pop the screen).
    /// - Returns: The item, with the id `"back"`.
    public static func back(action: @escaping @MainActor () -> Void) -> CollapsingBarItem {
      CollapsingBarItem(
        systemImage: "chevron.backward", accessibilityLabel: BarStrings.back, id: "back", action: action)
    }

    /// Everything the button shows: when it changes, the button is rebuilt.
    struct Appearance: Equatable {
      var id: String
      var title: String?
      var systemImage: String?
      var accessibilityLabel: String
    }

    /// What the button shows.
    var appearance: Appearance {
      Appearance(id: id, title: title, systemImage: systemImage, accessibilityLabel: accessibilityLabel)
    }

    /// The UIKit item; a tap runs whatever `action` returns then, so a new closure needs no new
    /// button.
    ///
    /// - Parameter action: Looks up the item's current action.
    @MainActor
    func makeBarButtonItem(action: @escaping @MainActor () -> (@MainActor () -> Void)?) -> UIBarButtonItem {
      let primary = UIAction(title: title ?? "", image: systemImage.flatMap { UIImage(systemName: $0) }) { _ in
        action()?()
      }
      let item =
        systemImage != nil
        ? UIBarButtonItem(image: primary.image, primaryAction: primary)
        : UIBarButtonItem(title: title, primaryAction: primary)
      item.accessibilityLabel = accessibilityLabel
      return item
    }
  }
#endif
