import Foundation
import Testing

@testable import RefreshSource

/// The fixture feeds of `Tests/Fixtures/feeds`, read from the source tree.
enum Fixtures {
    /// The folder of the fixture feeds.
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/feeds")

    /// The repository's root folder.
    static let repository = folder.deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The bytes of fixture `name`.
    static func bytes(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: folder.appendingPathComponent(name)))
    }

    /// Fixture `name` parsed as if fetched from `base` + `name`.
    static func page(_ name: String, base: String = "https://planet.example/feeds/") throws
        -> FeedPage
    {
        try FeedParser.page(from: bytes(name), url: URL(string: base + name)!)
    }
}
