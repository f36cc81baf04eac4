import Foundation
import TestSupport
import Testing

/// The contract's Focus and network through the binary, headless, on the simulated clock:
/// `focus` and `network` script commands, the 2 s settling, `--stale-after` refreshing a stale
/// feed (and not a fresh one), the backoff after failures and `Retry-After`, and the header's
/// "Offline · " line.
@Suite(.serialized) struct FocusNetworkTests {
    let pages: FeedTests
    let server: FeedServer

    init() throws {
        pages = try FeedTests()
        server = try FeedServer.shared.get()
    }

    /// The frames in which a refresh was sent: `request` turned `refresh`.
    func refreshesSent(_ lines: [TraceLine]) -> [Double] {
        lines.indices.filter {
            lines[$0].string("request") == "refresh"
                && ($0 == 0 || lines[$0 - 1].string("request") != "refresh")
        }.map { lines[$0].number("t") }
    }

    /// With `--stale-after 5`: gaining the focus 2 s after a refresh does nothing (fresh), 8 s
    /// after it refreshes (stale); the network going away takes effect 2 s after the report,
    /// its coming back 2 s after that one, and refreshes the then stale feed. `focused` and
    /// `network` follow the script.
    @Test func focusAndReconnectRefreshAStaleFeedAndNotAFreshOne() throws {
        let url = try pages.feed("stale.xml", ["s1", "s2"])
        let script = """
            wait 1000
            focus out
            wait 1000
            focus in
            wait 6000
            focus out
            focus in
            wait 1000
            network offline
            wait 3000
            network online
            wait 3000
            """
        let lines = try Demo.trace(script, ["--feed", url, "--stale-after", "5"])
        let sent = refreshesSent(lines)
        #expect(sent.count == 3, "refreshes sent at \(sent)")
        #expect(sent.count == 3 && sent[0] < 100 && abs(sent[1] - 8000) < 50)
        #expect(sent.count == 3 && sent[2] >= 14_000 && sent[2] < 14_100)
        #expect(lines.last?.int("refreshes") == 3)
        for line in lines {
            let t = line.number("t")
            #expect(line.bool("focused") == !(t >= 1000 && t < 2000), "t \(t)")
            let offline = t >= 11_000 && t < 14_000
            #expect(line.string("network") == (offline ? "offline" : "online"), "t \(t)")
        }
    }

    /// A feed refreshed less than `--stale-after` ago stays as it is when the network comes
    /// back; a report taken back within 2 s never takes effect.
    @Test func aReconnectLeavesAFreshFeedAndAFlapIsNotAChange() throws {
        let url = try pages.feed("fresh.xml", ["f1"])
        let script = """
            wait 1000
            network offline
            wait 3000
            network online
            wait 3000
            network offline
            wait 1000
            network online
            wait 3000
            """
        let lines = try Demo.trace(script, ["--feed", url, "--stale-after", "60"])
        #expect(refreshesSent(lines).count == 1)
        let offline = lines.filter { $0.string("network") == "offline" }.map { $0.number("t") }
        #expect(offline.first.map { abs($0 - 3000) < 50 } == true)
        #expect(offline.last.map { $0 < 6000 } == true)
    }

    /// After the first failed refresh an automatic one waits 60 s, after the second 120 s;
    /// `r` is always tried.
    @Test func automaticRefreshesBackOffAfterFailuresButAPersonsAreAlwaysTried() throws {
        let script = """
            wait 5000
            focus out
            focus in
            wait 1000
            key r
            wait 60000
            focus out
            focus in
            wait 65000
            focus out
            focus in
            wait 1000
            """
        let lines = try Demo.trace(
            script,
            ["--feed", server.http + "/status/500", "--stale-after", "1", "--fps", "20"])
        let sent = refreshesSent(lines)
        // At start, `r` at 6 s, and at 131 s (more than 120 s after the second failure); not
        // at 5 s (within 60 s of the first) nor at 66 s (within 120 s of the second).
        #expect(sent.count == 3, "refreshes sent at \(sent)")
        #expect(sent.count == 3 && abs(sent[1] - 6000) < 100 && abs(sent[2] - 131_000) < 100)
        #expect(lines.last?.int("failures") == 3)
    }

    /// A `429` with `Retry-After: 120` holds automatic refreshes back for 120 s, longer than
    /// the first failure's 60 s.
    @Test func retryAfterHoldsAutomaticRefreshesBack() throws {
        let script = """
            wait 90000
            focus out
            focus in
            wait 35000
            focus out
            focus in
            wait 1000
            """
        let lines = try Demo.trace(
            script, ["--feed", server.http + "/busy", "--stale-after", "1", "--fps", "20"])
        let sent = refreshesSent(lines)
        #expect(sent.count == 2, "refreshes sent at \(sent)")
        #expect(sent.count == 2 && abs(sent[1] - 125_000) < 100)
        #expect(lines.last?.string("source_error") == "http 429")
    }

    /// While offline the header's detail line says "Offline · " before the last-updated time,
    /// and before a failure's reason, in the language shown.
    @Test func offlineLinePrefixesTheDetailInEveryLanguage() throws {
        let url = try pages.feed("offline.xml", ["o1"])
        let script = "wait 1000\nnetwork offline\nwait 2500\nkey l\nwait 100\n"
        let lines = try Demo.trace(script, ["--feed", url])
        let before = try #require(lines.first { $0.number("t") > 900 && $0.number("t") < 1000 })
        let after = try #require(lines.first { $0.string("network") == "offline" })
        #expect(after.string("header_detail") == "Offline · " + before.string("header_detail"))
        #expect(!before.string("header_detail").isEmpty)
        let other = try #require(lines.last)
        #expect(other.string("lang") != "en")
        #expect(!other.string("header_detail").hasPrefix("Offline"))
        #expect(other.string("header_detail").contains(" · "))

        let failed = try Demo.trace(
            "wait 500\nnetwork offline\nwait 2500\n", ["--feed", server.http + "/status/500"])
        #expect(
            failed.last?.string("header_detail") == "Offline · Couldn't refresh: server error 500")
    }

    /// Bad `focus` and `network` arguments are script errors (exit 3, naming the line).
    @Test func badFocusAndNetworkArgumentsAreScriptErrors() throws {
        let dir = try TempDir()
        for (script, message) in [
            ("focus maybe\n", "s.txt:1: focus: \"maybe\" is not \"in\" or \"out\""),
            (
                "wait 1\nnetwork\n",
                "s.txt:2: network: expects 1 argument (online or offline), got 0"
            ),
        ] {
            let file = try dir.write("s.txt", script)
            let result = try Demo.run(arguments: ["--headless", "--script", file])
            #expect(result.code == 3)
            #expect(result.stderr.contains(message), "\(result.stderr)")
        }
        let bad = try Demo.run(arguments: ["--headless", "--stale-after", "604801"])
        #expect(bad.code == 2 && bad.stderr.contains("--stale-after 604801"))
    }
}
