import Testing

@testable import DemoKit

@Test func aFeedImpliesTheFeedListAndNoLatency() throws {
    let feed = try options(["--feed", "http://127.0.0.1:8080/atom.xml"])
    #expect(feed.feed == "http://127.0.0.1:8080/atom.xml")
    #expect(feed.list == .feed)
    #expect(feed.latency == 0)
    #expect(feed.timeout == 10_000)
    let slower = try options(["--latency", "300", "--feed=file:///tmp/a.xml", "--timeout", "100"])
    #expect(slower.latency == 300)
    #expect(slower.timeout == 100)
    #expect(try options([]).feed == nil)
    #expect(try options([]).latency == 1000)
}

@Test(arguments: ["ftp://example.org/feed", "http://", "https:///feed.xml", "file://", "feed"])
func aBadFeedURLIsAUsageErrorNamingTheOptionAndTheValue(url: String) {
    #expect(
        usageMessage(["--feed", url])
            == "--feed \(url): must be an http:// or https:// URL with a host, or a file:// URL "
            + "with a path")
}

@Test func theTimeoutIsCheckedAgainstItsRange() {
    #expect(
        usageMessage(["--timeout", "99"]) == "--timeout 99: must be an integer from 100 to 600000")
    #expect(usageMessage(["--timeout", "600001"])?.hasPrefix("--timeout 600001:") == true)
    #expect(
        usageMessage(["--list", "chat", "--feed", "http://a/b"])?.hasPrefix("--list chat:") == true)
    #expect(
        usageMessage(["--carousel", "3", "--feed", "http://a/b"])?.hasPrefix("--carousel 3:")
            == true)
    #expect(usageMessage(["--api", "declarative", "--feed", "http://a/b"]) != nil)
}

@Test func feedOptionsParseBackAndAreInTheHelp() throws {
    let feed = try options(["--feed", "https://a.example/feed.json", "--timeout", "2500"])
    #expect(try options(feed.arguments) == feed)
    #expect(DemoOptions.helpText.contains("  --feed URL "))
    #expect(DemoOptions.helpText.contains("  --timeout MS "))
}

@Test func staleAfterDefaultsTo900InAWindowAnd0HeadlessAndIsChecked() throws {
    #expect(try options([]).staleAfterSeconds == 900)
    #expect(try options(["--headless"]).staleAfterSeconds == 0)
    let given = try options(["--headless", "--stale-after", "604800"])
    #expect(given.staleAfterSeconds == 604_800)
    #expect(try options(given.arguments) == given)
    #expect(try options(["--stale-after", "0"]).staleAfterSeconds == 0)
    for bad in ["-1", "604801", "1.5", "soon"] {
        #expect(
            usageMessage(["--stale-after", bad])
                == "--stale-after \(bad): must be an integer from 0 to 604800")
    }
    #expect(DemoOptions.helpText.contains("--stale-after S"))
}
