import Foundation
import TestSupport
import Testing

/// The fixture server outlives the test process's call that starts it, so it must hold none of
/// that process's descriptors: a test's pipes and files, and the sockets Foundation watches its
/// children's exits on, are open in other threads while the script starts (through popen), and
/// one left open in nginx never closes. A test waiting for it (a demo's run whose exit was never
/// seen) then waits until the server stops, which is after the tests.
extension OneAtATime {
    @Suite struct FeedServerDescriptors {
        @Test func theServerHoldsNoneOfTheDescriptorsOfTheProcessThatStartedIt() throws {
            // A pipe as a test's other thread might hold one: not closed on exec, so the
            // script's shell inherits it.
            var ends: [Int32] = [-1, -1]
            try #require(pipe(&ends) == 0)
            defer { for end in ends { close(end) } }
            var status = stat()
            try #require(fstat(ends[1], &status) == 0)
            let ours = "pipe:[\(status.st_ino)]"
            let folder = FileManager.default.temporaryDirectory
                .appendingPathComponent("refresh-feed-fds-\(UUID().uuidString)").path
            let script = FeedServer.repository.appendingPathComponent("scripts/feed-server.sh")
            let started = FeedServer.run(
                "'\(script.path)' start '\(folder)' '\(FeedServer.fixtures.path)'")
            defer { _ = FeedServer.run("'\(script.path)' stop '\(folder)'; rm -rf '\(folder)'") }
            try #require(started.status == 0, "\(started.text)")
            let pid = try #require(
                started.text.split(separator: "\n").first { $0.hasPrefix("FEED_PID=") }
                    .map { String($0.dropFirst("FEED_PID=".count)) })
            let descriptors = try FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd")
            let held = try descriptors.map {
                try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/fd/\($0)")
            }
            #expect(!held.isEmpty)
            #expect(!held.contains(ours), "nginx holds the starter's pipe: \(held)")
        }
    }
}
