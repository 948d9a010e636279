/// How the bar looks: like the system's own bars of the device it runs on.
///
/// Decided once per environment (``BarLookSystem/look``, then ``BarMetrics/look``), before any
/// layout: the solver draws the background, the separator and the scroll edge effect from it.
public enum BarLook: String, Hashable, Sendable, CaseIterable {
  /// The look of iOS 13 to 18, and of iOS 26 for an app in compatibility mode: a solid background
  /// that cross-fades to the system's chrome material, and a hairline, once content is under the
  /// bar (the background stays solid under Reduce Transparency: ``BarAccessibility``).
  case classic
  /// The look of iOS 26 and later: no background, blur or hairline of its own, at rest or
  /// scrolled; the attached scroll view's top scroll edge effect (a soft, progressive blur)
  /// separates the content under the bar from the panels, as it does under the system's bar
  /// ("Navigation bars are transparent and feature bar button items constructed with Liquid
  /// Glass", Apple's `UINavigationBar` documentation; the Human Interface Guidelines, "Scroll
  /// views": custom bars may need to add the effect themselves).
  case glass
}

/// The look an app asks for (``BarConfiguration/look``).
public enum BarLookPreference: String, Hashable, Sendable, CaseIterable {
  /// The system's look (``BarLookSystem/look``): ``BarLook/glass`` where the app's own system
  /// bars take it, ``BarLook/classic`` elsewhere.
  case automatic
  /// ``BarLook/classic`` everywhere, whatever the system's bars look like.
  case classic
}

/// What the device and the app's build tell about the look the system's own bars take.
///
/// ```swift
/// let system = BarLookSystem(systemMajorVersion: 26, sdkMajorVersion: 26)
/// system.look  // .glass
/// BarLookSystem(systemMajorVersion: 26, sdkMajorVersion: 26, requiresDesignCompatibility: true).look  // .classic
/// ```
public struct BarLookSystem: Hashable, Sendable {
  /// The major version of the running iOS (`UIDevice.current.systemVersion`).
  public var systemMajorVersion: Int
  /// The major version of the iOS SDK the app was built with (the `DTPlatformVersion` Xcode
  /// writes into the app's Info.plist).
  public var sdkMajorVersion: Int
  /// Whether the app's Info.plist sets `UIDesignRequiresCompatibility`.
  public var requiresDesignCompatibility: Bool

  /// Creates the facts.
  ///
  /// - Parameters:
  ///   - systemMajorVersion: The running iOS's major version.
  ///   - sdkMajorVersion: The major version of the SDK the app was built with.
  ///   - requiresDesignCompatibility: Whether `UIDesignRequiresCompatibility` is set.
  public init(systemMajorVersion: Int, sdkMajorVersion: Int, requiresDesignCompatibility: Bool = false) {
    self.systemMajorVersion = systemMajorVersion
    self.sdkMajorVersion = sdkMajorVersion
    self.requiresDesignCompatibility = requiresDesignCompatibility
  }

  /// The first iOS, and SDK, whose bars take ``BarLook/glass``.
  public static let glassMajorVersion = 26
  /// The first iOS, and SDK, that ignore `UIDesignRequiresCompatibility`.
  public static let compatibilityIgnoredMajorVersion = 27

  /// The look of the system's own bars in this app.
  ///
  /// ``BarLook/glass`` when the app runs on iOS 26 or later, built with the iOS 26 SDK or later
  /// (an app built with an older SDK keeps its look: a Frameworks Engineer's answer in Apple's
  /// developer forums, thread 788573), and not in compatibility mode. The compatibility key
  /// holds unless both the SDK and the system are 27 or later: Apple's documentation says the
  /// system ignores it "when you build for iOS 27 or later", and a report of an app built with
  /// the iOS 27 SDK shows iOS 26 still applying it (developer forums, thread 858194).
  public var look: BarLook {
    guard systemMajorVersion >= Self.glassMajorVersion, sdkMajorVersion >= Self.glassMajorVersion else {
      return .classic
    }
    let keyIgnored =
      sdkMajorVersion >= Self.compatibilityIgnoredMajorVersion
      && systemMajorVersion >= Self.compatibilityIgnoredMajorVersion
    return requiresDesignCompatibility && !keyIgnored ? .classic : .glass
  }

  /// The style UIKit gives ``BarEdgeEffectStyle/automatic`` on this system: soft on iOS 26,
  /// hard from iOS 27 on (reported by apps that had to ask for `soft` explicitly there:
  /// bluesky-social/social-app pull request 10907, Apollo-Reborn pull request 843).
  public var automaticEdgeEffectStyle: BarEdgeEffectStyle {
    systemMajorVersion >= Self.compatibilityIgnoredMajorVersion ? .hard : .soft
  }
}

extension BarLook {
  /// The look for an app's preference on a system.
  ///
  /// - Parameters:
  ///   - preference: What the app asks for.
  ///   - systemLook: The look of the system's own bars (``BarLookSystem/look``).
  /// - Returns: ``classic`` when the app asks for it, else the system's look.
  public static func resolve(_ preference: BarLookPreference, systemLook: BarLook) -> BarLook {
    switch preference {
    case .automatic: return systemLook
    case .classic: return .classic
    }
  }
}

extension BarMetrics {
  /// The bar's look: its configuration's preference on its environment's system
  /// (``BarLook/resolve(_:systemLook:)``).
  public var look: BarLook { BarLook.resolve(configuration.look, systemLook: environment.systemLook) }
}
