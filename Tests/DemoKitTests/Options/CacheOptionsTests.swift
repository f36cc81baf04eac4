import Testing

@testable import DemoKit

/// `--cache PATH|none`: where a window keeps its feeds by default, none headless, and a bad
/// value a usage error naming the option and the value.
@Test func theCacheDefaultsToTheUsersCacheFolderInAWindowAndNoneHeadless() throws {
    let window = try options(["--feed", "http://a/b"])
    #expect(window.cache == nil)
    #expect(
        window.cachePath(environment: ["XDG_CACHE_HOME": "/x/cache", "HOME": "/home/u"])
            == "/x/cache/refresh-demo/cache.sqlite")
    #expect(
        window.cachePath(environment: ["HOME": "/home/u"])
            == "/home/u/.cache/refresh-demo/cache.sqlite")
    // XDG's rule: a relative XDG_CACHE_HOME is ignored.
    #expect(
        window.cachePath(environment: ["XDG_CACHE_HOME": "rel", "HOME": "/home/u"])
            == "/home/u/.cache/refresh-demo/cache.sqlite")
    #expect(window.cachePath(environment: [:]) == nil)
    let headless = try options(["--headless", "--feed", "http://a/b"])
    #expect(headless.cachePath(environment: ["HOME": "/home/u"]) == nil)
    let given = try options(["--headless", "--cache", "/tmp/c.sqlite"])
    #expect(given.cachePath(environment: [:]) == "/tmp/c.sqlite")
    #expect(try options(given.arguments) == given)
    #expect(try options(["--cache", "none"]).cachePath(environment: ["HOME": "/h"]) == nil)
    #expect(DemoOptions.helpText.contains("--cache PATH"))
}

@Test(arguments: ["", "/tmp/folder/"])
func aBadCachePathIsAUsageError(path: String) {
    #expect(
        usageMessage(["--cache", path]) == "--cache \(path): must be a file's path (not a "
            + "folder's) or none")
}
