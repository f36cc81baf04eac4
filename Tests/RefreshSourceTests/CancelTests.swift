import Foundation
import Synchronization
import TestSupport
import Testing

@testable import RefreshSource

/// Counts the fetcher's wake calls and lets a test sleep until the next one.
final class WakeCounter: Sendable {
    let count = Mutex(0)
    let semaphore = DispatchSemaphore(value: 0)

    var wake: @Sendable () -> Void {
        { [self] in
            count.withLock { $0 += 1 }
            semaphore.signal()
        }
    }
}

/// Cancelling, the frame loop's non-blocking drain, and 1 000 requests cancelled at random
/// moments against the real nginx and the test's sockets.
extension OneAtATime {
    @Suite struct Cancelling {
        let server: FeedServer

        init() throws { server = try FeedServer.shared.get() }

        @Test func outcomesReachTheFrameLoopThroughWakeAndANonBlockingDrain() throws {
            let counter = WakeCounter()
            let fetcher = try #require(FeedFetcher(userAgent: testUserAgent, wake: counter.wake))
            defer { fetcher.close() }
            #expect(fetcher.takeOutcomes().isEmpty)
            let ids = ["atom.xml", "feed.json", "status/404"].map { name in
                fetcher.fetch(FetchRequest(url: URL(string: server.http + "/" + name)!))
            }
            var taken: [(id: RequestID, outcome: FetchOutcome)] = []
            while taken.count < 3 {
                #expect(counter.semaphore.wait(timeout: .now() + 15) == .success)
                taken += fetcher.takeOutcomes()
            }
            #expect(Set(taken.map(\.id)) == Set(ids))
            #expect(counter.count.withLock { $0 } == 3)
            #expect(ids.allSatisfy { !fetcher.isPending($0) })
        }

        @Test func aCancelledRequestNeverLandsEvenWhenItCompletedFirst() throws {
            let counter = WakeCounter()
            let fetcher = try #require(FeedFetcher(userAgent: testUserAgent, wake: counter.wake))
            defer { fetcher.close() }
            // Completed and queued, then cancelled before the frame loop took it.
            let done = fetcher.fetch(FetchRequest(url: URL(string: server.http + "/atom.xml")!))
            #expect(counter.semaphore.wait(timeout: .now() + 15) == .success)
            fetcher.cancel(done)
            #expect(fetcher.takeOutcomes().isEmpty)
            #expect(fetcher.wait(for: done, until: .now + .seconds(5)) == nil)
            // Cancelled mid-body: waiting for it returns at once, and a later request still works.
            let slow = fetcher.fetch(
                FetchRequest(url: URL(string: server.http + "/slow/long-title.xml")!))
            fetcher.cancel(slow)
            #expect(fetcher.wait(for: slow, until: .now + .seconds(5)) == nil)
            let next = fetcher.fetch(FetchRequest(url: URL(string: server.http + "/feed.json")!))
            #expect(fetcher.wait(for: next, until: .now + .seconds(15)).map(page)??.format == .json)
            #expect(fetcher.takeOutcomes().isEmpty)
        }

        @Test func waitingOnASilentServerWakesTheNetworkThreadOnlyForItsTimers() throws {
            let fetcher = try makeFetcher()
            defer { fetcher.close() }
            let silent = TestSocket(listening: true)
            let before = fetcher.statistics.wakeups
            let id = fetcher.fetch(
                FetchRequest(url: URL(string: silent.url)!, timeoutMilliseconds: 1_000))
            let result = try #require(fetcher.wait(for: id, until: .now + .seconds(15)))
            #expect(failure(result) == .timeout)
            // A second of waiting: the request's own steps and libcurl's timers, no polling.
            let wakeups = fetcher.statistics.wakeups - before
            #expect(wakeups < 20, "\(wakeups) wakeups")
            FileHandle.standardError.write(Data("silent second: \(wakeups) wakeups\n".utf8))
        }

