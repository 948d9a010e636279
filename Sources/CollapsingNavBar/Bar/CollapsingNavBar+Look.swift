#if canImport(UIKit)
  import CollapsingNavBarCore
  import Foundation
  import UIKit

  extension BarLookSystem {
    /// The running system and the app's build, as the process and the app's Info.plist tell
    /// them: the glass look needs the iOS 26 SDK for this package too (an older Xcode builds it
    /// without the look's calls, and the bar keeps the classic look).
    ///
    /// ```swift
    /// BarLookSystem.current.look  // .glass on iOS 26, built with Xcode 26, no compatibility key
    /// ```
    public static let current: BarLookSystem = {
      let system = ProcessInfo.processInfo.operatingSystemVersion.majorVersion
      let info = Bundle.main.infoDictionary ?? [:]
      // Xcode writes the SDK's version into the built app's Info.plist ("26.0").
      let sdk = (info["DTPlatformVersion"] as? String).flatMap { Int($0.split(separator: ".").first ?? "") } ?? system
      #if compiler(>=6.2)
        let packageSDK = sdk
      #else
        let packageSDK = min(sdk, BarLookSystem.glassMajorVersion - 1)
      #endif
      return BarLookSystem(
        systemMajorVersion: system, sdkMajorVersion: packageSDK,
        requiresDesignCompatibility: info["UIDesignRequiresCompatibility"] as? Bool ?? false)
    }()
  }

  extension CollapsingNavBar {
    /// The bar's look now (``BarMetrics/look``): the system's, unless the configuration asks
    /// for the classic one.
    public var look: BarLook { controller.metrics.look }

    /// Binds the glass look to the container: the top scroll edge effect of an attached one takes
    /// the configuration's style and hiding (the container's own come back with the classic look
    /// and on detach: ``ScrollAttachment/showEdgeEffect(_:)``; a SwiftUI container observed only
    /// gets them from the SwiftUI modifier), and the bar's views shape it down to the bar's
    /// current bottom.
    func showScrollEdgeEffect() {
      #if compiler(>=6.2)
        guard #available(iOS 26.0, *) else { return }
        let scrollView = attachment?.scrollView ?? follower?.observed
        let wanted = scrollView == nil ? nil : controller.metrics.requestedScrollEdgeEffect
        attachment?.showEdgeEffect(wanted)
        let interaction = edgeEffectInteraction as? UIScrollEdgeElementContainerInteraction
        guard wanted != nil, let scrollView else {
          if let interaction {
            interaction.scrollView = nil
            removeInteraction(interaction)
            edgeEffectInteraction = nil
          }
          edgeEffectShape.isHidden = true
          return
        }
        if interaction?.scrollView !== scrollView {
          let shaping = interaction ?? UIScrollEdgeElementContainerInteraction()
          shaping.scrollView = scrollView
          shaping.edge = .top
          if interaction == nil { addInteraction(shaping) }
          edgeEffectInteraction = shaping
        }
        // The descendants' frames shape the effect: a clear view as tall as the bar carries it
        // to the bar's bottom, under the safe area and every panel, as it collapses.
        edgeEffectShape.isHidden = false
        edgeEffectShape.frame = CGRect(x: 0, y: 0, width: bounds.width, height: CGFloat(controller.layout.height))
      #endif
    }
  }
#endif
