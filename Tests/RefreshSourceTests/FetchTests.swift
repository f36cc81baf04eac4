import Foundation
import Synchronization
import TestSupport
import Testing

@testable import RefreshSource

/// The tests that open connections or measure the process, one at a time, so the descriptor
/// counts of the cancel tests and the memory bound of the hostile documents see only their own.
@Suite(.serialized) struct OneAtATime {}

/// Fetches against the real nginx of scripts/feed-server.sh.
extension OneAtATime {
    @Suite struct Fetching {
        let server: FeedServer

        init() throws { server = try FeedServer.shared.get() }

        @Test func aFeedLandsWithItsValidatorsAndNextPageOverGzip() throws {
            let result = try outcome(of: server.http + "/atom.xml")
            let landed = try #require(page(result))
            #expect(landed.entries.count == 4)
            #expect(landed.nextPage == URL(string: server.http + "/atom-page2.xml"))
            #expect(result.response.status == 200)
            // nginx weakens the ETag of what it compresses: the body came gzipped.
            #expect(result.response.validators.etag?.hasPrefix("W/\"") == true)
            #expect(result.response.validators.lastModified?.hasSuffix(" GMT") == true)
            #expect(result.response.finalURL == URL(string: server.http + "/atom.xml"))
            let log = try String(contentsOfFile: server.root + "/../access.log", encoding: .utf8)
            #expect(log.contains("\"GET /atom.xml HTTP/1.1\" 200") && log.contains(testUserAgent))
        }

        @Test func theValidatorsOfALandingMakeTheNextRequestNotModified() throws {
            let first = try outcome(of: server.http + "/feed.json")
            #expect(page(first)?.format == .json)
            let validators = first.response.validators
            let again = try outcome(of: server.http + "/feed.json", validators: validators)
            guard case .notModified(let response) = again else {
                Issue.record("expected 304, got \(again)")
                return
            }
            #expect(response.status == 304)
            // nginx's 304 names the file's strong ETag (the 200 weakened it as it compressed).
            #expect(response.validators.etag.map { "W/" + $0 } == validators.etag)
            // If-Modified-Since alone is enough too.
            let byDate = Validators(lastModified: validators.lastModified)
            #expect(
                try outcome(of: server.http + "/feed.json", validators: byDate).response.status
                    == 304)
        }

        @Test func aFileFeedLandsWithoutAStatus() throws {
            let result = try outcome(
                of: Fixtures.folder.appendingPathComponent("rss-latin1.xml").absoluteString)
            #expect(page(result)?.entries.count == 6)
            #expect(result.response.status == 0)
            let missing = try outcome(of: "file:///nonexistent/feed.xml")
            #expect(failure(missing) == .offline && failure(missing)?.traceName == "offline")
        }

        @Test func httpsTrustsTheCABundleSSLCertFileNames() throws {
            let trusted = try outcome(
                of: server.https + "/atom.xml", environment: server.trustingEnvironment)
            #expect(page(trusted)?.entries.count == 4)
            // The system's store alone does not know the test CA.
            #expect(failure(try outcome(of: server.https + "/atom.xml")) == .tls)
            let wrongName = try outcome(
                of: server.httpsWrongName + "/atom.xml", environment: server.trustingEnvironment)
            #expect(failure(wrongName) == .tls && failure(wrongName)?.traceName == "tls")
        }

        @Test(arguments: [404, 500])
        func anErrorStatusFailsWithIt(status: Int) throws {
            let result = try outcome(of: server.http + "/status/\(status)")
            #expect(failure(result) == .http(status))
            #expect(failure(result)?.traceName == "http \(status)")
            #expect(result.response.status == status)
        }

