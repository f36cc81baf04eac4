/* The `RefreshAssets` target is this folder: its fonts/, sprites/ and strings/ are SwiftPM
 * resources, copied into SwiftRefresh_RefreshAssets.resources beside every executable built on
 * RefreshSDL (which finds them there, `AssetCatalog.bundledFolder()`). SwiftPM wants a source
 * file in a target; this one, in C, keeps SwiftPM from generating a Swift `Bundle.module`
 * accessor, which would bring Foundation into every app and stop it with fatalError when the
 * folder is missing. */
