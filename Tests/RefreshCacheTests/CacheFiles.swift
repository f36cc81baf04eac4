import Foundation
import RefreshCache
import RefreshSource

/// A temporary folder for one test's cache files, removed when it goes.
final class CacheFiles {
    let folder: String

    init() {
        folder =
            FileManager.default.temporaryDirectory
            .appendingPathComponent("refresh-cache-tests-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(
            atPath: folder, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: folder) }

    /// A path in the folder.
    func path(_ name: String) -> String { folder + "/" + name }

    /// Whether `name` exists in the folder.
    func exists(_ name: String) -> Bool { FileManager.default.fileExists(atPath: path(name)) }

    /// The feed URL the tests cache under.
    static let feed = URL(string: "http://127.0.0.1/feed.xml")!

    /// Entries `ids`, each "Entry ID" by "Author ID", dated `day` days after 2025-01-01.
    static func entries(_ ids: [String], day: Double = 0) -> [FeedEntry] {
        ids.map {
            FeedEntry(
                id: $0, author: "Author \($0)", title: "Entry \($0)", summary: "<p>About \($0)</p>",
                date: Date(timeIntervalSince1970: 1_735_689_600 + day * 86_400),
                link: URL(string: "http://127.0.0.1/posts/\($0)"))
        }
    }

    /// Entry ids "0" … "n−1".
    static func ids(_ n: Int, from start: Int = 0) -> [String] {
        (start..<start + n).map(String.init)
    }
}
