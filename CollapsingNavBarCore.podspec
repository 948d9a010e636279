# The pure engine: layout, scroll tracking, snapping, motion, appearance. No UIKit.
Pod::Spec.new do |s|
  s.name          = 'CollapsingNavBarCore'
  s.version       = File.read(File.join(__dir__, 'VERSION')).strip
  s.summary       = 'The engine of CollapsingNavBar: every decision of a collapsing navigation bar, as pure Swift.'
  s.homepage      = 'https://github.com/collapsingnavbar/CollapsingNavBar'
  s.license       = { :type => 'MIT', :file => 'LICENSE' }
  s.author        = 'The CollapsingNavBar authors'
  s.source        = { :git => 'https://github.com/collapsingnavbar/CollapsingNavBar.git', :tag => s.version.to_s }
  s.swift_version = '6.0'
  s.ios.deployment_target = '13.0'
  s.osx.deployment_target = '11.0'
  s.source_files  = 'Sources/CollapsingNavBarCore/**/*.swift'
  # A few math helpers are `package` members, shared with the simulator as SwiftPM builds it;
  # `package` needs a package name, which SwiftPM passes and CocoaPods does not.
  s.pod_target_xcconfig = { 'OTHER_SWIFT_FLAGS' => '-package-name CollapsingNavBar' }
end
