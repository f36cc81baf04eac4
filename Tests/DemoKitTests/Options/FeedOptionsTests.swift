import Testing

@testable import DemoKit

/// The options of a command line that must run.
private func parsed(_ arguments: [String]) throws -> DemoOptions {
    guard case .run(let options) = try DemoOptions.parse(arguments) else {
        Issue.record("\(arguments) did not parse to a run")
        return DemoOptions()
    }
    return options
}

/// The usage message of a command line that must fail.
private func usage(_ arguments: [String]) -> String? {
    do {
        _ = try DemoOptions.parse(arguments)
        return nil
    } catch {
        return error.message
    }
}

@Test func aFeedImpliesTheFeedListAndNoLatency() throws {
    let options = try parsed(["--feed", "http://127.0.0.1:8080/atom.xml"])
    #expect(options.feed == "http://127.0.0.1:8080/atom.xml")
    #expect(options.list == .feed)
    #expect(options.latency == 0)
    #expect(options.timeout == 10_000)
    let slower = try parsed(["--latency", "300", "--feed=file:///tmp/a.xml", "--timeout", "100"])
    #expect(slower.latency == 300)
    #expect(slower.timeout == 100)
    #expect(try parsed([]).feed == nil)
    #expect(try parsed([]).latency == 1000)
}

@Test(arguments: ["ftp://example.org/feed", "http://", "https:///feed.xml", "file://", "feed"])
func aBadFeedURLIsAUsageErrorNamingTheOptionAndTheValue(url: String) {
    #expect(
        usage(["--feed", url])
            == "--feed \(url): must be an http:// or https:// URL with a host, or a file:// URL "
            + "with a path")
}

@Test func theTimeoutIsCheckedAgainstItsRange() {
    #expect(usage(["--timeout", "99"]) == "--timeout 99: must be an integer from 100 to 600000")
    #expect(usage(["--timeout", "600001"])?.hasPrefix("--timeout 600001:") == true)
    #expect(usage(["--list", "chat", "--feed", "http://a/b"])?.hasPrefix("--list chat:") == true)
    #expect(usage(["--carousel", "3", "--feed", "http://a/b"])?.hasPrefix("--carousel 3:") == true)
    #expect(usage(["--api", "declarative", "--feed", "http://a/b"]) != nil)
}

@Test func feedOptionsParseBackAndAreInTheHelp() throws {
    let options = try parsed(["--feed", "https://a.example/feed.json", "--timeout", "2500"])
    #expect(try parsed(options.arguments) == options)
    #expect(DemoOptions.helpText.contains("  --feed URL "))
    #expect(DemoOptions.helpText.contains("  --timeout MS "))
}
