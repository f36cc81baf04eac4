import Foundation
import TestSupport
import Testing

/// `--feed` through the binary, headless, against the fixture server (a real nginx): a first
/// page landing, a 304, every failure reason, older pages through the footer, and Escape
/// cancelling a slow refresh. Headless runs wait for each answer between frames, so every
/// frame index below is the same on every run.
@Suite(.serialized) struct FeedTests {
    let server: FeedServer

    init() throws { server = try FeedServer.shared.get() }

    /// Writes an Atom document of entries `ids` (each "Entry ID" by "Author ID") linking to
    /// `next`, as `name` in the served folder; its URL.
    func feed(_ name: String, _ ids: [String], next: String? = nil, links: Bool = false) throws
        -> String
    {
        let link = next.map { "<link rel=\"next\" href=\"\($0)\"/>" } ?? ""
        let entries = ids.map {
            "<entry><id>urn:e2e:\($0)</id><title>Entry \($0)</title>"
                + (links ? "<link href=\"/posts/\($0)\"/>" : "")
                + "<author><name>Author \($0)</name></author>"
                + "<updated>2025-03-14T10:00:00Z</updated></entry>"
        }
        let document =
            "<?xml version=\"1.0\"?><feed xmlns=\"http://www.w3.org/2005/Atom\">"
            + "<title>E2E</title><id>urn:e2e</id>\(link)\(entries.joined())</feed>"
        try document.write(toFile: server.root + "/" + name, atomically: true, encoding: .utf8)
        return server.http + "/" + name
    }

    /// A first page lands in the frame after the one whose refreshing action sent it: its
    /// entries are the rows ("3 new posts", status 200, the first entry the anchor); until then
    /// the loading placeholder shows. `r` asks again with the validators: nginx's 304, "Up to
    /// date", nothing changes, and the refresh counts. Titles show for the success dwell.
    @Test func aFirstPageLandsThenA304SaysUpToDate() throws {
        let url = try feed("land.xml", ["a", "b", "c"])
        let lines = try Demo.trace(
            "wait 1000\nkey r\nwait 1000\n", ["--feed", url, "--success-dwell", "500"])
        let first = try #require(lines.first)
        #expect(first.string("source") == "feed" && first.string("request") == "refresh")
        #expect(first.string("placeholder") == "loading" && first.int("rows") == 0)
        let landed = try #require(lines.firstIndex { $0.int("rows") > 0 })
        #expect(lines[landed - 1].string("request") == "refresh")
        let line = lines[landed]
        #expect(line.int("rows") == 3 && line.int("http_status") == 200)
        #expect(line.string("header_result") == "success")
        #expect(line.string("header_title") == "3 new posts")
        #expect(line.string("anchor_id") == "urn:e2e:a" && line.string("source_error") == "")
        #expect(line.int("refreshes") == 1 && line.string("placeholder") == "none")
        let again = try #require(lines.firstIndex { $0.int("http_status") == 304 })
        #expect(lines[again].string("header_title") == "Up to date")
        #expect(lines[again].string("header_result") == "success")
        #expect(lines[again].int("refreshes") == 2)
        for later in lines[landed...] {
            #expect(later.int("rows") == 3 && later.int("failures") == 0)
        }
        // nginx saw both requests, from the demo by name and version.
        let log = try String(contentsOfFile: server.root + "/../access.log", encoding: .utf8)
        let asked = log.split(separator: "\n").filter { $0.contains("GET /land.xml ") }
        #expect(asked.count == 2)
        #expect(asked.allSatisfy { $0.contains("\"refresh-demo/0.1.0 ") })
        #expect(asked.last?.contains("\" 304 ") == true)
    }

