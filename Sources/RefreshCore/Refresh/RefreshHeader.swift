import FoundationEssentials

/// A component above the content that refreshes when pulled down past its trigger and released.
///
/// MJRefresh's `MJRefreshHeader`: `pullingPercent` = overscroll / height; idle ⇄ pulling only
/// while dragging; a release while pulling opens it over 0.25 s (top inset + height, offset to
/// −height) and then runs the action; while refreshing the top inset follows
/// clamp(−offset, original, original + height) so the content can scroll under it; ending
/// closes it over 0.4 s back to the original inset. Every header remembers when its last
/// refresh that did not fail ended and offers the line ("Last update: Today 14:05", in its
/// language) to its look. Given a `SecondFloor`, a long pull opens the floor instead.
///
/// It owns a `RefreshComponent` made with a header's mechanics (`HeaderMechanics`): the
/// component's API reads through the header (`RefreshComponentHolder`), and the header adds the
/// mechanics' settings and its own API.
public final class RefreshHeader: RefreshComponentHolder {
    /// The component it holds, made with it and living as long as it does.
    public let component: RefreshComponent
    /// Where it sits, how it follows the pull and opens, its floor and its last-updated line.
    private let pull: HeaderMechanics

    /// A header of MJRefresh's height, 54 points (or its look's, if taller), wearing `look` (a
    /// `FloorLook` shows the floor's hint), with `floor` if it has a second floor, keeping its
    /// last-updated time in `store` with `clock` for "now" (the wall clock by default), running
    /// `action` when it refreshes.
    public init(
        look: any RefreshLook, floor: SecondFloor? = nil,
        store: LastUpdatedStore = MemoryLastUpdatedStore(),
        clock: @escaping () -> Double = { Date().timeIntervalSince1970 },
        action: (() -> Void)? = nil
    ) {
        pull = HeaderMechanics(floor: floor, store: store, clock: clock)
        component = RefreshComponent(
            height: RefreshConstants.headerHeight, look: look, holding: .top, mechanics: pull)
        floor?.header = component
        component.refreshingAction = action
        updateLastUpdatedText()
    }

    /// The top inset from before this header opened, while it has inset of its own added.
    public var openedFromTop: Double? { component.held.original }
    /// Points of the scroll view's top inset the header sits above (MJRefresh's
    /// `ignoredScrollViewContentInsetTop`): it is drawn that much higher.
    public var ignoredScrollViewContentInsetTop: Double {
        get { pull.ignoredInsetTop }
        set { pull.ignoredInsetTop = newValue }
    }
    /// The key the last-updated time is saved under.
    public var lastUpdatedTimeKey: String {
        get { pull.lastUpdatedTimeKey }
        set { rebuilding(\.lastUpdatedTimeKey, newValue) }
    }
    /// Replaces the last-updated line: receives the saved time (seconds since 1970) or nil.
    public var lastUpdatedTimeText: ((Double?) -> String)? {
        get { pull.lastUpdatedTimeText }
        set { rebuilding(\.lastUpdatedTimeText, newValue) }
    }
    /// Where last-updated times are kept.
    public var store: LastUpdatedStore {
        get { pull.store }
        set { rebuilding(\.store, newValue) }
    }
    /// The calendar time, seconds since 1970.
    public var clock: () -> Double {
        get { pull.clock }
        set { rebuilding(\.clock, newValue) }
    }
    /// The time zone the last-updated line reads times in: the user's own by default, as
    /// MJRefresh's calendar is.
    public var timeZone: TimeZone {
        get { pull.timeZone }
        set { rebuilding(\.timeZone, newValue) }
    }
    /// The last-updated line now.
    public var lastUpdatedText: String { pull.lastUpdatedText }
    /// The second floor a long pull opens; nil for a header without one.
    public var floor: SecondFloor? { pull.floor }

    /// Whether footers must wait: while the header refreshes (the header wins), and while its
    /// second floor holds the list.
    public var holdsFooters: Bool { component.isRefreshing || floorState.holdsList }

    /// Where its second floor is (`closed` for a header without one).
    public var floorState: SecondFloorState { pull.floorState }

    /// The time the last refresh ended (seconds since 1970), nil when there is none.
    public var lastUpdatedTime: Double? { pull.lastUpdatedTime }

    /// Saves the clock's time under `lastUpdatedTimeKey` (done when a refresh that did not
    /// fail ends).
    public func recordLastUpdated() {
        pull.recordLastUpdated(component)
    }

    /// Rebuilds the last-updated line.
    private func updateLastUpdatedText() {
        pull.updateLastUpdatedText(component.strings)
    }

    /// Sets a setting of the last-updated line to `value`, then rebuilds the line.
    private func rebuilding<Value>(
        _ setting: ReferenceWritableKeyPath<HeaderMechanics, Value>, _ value: Value
    ) {
        pull[keyPath: setting] = value
        updateLastUpdatedText()
    }
}
