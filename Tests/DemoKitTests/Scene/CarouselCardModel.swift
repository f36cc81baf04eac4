/// What a carousel's cards must be, worked out from the contract alone: the property test tells
/// it when the scene sends a request and when the header begins (or the floor opens), and it
/// decides by itself which request fails (`--fail-every`, the `x` key), when each lands (the
/// latency after it was sent), which one a header refresh cuts short, and so which cards are
/// there at any moment — numbered from 1 in the order they land, `cardsAtReset` new ones for
/// every header refresh that lands, 4 more for every trailer load that lands.
final class CarouselCardModel {
    /// Who sent a request.
    enum Sender: CaseIterable {
        case header, footer, trailer
    }

    /// A request on its way.
    private struct Request {
        var sender: Sender
        var number: Int
        var due: Double
        var fails: Bool
        /// The list's version when it was sent (a footer page asked for in an older list is
        /// dropped when it lands).
        var version: Int
    }

    let cardsAtReset: Int
    let latency: Double
    let failEvery: Int
    /// The cards' numbers now.
    private(set) var ids: [Int] = []
    /// Requests sent, of every sender.
    private(set) var sent = 0
    /// Requests that failed.
    private(set) var failures = 0
    /// Trailer loads whose cards landed.
    private(set) var trailerLoads = 0
    /// Header refreshes whose data landed (each a reset of the cards).
    private(set) var resets = 0
    /// Trailer loads a header refresh cut short after their request went out.
    private(set) var trailerLoadsCut = 0
    /// Set by the `x` key: the next request sent fails.
    var failsNext = false
    private var nextID = 1
    private var version = 0
    private var inFlight: [Request] = []

    /// A carousel of `cards` cards at start, on a network of `latency` seconds failing every
    /// `failEvery`-th request.
    init(cards: Int, latency: Double, failEvery: Int) {
        cardsAtReset = cards
        self.latency = latency
        self.failEvery = failEvery
        ids = add(cards)
    }

    /// `sender` sent a request at `time`; it replaces the one of the same sender still out.
    func send(_ sender: Sender, at time: Double) {
        land(upTo: time)
        sent += 1
        let fails = failsNext || (failEvery > 0 && sent % failEvery == 0)
        failsNext = false
        inFlight.removeAll { $0.sender == sender }
        inFlight.append(
            Request(
                sender: sender, number: sent, due: time + latency, fails: fails, version: version))
    }

    /// The header began refreshing (or its floor began to open) at `time`: the trailer's and
    /// the footer's requests out are cut short and never land.
    func headerBegan(at time: Double) {
        land(upTo: time)
        if inFlight.contains(where: { $0.sender == .trailer }) { trailerLoadsCut += 1 }
        inFlight.removeAll { $0.sender != .header }
    }

    /// Lands, in order, every request due by `time`.
    func land(upTo time: Double) {
        while let next = inFlight.filter({ $0.due <= time })
            .min(by: { ($0.due, $0.number) < ($1.due, $1.number) })
        {
            inFlight.removeAll { $0.number == next.number }
            if next.sender == .footer, next.version != version { continue }
            if next.fails {
                failures += 1
                continue
            }
            switch next.sender {
            case .header:
                resets += 1
                version += 1
                ids = add(cardsAtReset)
            case .trailer:
                trailerLoads += 1
                ids += add(4)
            case .footer:
                break
            }
        }
    }

    /// `count` new card numbers.
    private func add(_ count: Int) -> [Int] {
        defer { nextID += count }
        return Array(nextID..<nextID + count)
    }
}