    /// Each failure reason: the trace's `source_error` and status, the failure result with the
    /// reason in the header's detail line, the error placeholder, and no row ever.
    @Test(arguments: [
        ("/status/404", "http 404", 404, "server error 404"),
        ("/status/500", "http 500", 500, "server error 500"),
        ("/loop", "redirect", 302, "too many redirects"),
        ("/page.html", "not a feed", 200, "not a feed"),
        ("/slow/atom.xml", "timeout", 200, "timed out"),
        ("https", "tls", 0, "secure connection failed"),
        ("refused", "offline", 0, "no connection"),
        ("huge", "too large", 200, "feed too large"),
    ])
    func eachFailureSaysItsReasonAndChangesNoRow(
        path: String, reason: String, status: Int, words: String
    ) throws {
        let url: String
        switch path {
        case "https": url = server.https + "/atom.xml"  // the test CA is not trusted here
        case "refused": url = "http://127.0.0.1:1/feed.xml"
        case "huge": url = try hugeDocument()
        default: url = server.http + path
        }
        let lines = try Demo.trace("wait 500\n", ["--feed", url, "--timeout", "400"])
        let failed = try #require(lines.firstIndex { $0.string("header_result") == "failure" })
        #expect(lines[failed - 1].string("request") == "refresh")
        let line = lines[failed]
        #expect(line.string("source_error") == reason && line.int("http_status") == status)
        #expect(line.string("header_detail") == "Couldn't refresh: \(words)")
        #expect(line.string("header_title") == "Refresh failed")
        #expect(line.string("placeholder") == "error" && line.int("failures") == 1)
        for any in lines { #expect(any.int("rows") == 0 && any.int("refreshes") == 0) }
    }

    /// A body of 11 MiB (more than the 10 MiB a feed may be), written once.
    func hugeDocument() throws -> String {
        let path = server.root + "/huge.xml"
        if !FileManager.default.fileExists(atPath: path) {
            let padding = String(repeating: "<!-- padding padding padding -->\n", count: 350_000)
            let document =
                "<?xml version=\"1.0\"?><feed xmlns=\"http://www.w3.org/2005/Atom\">"
                + padding + "</feed>"
            try document.write(toFile: path, atomically: true, encoding: .utf8)
        }
        return server.http + "/plain/huge.xml"
    }

    /// The footer follows the first page's next link and appends its new entries below; the
    /// page after it holds only entries already shown: no more data at once. Nothing more is
    /// asked after that.
    @Test func olderPagesComeThroughTheFooterUntilNoMoreData() throws {
        let first = try feed("older1.xml", (1...12).map(String.init), next: "older2.xml")
        _ = try feed("older2.xml", (13...24).map(String.init), next: "older3.xml")
        _ = try feed("older3.xml", ["1", "2"])
        let lines = try Demo.trace(
            "wait 500\nkey End\nwait 1500\nkey End\nwait 1500\nkey End\nwait 1000\n",
            ["--feed", first])
        let loads = lines.indices.filter {
            $0 > 0 && lines[$0].int("loads") > lines[$0 - 1].int("loads")
        }
        #expect(loads.count == 2)
        let page = try #require(loads.first)
        #expect(lines[page - 1].string("request") == "more" && lines[page - 1].int("rows") == 12)
        #expect(lines[page].int("rows") == 24 && lines[page].string("footer_state") == "idle")
        let end = try #require(loads.last)
        #expect(lines[end].int("rows") == 24 && lines[end].string("footer_state") == "noMoreData")
        for line in lines[end...] {
            #expect(line.string("footer_state") == "noMoreData" && line.string("request") == "none")
        }
        #expect(lines.last?.int("loads") == 2 && lines.last?.int("failures") == 0)
    }

    /// A page without a next link (the first too) makes the footer no more data at once.
    @Test func aFirstPageWithoutANextLinkEndsTheFooterAtOnce() throws {
        let url = try feed("single.xml", ["x", "y"])
        let lines = try Demo.trace("wait 500\n", ["--feed", url])
        let landed = try #require(lines.firstIndex { $0.int("rows") == 2 })
        #expect(lines[landed].string("footer_state") == "noMoreData")
    }

    /// Escape in the frame after a slow refresh (100 bytes a second) was sent cancels it
    /// before the run waits: the connection is abandoned, "Cancelled" shows, and nothing of it
    /// lands or is kept — no row, no status, no failure, no refresh.
    @Test func escapeCancelsASlowRefresh() throws {
        let started = Date()
        let lines = try Demo.trace(
            "wait 260\nkey Escape\nwait 1000\n",
            ["--feed", server.http + "/slow/atom.xml", "--success-dwell", "400"])
        #expect(Date().timeIntervalSince(started) < 8, "the run waited for the slow answer")
        let sent = try #require(lines.firstIndex { $0.string("request") == "refresh" })
        #expect(sent == 0)
        let cancelled = try #require(lines.firstIndex { $0.string("header_result") == "cancelled" })
        #expect(lines[cancelled].string("header_title") == "Cancelled")
        #expect(lines[cancelled].string("request") == "none")
        for line in lines {
            #expect(line.int("rows") == 0 && line.int("http_status") == 0)
            #expect(line.string("source_error") == "" && line.int("failures") == 0)
            #expect(line.int("refreshes") == 0)
        }
        #expect(lines.last?.string("header_state") == "idle")
    }

    /// Return on a focused row, or a double click on one, opens its entry's link: headless
    /// counts it in `opened`. Clicks farther apart than 400 ms, and a row without a link, open
    /// nothing.
    @Test func returnOrADoubleClickOpensAnEntry() throws {
        let url = try feed("links.xml", ["p", "q"], links: true)
        let script = """
            wait 500
            key Tab
            key Return
            wait 100
            click 100 40
            wait 100
            click 100 40
            wait 100
            click 100 120
            wait 500
            click 100 120
            wait 200
            """
        let lines = try Demo.trace(script, ["--feed", url])
        #expect(lines.last?.int("opened") == 2)
        let bare = try feed("bare.xml", ["r"])
        let none = try Demo.trace("wait 500\nkey Tab\nkey Return\nwait 100\n", ["--feed", bare])
        #expect(none.last?.int("opened") == 0)
    }

    /// A footer load that fails says why in the footer ("Couldn't load more: server error
    /// 500"), changes no row, and counts as a failure.
    @Test func aFailedLoadSaysWhyInTheFooter() throws {
        let first = try feed("broken1.xml", (1...12).map(String.init), next: "status/500")
        let lines = try Demo.trace(
            "wait 500\nkey End\nwait 300\n", ["--feed", first, "--failure-dwell", "1000"])
        let failed = try #require(lines.firstIndex { $0.string("footer_result") == "failure" })
        #expect(lines[failed - 1].string("request") == "more")
        #expect(lines[failed].string("footer_title") == "Couldn't load more: server error 500")
        #expect(lines[failed].string("source_error") == "http 500")
        #expect(lines[failed].int("http_status") == 500 && lines[failed].int("failures") == 1)
        for line in lines where line.int("refreshes") == 1 { #expect(line.int("rows") == 12) }
    }

    /// A load cancelled while its answer (here a timeout, after 500 ms of wall time) waits out
    /// the latency: nothing of it lands — no row, no status, no failure.
    @Test func aCancelledLoadKeepsNothingOfItsAnswer() throws {
        let first = try feed("cancel1.xml", (1...12).map(String.init), next: "slow/atom.xml")
        let lines = try Demo.trace(
            "wait 3500\nkey End\nwait 1000\nkey Escape\nwait 3000\n",
            ["--feed", first, "--latency", "3000", "--timeout", "500", "--success-dwell", "400"])
        let loading = try #require(lines.firstIndex { $0.string("request") == "more" })
        let cancelled = try #require(lines.firstIndex { $0.string("footer_result") == "cancelled" })
        #expect(cancelled > loading)
        for line in lines[loading...] {
            #expect(line.int("rows") == 12 && line.int("http_status") == 200)
            #expect(line.string("source_error") == "" && line.int("failures") == 0)
            #expect(line.int("loads") == 0)
        }
    }
}
