# SwiftUI: sticky header, scroll observation, bar modifiers.
Pod::Spec.new do |s|
  s.name          = 'CollapsingNavBarSwiftUI'
  s.version       = File.read(File.join(__dir__, 'VERSION')).strip
  s.summary       = 'A SwiftUI sticky header and the CollapsingNavBar bars as SwiftUI modifiers.'
  s.homepage      = 'https://github.com/collapsingnavbar/CollapsingNavBar'
  s.license       = { :type => 'MIT', :file => 'LICENSE' }
  s.author        = 'The CollapsingNavBar authors'
  s.source        = { :git => 'https://github.com/collapsingnavbar/CollapsingNavBar.git', :tag => s.version.to_s }
  s.swift_version = '6.0'
  s.ios.deployment_target = '13.0'
  s.source_files  = 'Sources/CollapsingNavBarSwiftUI/**/*.swift'
  s.dependency 'CollapsingNavBarCore', s.version.to_s
  s.dependency 'CollapsingNavBar', s.version.to_s
  # Uses `package` members of CollapsingNavBar and the core; see CollapsingNavBarCore.podspec.
  s.pod_target_xcconfig = { 'OTHER_SWIFT_FLAGS' => '-package-name CollapsingNavBar' }
end
