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
    ///
    /// The copy is written through a descriptor closed on exec, but a process another test
    /// forks while it is open still holds it until that child execs, and running the copy
    /// meanwhile fails with "text file busy": that child's exec is what is waited for.
    private func runCopy(in dir: TempDir) throws -> Demo.Result {
        let binary = dir.url.appendingPathComponent("refresh-demo")
        try Self.copyExecutable(Demo.binary, to: binary)
        for attempt in 1... {
            do {
                return try Demo.run(
                    arguments: ["--headless", "--frames", "1"], binary: binary,
                    directory: dir.url)
            } catch let error as NSError
                where (error.userInfo[NSUnderlyingErrorKey] as? NSError)?.code == Int(ETXTBSY)
                && attempt < 100
            {
                usleep(20_000)
            }
        }
        fatalError("unreachable")
    }

    /// Copies the executable `source` to `destination`, its descriptor closed on exec.
    private static func copyExecutable(_ source: URL, to destination: URL) throws {
        let bytes = try Data(contentsOf: source)
        let fd = open(destination.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o755)
        guard fd >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        defer { close(fd) }
        let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        guard written == bytes.count else { throw POSIXError(.EIO) }
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
