import Foundation
import TestSupport
import Testing

@testable import RefreshSource

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
