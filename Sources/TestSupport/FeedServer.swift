import Foundation

/// The fixture feed server (scripts/feed-server.sh: a real nginx serving
/// Tests/Fixtures/feeds), started once for a test process and stopped when it exits (or,
/// should it crash, by the script's watcher). The source layer's tests and the demo's
/// end-to-end tests share it.
public struct FeedServer: Sendable {
    /// The plain HTTP server's base URL.
    public let http: String
    /// The HTTPS server's base URL (a certificate for localhost signed by the test CA).
    public let https: String
    /// An HTTPS server whose certificate names another host.
    public let httpsWrongName: String
    /// The test CA's PEM file, for `SSL_CERT_FILE`.
    public let certificateAuthority: String
    /// The folder served, where tests may write generated documents.
    public let root: String

    /// The running server, or the reason it could not start.
    public static let shared: Result<FeedServer, ServerError> = start()

    /// Why the server did not start.
    public struct ServerError: Error, CustomStringConvertible {
        /// What the script said.
        public var description: String
    }

    /// The repository's root folder, from this file's path.
    public static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The fixture feeds' folder.
    public static let fixtures = repository.appendingPathComponent("Tests/Fixtures/feeds")

    private static func start() -> Result<FeedServer, ServerError> {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("refresh-feed-server-\(getpid())").path
        let script = repository.appendingPathComponent("scripts/feed-server.sh").path
        // popen, not Foundation's Process, whose waitUntilExit can miss a child's exit.
        let output = run("'\(script)' start '\(folder)' '\(fixtures.path)' \(getpid())")
        var values: [String: String] = [:]
        for line in output.text.split(separator: "\n") {
            let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
            if parts.count == 2 { values[parts[0]] = parts[1] }
        }
        guard output.status == 0, let http = values["FEED_HTTP"],
            let https = values["FEED_HTTPS"], let wrong = values["FEED_HTTPS_WRONG_NAME"],
            let authority = values["FEED_CA"], let root = values["FEED_ROOT"]
        else {
            return .failure(ServerError(description: "feed-server.sh failed: \(values)"))
        }
        atexit {
            let folder = FileManager.default.temporaryDirectory
                .appendingPathComponent("refresh-feed-server-\(getpid())").path
            let script = FeedServer.repository.appendingPathComponent("scripts/feed-server.sh")
            _ = FeedServer.run("'\(script.path)' stop '\(folder)' && rm -rf '\(folder)'")
        }
        return .success(
            FeedServer(
                http: http, https: https, httpsWrongName: wrong, certificateAuthority: authority,
                root: root))
    }

    /// Runs `command` with bash; its standard output and exit status.
    public static func run(_ command: String) -> (text: String, status: Int32) {
        guard let pipe = popen("/bin/bash -c \"\(command)\"", "r") else { return ("", -1) }
        var text = ""
        var buffer = [CChar](repeating: 0, count: 4096)
        while fgets(&buffer, Int32(buffer.count), pipe) != nil {
            let line = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
            text += String(decoding: line, as: UTF8.self)
        }
        return (text, pclose(pipe))
    }

    /// The environment that makes HTTPS trust the test CA.
    public var trustingEnvironment: [String: String] { ["SSL_CERT_FILE": certificateAuthority] }
}
