import RefreshCore

/// Turns `RefreshList` descriptions into a scroll view with its header and footer, and keeps
/// them in step: the first description builds them, every later one updates them in place.
///
/// The bridge is MJRefresh's `UIViewRepresentable` wrapper done once and for all: a component is
/// built only when its `id` is new, so a refresh or a load in flight, the scroll position and
/// running animations survive every update that does not change it. A new header `id` swaps the
/// header (the old one ends at once and gives back its inset); a footer that is no longer
/// described is detached and gives back its inset. The footer waits while the header refreshes
/// and is told when the header closes, as the header wins in MJRefresh.
public final class RefreshListBridge {
    /// The scroll view the list lives in.
    public let scrollView: ScrollView
    /// The header built from the description, if any.
    public private(set) var header: RefreshHeader?
    /// The footer built from the description, if any.
    public private(set) var footer: RefreshFooter?
    /// The description applied last.
    public private(set) var list: RefreshList?

    private var headerID: AnyHashable?
    private var footerID: AnyHashable?
    private var reportedPercent = 0.0
    /// Set when an observed model changed; applied at the timeline's next tick.
    let pending = PendingDescription()
    /// Describes the list from an observed model (see `observe`).
    var describer: (() -> RefreshList)?

    /// A bridge whose scroll view fills `viewSize` on `timeline`'s clock; nothing is built
    /// before the first `update`.
    public init(timeline: Timeline, viewSize: Size) {
        scrollView = ScrollView(timeline: timeline, viewSize: viewSize)
        timeline.onTick { [weak self] in
            self?.applyPendingDescription()
            self?.reportPercent()
        }
    }

    /// Makes the scroll view and its components match `list`, changing only what differs.
    public func update(_ list: RefreshList) {
        let old = self.list
        self.list = list
        scrollView.contentSize = Size(
            width: scrollView.viewSize.width,
            height: Double(list.rows.count) * list.rowHeight + list.extraHeight)
        updateHeader(list, old: old)
        updateFooter(list, old: old)
        reportPercent()
    }

    // MARK: - Header and footer

    private func updateHeader(_ list: RefreshList, old: RefreshList?) {
        header = reconcile(header, id: &headerID, with: list.header, at: \.header, list, old: old) {
            built in
            built.hooks.beginning = { [weak self] in self?.list?.header?.onBegin?() }
            built.hooks.endingAnimationBegins = { [weak self] in self?.footer?.headerDidEnd() }
        }
    }

    private func updateFooter(_ list: RefreshList, old: RefreshList?) {
        footer = reconcile(footer, id: &footerID, with: list.footer, at: \.footer, list, old: old) {
            built in
            built.isBlocked = { [weak self] in self?.header?.holdsFooters ?? false }
            if list.footer?.startsWithNoMoreData == true { built.endRefreshingWithNoMoreData() }
        }
    }

    /// Brings `current` in line with its description and returns the component the list now
    /// has. The same `id`: it is updated in place. A new `id`: the old one is detached, a new one
    /// is built, given the list's titles, dwells and action, prepared by `prepare` and put in the
    /// scroll view's `slot`. Not described: the slot is emptied, which detaches the component,
    /// ending its refresh at once and giving its inset back.
    private func reconcile<Description: DescribedComponent>(
        _ current: Description.Component?, id: inout AnyHashable?, with described: Description?,
        at slot: ReferenceWritableKeyPath<ScrollView, Description.Component?>,
        _ list: RefreshList, old: RefreshList?, prepare: (Description.Component) -> Void
    ) -> Description.Component? {
        guard let described else {
            if current != nil { scrollView[keyPath: slot] = nil }
            id = nil
            return nil
        }
        if let current, id == described.id {
            configure(current, list, old: old)
            described.action.install(on: current)
            return current
        }
        current?.detach()
        let built = described.make()
        id = described.id
        configure(built, list, old: nil)
        described.action.install(on: built)
        prepare(built)
        scrollView[keyPath: slot] = built
        return built
    }

    // MARK: - Shared

    /// Gives `component` the list's titles and dwells, when they differ from what `old` gave.
    private func configure(
        _ component: some RefreshComponentHolder, _ list: RefreshList, old: RefreshList?
    ) {
        if old?.strings != list.strings { component.strings = list.strings }
        if old.map({ $0.resultDwell != list.resultDwell }) ?? true {
            component.timing.successDwell = list.resultDwell.success
            component.timing.failureDwell = list.resultDwell.failure
        }
    }

    /// Tells the app the header's percent if it changed since it was last told (after every
    /// timer and at the end of every advance of the clock).
    private func reportPercent() {
        let percent = header?.pullingPercent ?? 0
        guard percent != reportedPercent else { return }
        reportedPercent = percent
        list?.onPullingPercentChange?(percent)
    }
}
