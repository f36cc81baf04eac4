import Foundation
import Testing

@testable import RefreshSource

/// The fixture server (scripts/feed-server.sh: a real nginx), started once for the test
/// process and stopped when it exits (or, should it crash, by the script's watcher).
struct FeedServer: Sendable {
    let http: String
    let https: String
    let httpsWrongName: String
    let certificateAuthority: String
    /// The folder served, where tests may write generated documents.
    let root: String

    /// The running server, or the reason it could not start.
    static let shared: Result<FeedServer, ServerError> = start()

    struct ServerError: Error, CustomStringConvertible {
        var description: String
    }

    private static func start() -> Result<FeedServer, ServerError> {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("refresh-feed-server-\(getpid())").path
        let script = Fixtures.repository.appendingPathComponent("scripts/feed-server.sh").path
        // popen, not Foundation's Process, whose waitUntilExit can miss a child's exit.
        let output = run("'\(script)' start '\(folder)' '\(Fixtures.folder.path)' \(getpid())")
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
            let script = Fixtures.repository.appendingPathComponent("scripts/feed-server.sh")
            _ = FeedServer.run("'\(script.path)' stop '\(folder)' && rm -rf '\(folder)'")
        }
        return .success(
            FeedServer(
                http: http, https: https, httpsWrongName: wrong, certificateAuthority: authority,
                root: root))
    }

    /// Runs `command` with bash; its standard output and exit status.
    static func run(_ command: String) -> (text: String, status: Int32) {
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
    var trustingEnvironment: [String: String] { ["SSL_CERT_FILE": certificateAuthority] }
}

/// The user agent the tests send (and find in nginx's access log).
let testUserAgent = "refresh-demo-tests/1.0 (RefreshSourceTests)"

/// A fetcher for one test: HTTPS trusts `environment`'s CA (none: the system's store only).
func makeFetcher(environment: [String: String] = [:]) throws -> FeedFetcher {
    try #require(FeedFetcher(userAgent: testUserAgent, environment: environment))
}

/// The outcome of fetching `url`, waiting at most 15 s of wall time (a safety net: every
/// request here ends by itself well within that).
func outcome(
    of url: String, validators: Validators = Validators(), timeout milliseconds: Int = 5_000,
    environment: [String: String] = [:]
) throws -> FetchOutcome {
    let fetcher = try makeFetcher(environment: environment)
    defer { fetcher.close() }
    let request = FetchRequest(
        url: try #require(URL(string: url)), validators: validators,
        timeoutMilliseconds: milliseconds)
    let id = fetcher.fetch(request)
    return try #require(fetcher.wait(for: id, until: .now + .seconds(15)))
}

/// The failure of an outcome, nil for a success.
func failure(_ outcome: FetchOutcome) -> FetchFailure? {
    if case .failed(let reason, _) = outcome { return reason }
    return nil
}

/// The page of a landed outcome.
func page(_ outcome: FetchOutcome) -> FeedPage? {
    if case .landed(let page, _) = outcome { return page }
    return nil
}
