internal import CCurl
import FoundationEssentials

/// The network thread: it alone drives the multi handle. It sleeps in `curl_multi_poll` until
/// a socket is ready, one of libcurl's timers is due, or `curl_multi_wakeup` says a request
/// or a cancel was queued — never a polling loop — and parses what lands before delivering it.
final class NetworkLoop {
    private let core: FetcherCore
    private var byHandle: [UnsafeMutableRawPointer: Transfer] = [:]
    private var byID: [RequestID: Transfer] = [:]

    /// How long `curl_multi_poll` may sleep with nothing due: a day (libcurl shortens it to
    /// its own next timer, and a wakeup ends it at once).
    private static let idleMilliseconds: Int32 = 86_400_000

    init(core: FetcherCore) { self.core = core }

    /// Runs until the fetcher closes, then removes and frees every transfer.
    func run() {
        let multi = core.multi.pointer
        while true {
            let (closing, submitted, cancelled) = core.state.withLock { state in
                state.statistics.wakeups += 1
                defer {
                    state.submitted = []
                    state.cancelled = []
                }
                return (state.closing, state.submitted, state.cancelled)
            }
            if closing { break }
            for (id, request, sent) in submitted { begin(id, request, sent: sent) }
            // After the submissions, so a request cancelled before it was begun goes too.
            for id in cancelled {
                guard let transfer = byID[id] else { continue }
                core.state.withLock { $0.statistics.countAbandoned(transfer) }
                end(transfer)
            }
            var running: Int32 = 0
            _ = curl_multi_perform(multi, &running)
            finishCompleted()
            _ = curl_multi_poll(multi, nil, 0, Self.idleMilliseconds, nil)
        }
        for transfer in Array(byID.values) { end(transfer) }
    }

    /// Starts a request, or delivers its failure at once when it cannot start.
    private func begin(_ id: RequestID, _ request: FetchRequest, sent: ContinuousClock.Instant) {
        let transfer = Transfer(id: id, request: request, sent: sent)
        guard LinkRules.isFetchable(request.url) else {
            let response = FetchResponse(status: 0, finalURL: request.url)
            core.deliver(.failed(.offline, response), for: id)
            return
        }
        byID[id] = transfer
        hop(transfer, to: request.url)
    }

    /// Adds a hop of `transfer` to the multi handle (its first, or a redirect's).
    private func hop(_ transfer: Transfer, to url: URL) {
        guard transfer.millisecondsLeft > 0 else {
            finish(transfer, .failed(.timeout, FetchResponse(status: 0, finalURL: url)))
            return
        }
        guard let easy = transfer.prepare(url, core: core),
            curl_multi_add_handle(core.multi.pointer, easy) == CURLM_OK
        else {
            finish(transfer, .failed(.offline, FetchResponse(status: 0, finalURL: url)))
            return
        }
        byHandle[easy] = transfer
    }

    /// Takes every ended hop off the multi handle and follows or finishes its request.
    private func finishCompleted() {
        var left: Int32 = 0
        while let message = curl_multi_info_read(core.multi.pointer, &left) {
            guard message.pointee.msg == CURLMSG_DONE, let easy = message.pointee.easy_handle,
                let transfer = byHandle[easy]
            else { continue }
            let code = message.pointee.data.result
            detach(transfer)
            switch transfer.step(after: code) {
            case .redirect(let target): hop(transfer, to: target)
            case .done(let outcome): finish(transfer, outcome)
            }
        }
    }

    /// Delivers the outcome (unless cancelled meanwhile) and forgets the request.
    private func finish(_ transfer: Transfer, _ outcome: FetchOutcome) {
        detach(transfer)
        byID[transfer.id] = nil
        core.deliver(outcome, for: transfer.id)
    }

    /// Abandons a request: its connection is closed, nothing of it is delivered.
    private func end(_ transfer: Transfer) {
        detach(transfer)
        byID[transfer.id] = nil
    }

    /// Removes the transfer's easy handle from the multi handle and frees it.
    private func detach(_ transfer: Transfer) {
        guard let easy = transfer.easy else { return }
        let held = transfer.body.allocatedBytes
        core.state.withLock { $0.statistics.peakBodyBytes = max($0.statistics.peakBodyBytes, held) }
        _ = curl_multi_remove_handle(core.multi.pointer, easy)
        byHandle[easy] = nil
        transfer.release()
    }
}
