# The UIKit bar (CollapsingNavBar, GradientNavigationBar) and the scroll-delegate proxy.
Pod::Spec.new do |s|
  s.name          = 'CollapsingNavBar'
  s.version       = File.read(File.join(__dir__, 'VERSION')).strip
  s.summary       = 'A collapsing navigation bar for UIKit: large title, search, panels, snapping, scroll-to-top.'
  s.homepage      = 'https://github.com/collapsingnavbar/CollapsingNavBar'
  s.license       = { :type => 'MIT', :file => 'LICENSE' }
  s.author        = 'The CollapsingNavBar authors'
  s.source        = { :git => 'https://github.com/collapsingnavbar/CollapsingNavBar.git', :tag => s.version.to_s }
  s.swift_version = '6.0'
  s.ios.deployment_target = '13.0'
  s.source_files  = 'Sources/CollapsingNavBar/**/*.swift'
  # The bar's own localized strings (BarStrings looks for CollapsingNavBar.bundle).
  s.resource_bundles = { 'CollapsingNavBar' => ['Sources/CollapsingNavBar/Resources/*.lproj/*.strings'] }
  s.dependency 'CollapsingNavBarCore', s.version.to_s
  # The follower a SwiftUI host uses is a `package` member, shared with CollapsingNavBarSwiftUI;
  # `package` needs a package name, which SwiftPM passes and CocoaPods does not.
  s.pod_target_xcconfig = { 'OTHER_SWIFT_FLAGS' => '-package-name CollapsingNavBar' }
end
