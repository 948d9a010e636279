# Texture (AsyncDisplayKit) integration. CocoaPods only: Texture has no SwiftPM manifest.
Pod::Spec.new do |s|
  s.name          = 'CollapsingNavBarTexture'
  s.version       = File.read(File.join(__dir__, 'VERSION')).strip
  s.summary       = 'CollapsingNavBar for Texture (AsyncDisplayKit) ASTableNode and ASCollectionNode.'
  s.homepage      = 'https://github.com/collapsingnavbar/CollapsingNavBar'
  s.license       = { :type => 'MIT', :file => 'LICENSE' }
  s.author        = 'The CollapsingNavBar authors'
  s.source        = { :git => 'https://github.com/collapsingnavbar/CollapsingNavBar.git', :tag => s.version.to_s }
  s.swift_version = '6.0'
  s.ios.deployment_target = '13.0'
  s.source_files  = 'Sources/CollapsingNavBarTexture/**/*.swift'
  s.dependency 'CollapsingNavBar', s.version.to_s
  s.dependency 'Texture/Core', '~> 3.1'
end