        @Test func closingWithRequestsInFlightJoinsTheThreadAndFreesEverything() throws {
            let fetcher = try makeFetcher()
            let silent = TestSocket(listening: true)
            let ids = (0..<5).map { _ in fetcher.fetch(FetchRequest(url: URL(string: silent.url)!))
            }
            fetcher.fetch(FetchRequest(url: URL(string: server.http + "/slow/long-title.xml")!))
            // In flight: every one of them connected (waited for, not timed). Only this
            // suite talks to these ports, and inodes name its own descriptors exactly, whatever
            // other suites open and close meanwhile.
            let ports = Set([silent.port, URL(string: server.http)?.port ?? 0])
            var tries = 0
            while connections(to: ports).count < 6, tries < 1_500 {
                usleep(20_000)
                tries += 1
            }
            let inFlight = connections(to: ports)
            #expect(inFlight.count == 6)
            let targets = openDescriptorTargets()
            let wakePipe = Set(fetcher.wakeDescriptors.compactMap { targets[$0] })
            #expect(wakePipe.count == 1)  // both ends name one pipe
            fetcher.close()
            fetcher.close()
            #expect(fetcher.takeOutcomes().isEmpty)
            #expect(ids.allSatisfy { !fetcher.isPending($0) })
            // Every connection and both ends of the wake-up pipe are closed.
            let left = Set(openDescriptorTargets().values).intersection(inFlight.union(wakePipe))
            #expect(left.isEmpty, "\(openDescriptors())")
            #expect(connections(to: ports).isEmpty)
        }

        @Test func aThousandRequestsCancelledAtRandomMomentsLeaveNothingBehind() throws {
            var random = SeededRandom(seed: 41)
            let silent = TestSocket(listening: true)
            let counter = WakeCounter()
            let fetcher = try #require(
                FeedFetcher(
                    userAgent: testUserAgent, environment: server.trustingEnvironment,
                    wake: counter.wake))
            // Before connect (a silent port's backlog), mid-headers (it never answers), mid-body
            // (the drip), during redirects, mid-handshake (https), and races with completion.
            let targets = [
                silent.url, server.http + "/slow/long-title.xml", server.http + "/hops/7",
                server.https.replacingOccurrences(of: "localhost", with: "127.0.0.1") + "/hops/3",
                server.http + "/atom.xml", server.http + "/moved/feed.json",
            ]
            var all: [RequestID] = []
            for _ in 0..<40 {
                let batch = (0..<25).map { _ in
                    let url = URL(
                        string: targets[Int.random(in: 0..<targets.count, using: &random)])!
                    return (
                        fetcher.fetch(FetchRequest(url: url)),
                        Int.random(in: 0...25_000, using: &random)
                    )
                }.sorted { $0.1 < $1.1 }
                let start = ContinuousClock.now
                for (id, microseconds) in batch {
                    let due = start + .microseconds(microseconds)
                    if due > .now { Thread.sleep(forTimeInterval: (due - .now) / .seconds(1)) }
                    fetcher.cancel(id)
                }
                all += batch.map(\.0)
            }
            #expect(all.count == 1000)
            // The thread is still alive and serving, and nothing cancelled was delivered.
            let probe = fetcher.fetch(FetchRequest(url: URL(string: server.http + "/feed.json")!))
            #expect(
                fetcher.wait(for: probe, until: .now + .seconds(15)).map(page)??.format == .json)
            #expect(fetcher.takeOutcomes().isEmpty)
            #expect(all.allSatisfy { !fetcher.isPending($0) })
            // The cancels caught requests at every stage the issue names.
            let seen = fetcher.statistics
            #expect(seen.abandonedBeforeAnswer > 0, "\(seen)")
            #expect(seen.abandonedMidAnswer > 0, "\(seen)")
            #expect(seen.abandonedAfterRedirect > 0, "\(seen)")
            #expect(seen.cancelledWhileQueued > 0, "\(seen)")
            FileHandle.standardError.write(Data("cancel stress: \(seen)\n".utf8))
            let descriptors = openDescriptorTargets()
            let wakePipe = Set(fetcher.wakeDescriptors.compactMap { descriptors[$0] })
            fetcher.close()
            // No connection to the silent port or nginx is left, nor the wake-up pipe.
            let ports = Set([silent.port, URL(string: server.http)?.port ?? 0])
            #expect(connections(to: ports).isEmpty, "\(openDescriptors())")
            #expect(wakePipe.count == 1)  // both ends name one pipe
            #expect(Set(openDescriptorTargets().values).isDisjoint(with: wakePipe))
        }
    }
}
