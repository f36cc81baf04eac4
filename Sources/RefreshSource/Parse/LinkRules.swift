import FoundationEssentials

/// Which URLs a feed may lead to. The feed's own URL may be http, https or file; what a
/// document or a server names after that (a next page, a redirect, an entry's link) may never
/// make a feed fetched over the network read a local file.
public enum LinkRules {
    /// Whether `url` may be fetched as a feed given by a person: http or https with a host,
    /// or file with a path.
    public static func isFetchable(_ url: URL) -> Bool {
        switch url.scheme?.lowercased() {
        case "http", "https": return !(url.host ?? "").isEmpty
        case "file": return !url.path.isEmpty
        default: return false
        }
    }

    /// `href` resolved against `base`; nil when it cannot be read as a URL.
    static func resolve(_ href: String, against base: URL) -> URL? {
        let trimmed = href.trimmingWhitespace()
        guard !trimmed.isEmpty else { return nil }
        return URL(string: trimmed, relativeTo: base)?.absoluteURL
    }

    /// An entry's link: http or https only (never a `javascript:` or `file:` one).
    static func entryLink(_ href: String, page: URL) -> URL? {
        guard let url = resolve(href, against: page), isWeb(url) else { return nil }
        return url
    }

    /// A next-page link: http or https, or file when the page itself is a file.
    static func nextPage(_ href: String, page: URL) -> URL? {
        guard let url = resolve(href, against: page) else { return nil }
        if isWeb(url) || (isFile(url) && isFile(page)) { return url }
        return nil
    }

    /// Whether a redirect from `from` may go to `target`: http or https only, and never from
    /// https down to http.
    static func mayRedirect(from: URL, to target: URL) -> Bool {
        guard isWeb(target) else { return false }
        return !(from.scheme?.lowercased() == "https" && target.scheme?.lowercased() == "http")
    }

    static func isWeb(_ url: URL) -> Bool {
        let scheme = url.scheme?.lowercased()
        return (scheme == "http" || scheme == "https") && !(url.host ?? "").isEmpty
    }

    static func isFile(_ url: URL) -> Bool { url.scheme?.lowercased() == "file" }
}
