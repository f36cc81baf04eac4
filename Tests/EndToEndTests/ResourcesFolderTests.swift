import Foundation
import Testing

/// The demo's assets come from the resources folder SwiftPM builds beside the binary
/// (`SwiftRefresh_RefreshAssets.resources`): a binary copied elsewhere finds them only if the
/// folder comes with it, and says where it looked when it does not.
struct ResourcesFolderTests {
    static let folderName = "SwiftRefresh_RefreshAssets.resources"
    /// The folder `swift build` made beside the debug binary.
    static let built = Demo.binary.deletingLastPathComponent().appendingPathComponent(folderName)

    /// A copy of the debug demo in a fresh folder, run from there with no --assets.
    private func runCopy(in dir: TempDir) throws -> Demo.Result {
        let binary = dir.url.appendingPathComponent("refresh-demo")
        try FileManager.default.copyItem(at: Demo.binary, to: binary)
        return try Demo.run(
            arguments: ["--headless", "--frames", "1"], binary: binary, directory: dir.url)
    }

    @Test func aCopiedBinaryWithoutItsResourcesFolderExits4NamingIt() throws {
        let dir = try TempDir()
        let result = try runCopy(in: dir)
        #expect(result.code == 4, "stderr: \(result.stderr)")
        #expect(!result.signalled)
        #expect(result.stderr.contains("asset error: \(dir.path(Self.folderName)): missing"))
    }

    @Test func aCopiedBinaryWithItsResourcesFolderRuns() throws {
        let dir = try TempDir()
        try FileManager.default.copyItem(
            at: Self.built, to: dir.url.appendingPathComponent(Self.folderName))
        let result = try runCopy(in: dir)
        #expect(result.code == 0, "stderr: \(result.stderr)")
    }

    @Test func aFileInsteadOfTheFolderExits4NamingIt() throws {
        let dir = try TempDir()
        _ = try dir.write(Self.folderName, "not a folder")
        let result = try runCopy(in: dir)
        #expect(result.code == 4, "stderr: \(result.stderr)")
        #expect(result.stderr.contains("\(dir.path(Self.folderName)): not a folder"))
    }

    @Test(arguments: ["fonts/DejaVuSans.ttf", "sprites/arrow@1x.png", "strings/ko.strings"])
    func aFileMissingFromTheFolderExits4NamingIt(file: String) throws {
        let dir = try TempDir()
        let folder = dir.url.appendingPathComponent(Self.folderName)
        try FileManager.default.copyItem(at: Self.built, to: folder)
        try FileManager.default.removeItem(at: folder.appendingPathComponent(file))
        let result = try runCopy(in: dir)
        #expect(result.code == 4, "stderr: \(result.stderr)")
        #expect(result.stderr.contains(folder.appendingPathComponent(file).path))
    }
}
