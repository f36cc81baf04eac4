import Foundation
import RefreshCore

/// The titles of every language for the soak's scenes, read once from the package's
/// `Assets/strings` (found from this file's place in the checkout, as the demo finds its
/// assets); English alone if they cannot be read, so a soak still runs.
public enum SoakLanguages {
    /// The package's strings folder.
    public static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Assets/strings").path

    /// Every language's titles.
    public static let all: [RefreshLanguage: RefreshStrings] =
        (try? RefreshStrings.loadAll(fromFolder: folder)) ?? [.english: .english]
}
