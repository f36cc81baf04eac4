import Foundation
import RefreshCore

/// The titles of every language, read from the package's `Assets/strings`.
enum PackageStrings {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Assets/strings").path

    /// Every language's table; a test that needs them fails loudly when a file is broken.
    static let all: [RefreshLanguage: RefreshStrings] =
        (try? RefreshStrings.loadAll(fromFolder: folder)) ?? [:]
}