        @Test func retryAfterIsKeptInSecondsOrAsADate() throws {
            let busy = try outcome(of: server.http + "/busy")
            #expect(failure(busy) == .http(429))
            #expect(busy.response.retryAfter == .seconds(120))
            let unavailable = try outcome(of: server.http + "/unavailable")
            #expect(failure(unavailable) == .http(503))
            // Wed, 21 Oct 2026 07:28:00 GMT
            #expect(
                unavailable.response.retryAfter == .date(Date(timeIntervalSince1970: 1_792_567_680))
            )
        }

        @Test func fiveRedirectsAreFollowedAndASixthFails() throws {
            let five = try outcome(of: server.http + "/hops/5")
            #expect(page(five)?.entries.count == 4)
            #expect(five.response.finalURL == URL(string: server.http + "/atom.xml"))
            #expect(five.response.movedPermanently == false)
            let six = try outcome(of: server.http + "/hops/6")
            #expect(failure(six) == .redirect && failure(six)?.traceName == "redirect")
            #expect(failure(try outcome(of: server.http + "/loop")) == .redirect)
        }

        @Test func redirectsToAFileOrDownToHTTPFail() throws {
            #expect(failure(try outcome(of: server.http + "/to-file")) == .redirect)
            let down = try outcome(
                of: server.https + "/to-http", environment: server.trustingEnvironment)
            #expect(failure(down) == .redirect)
        }

        @Test(arguments: [("moved", true), ("moved308", true), ("found", false)])
        func aPermanentFirstHopIsRemembered(path: String, permanent: Bool) throws {
            let result = try outcome(of: server.http + "/\(path)/rss-latin1.xml")
            #expect(page(result)?.format == .rss)
            #expect(result.response.movedPermanently == permanent)
            #expect(result.response.finalURL == URL(string: server.http + "/rss-latin1.xml"))
        }

        @Test func aSlowDripOrASilentServerTimesOut() throws {
            let drip = try outcome(of: server.http + "/slow/long-title.xml", timeout: 300)
            #expect(failure(drip) == .timeout && failure(drip)?.traceName == "timeout")
            #expect(drip.response.status == 200)
            let silent = TestSocket(listening: true)
            #expect(failure(try outcome(of: silent.url, timeout: 300)) == .timeout)
        }

        @Test func noConnectionIsOffline() throws {
            let refused = "http://127.0.0.1:\(TestSocket.refusingPort())/feed.xml"
            #expect(failure(try outcome(of: refused)) == .offline)
            // RFC 6761: `.invalid` never resolves.
            #expect(
                failure(try outcome(of: "http://feeds.nonexistent.invalid/atom.xml")) == .offline)
            let cut = TestSocket(listening: true)
            cut.answerOnce(
                with: "HTTP/1.1 200 OK\r\nContent-Length: 5000\r\n\r\n<rss version=\"2.0\"><chan")
            #expect(failure(try outcome(of: cut.url)) == .offline)
        }

        @Test func documentsThatAreNoFeedFailAsSuch() throws {
            for name in ["page.html", "billion-laughs.xml", "truncated.xml", "external-entity.xml"]
            {
                let result = try outcome(of: server.http + "/" + name)
                #expect(failure(result) == .notAFeed, "\(name)")
                #expect(failure(result)?.traceName == "not a feed")
            }
        }

        @Test func aBodyOverTenMebibytesIsTooLargeBeforeOrAfterDecompression() throws {
            // 11 MiB of a valid feed's shape, which gzip shrinks to a few kilobytes.
            let path = server.root + "/generated-11mib.xml"
            if !FileManager.default.fileExists(atPath: path) {
                try Data(generatedAtom(entries: 11_000, bytes: 11 << 20)).write(
                    to: URL(fileURLWithPath: path))
            }
            #expect(
                try FileManager.default.attributesOfItem(atPath: path)[.size] as! Int > 11_000_000)
            let fetcher = try makeFetcher()
            defer { fetcher.close() }
            let id = fetcher.fetch(
                FetchRequest(url: URL(string: server.http + "/generated-11mib.xml")!))
            let compressed = try #require(fetcher.wait(for: id, until: .now + .seconds(15)))
            // It stopped at the limit, holding no more than the limit and one chunk.
            #expect(fetcher.statistics.peakBodyBytes > 9 << 20)
            #expect(fetcher.statistics.peakBodyBytes <= (10 << 20) + BodyBuffer.chunkBytes)
            #expect(
                failure(compressed) == .tooLarge && failure(compressed)?.traceName == "too large")
            #expect(
                failure(try outcome(of: server.http + "/plain/generated-11mib.xml")) == .tooLarge)
            #expect(failure(try outcome(of: "file://" + path)) == .tooLarge)
        }
    }
}
