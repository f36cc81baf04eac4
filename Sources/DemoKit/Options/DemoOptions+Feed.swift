import FoundationEssentials
import RefreshSource

extension DemoOptions {
    /// `--timeout`'s range in milliseconds (the contract's 100…600000).
    public static let timeoutRange = 100...600_000
    /// `--stale-after`'s range in seconds (the contract's 0…604800, a week).
    public static let staleAfterRange = 0...604_800
    /// `--stale-after`'s default in a window (the contract's 900 s); headless it is 0.
    public static let windowedStaleAfter = 900

    /// The seconds after which a feed is stale: `--stale-after`, else 900 in a window and 0
    /// (never) headless.
    public var staleAfterSeconds: Int { staleAfter ?? (headless ? 0 : Self.windowedStaleAfter) }

    /// The feed's URL, nil without `--feed` (the option was checked when it was parsed).
    public var feedURL: URL? { feed.flatMap { URL(string: $0) } }

    /// The options the fourth round's feeds add, by name.
    static var feedSetters: [String: Setter] {
        [
            "--feed": Setter(
                expected:
                    "an http:// or https:// URL with a host, or a file:// URL with a path"
            ) { options, value in
                guard let url = URL(string: value), LinkRules.isFetchable(url) else {
                    return false
                }
                options.feed = value
                return true
            },
            "--timeout": integer(timeoutRange, \.timeout),
            "--stale-after": Setter(
                expected:
                    "an integer from \(staleAfterRange.lowerBound) to \(staleAfterRange.upperBound)"
            ) { options, value in
                guard let number = wholeNumber(value), staleAfterRange.contains(number) else {
                    return false
                }
                options.staleAfter = number
                return true
            },
            "--cache": Setter(expected: "a file's path (not a folder's) or none") {
                options, value in
                guard !value.isEmpty, !value.hasSuffix("/") else { return false }
                options.cache = value
                return true
            },
        ]
    }

    /// The feeds' cache file this run uses, nil for none: `--cache` (`none`: none); by default
    /// none headless, and in a window `refresh-demo/cache.sqlite` in `$XDG_CACHE_HOME`, else in
    /// `$HOME/.cache` (none without either).
    public func cachePath(environment: [String: String]) -> String? {
        if let cache { return cache == "none" ? nil : cache }
        guard !headless else { return nil }
        let folder =
            environment["XDG_CACHE_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? environment["HOME"].map { $0 + "/.cache" }
        return folder.map { $0 + "/refresh-demo/cache.sqlite" }
    }

    /// After every option is read: a feed is a feed list, and its answers take no simulated
    /// latency unless `--latency` asks for some (the contract's default 0 with `--feed`).
    mutating func resolveFeed(latencyGiven: Bool) throws(UsageError) {
        guard let feed else { return }
        if let list, list != .feed {
            throw UsageError(
                "--list \(list.rawValue): not with --feed \(feed) (a feed's entries are the "
                    + "feed list)")
        }
        if let carousel {
            throw UsageError("--carousel \(carousel): not with --feed (the entries are the list)")
        }
        if api == .declarative {
            throw UsageError(
                "--api declarative: not with --feed (its list describes simulated rows only)")
        }
        list = .feed
        if !latencyGiven { latency = 0 }
    }
}
