import RefreshCore
import RefreshDeclarative

/// A bridge over a 390 × 720 view on its own timeline, with a pointer and a clock to drive it.
final class BridgeRig {
    let timeline = Timeline()
    let bridge: RefreshListBridge
    var scrollView: ScrollView { bridge.scrollView }

    init() {
        bridge = RefreshListBridge(timeline: timeline, viewSize: Size(width: 390, height: 720))
    }

    /// Advances the clock by `seconds`.
    func wait(_ seconds: Double) { timeline.advance(to: timeline.now + seconds) }

    /// Grabs the content at y = 100 and pulls it down by `distance` points over 0.2 s.
    func pull(by distance: Double) {
        scrollView.pointerDown(y: 100)
        for step in 1...10 {
            wait(0.02)
            scrollView.pointerMove(y: 100 + distance * Double(step) / 10)
        }
    }

    /// Pulls the header out past its trigger and lets go.
    func pullToRefresh() {
        pull(by: 200)
        scrollView.pointerUp(velocity: .zero)
    }
}

/// A plain list of `rows` rows with a title header and a title auto footer, each known by `id`.
func describe(
    rows: Int = 20, header: String = "title", footer: String? = "auto",
    onRefresh: @escaping () -> Void = {}, onLoad: @escaping () -> Void = {}
) -> RefreshList {
    var list = RefreshList(rows: rows)
        .header(look: TitleLook.header, id: header)
        .onRefresh(onRefresh)
    if let footer {
        list = list.footer(.auto(look: TitleLook.autoFooter, id: footer)).onLoadMore(onLoad)
    }
    return list
}

/// A box a `@Sendable` closure may count into.
final class Counter: @unchecked Sendable {
    private var value = 0
    func add() { value += 1 }
    var count: Int { value }
}
