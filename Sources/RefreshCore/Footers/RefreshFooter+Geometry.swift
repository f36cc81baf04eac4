extension RefreshFooter {
    // MARK: - Where the pull happens

    /// The axis it is pulled along: vertical for a footer, horizontal for a trailer.
    public var axis: Axis { component.held.edge.axis }

    /// How far the content overflows the view along the axis inside the original insets
    /// (negative when short).
    public var contentOverflow: Double { PullSpan(component).overflow }

    /// The offset along the axis at which a pulled footer starts to appear.
    public var happenOffset: Double { PullSpan(component).happen }

    /// The offset past which a drag is pulling (releasing loads).
    public var pullingOffset: Double { happenOffset + component.effectiveTriggerDistance }

    /// `happenOffset` for a footer.
    public var happenOffsetY: Double { happenOffset }
    /// `pullingOffset` for a footer.
    public var pullingOffsetY: Double { pullingOffset }
    /// `happenOffset` for a trailer.
    public var happenOffsetX: Double { happenOffset }
    /// `pullingOffset` for a trailer.
    public var pullingOffsetX: Double { pullingOffset }
    /// A trailer's width: its extent along the pull (`height`).
    public var width: Double { component.height }

    /// The bottom inset from before this footer opened, while it has inset of its own added.
    public var openedFromBottom: Double? {
        component.held.edge == .bottom ? component.held.original : nil
    }
    /// The right inset from before this trailer opened, while it has inset of its own added.
    public var openedFromRight: Double? {
        component.held.edge == .right ? component.held.original : nil
    }
    /// The inset of its edge it has added while shown (a footer that loads by itself: its
    /// height; the top loader's more while a coast needs room during a load).
    public var addedInset: Double { component.held.added }

    // MARK: - MJRefresh's names for the edge trigger

    /// How much of a footer that loads by itself must be visible to trigger, 0…1 (default 1).
    public var triggerAutomaticallyRefreshPercent: Double {
        get {
            if case .visible(let fraction) = edgeTrigger?.rule { return fraction }
            return 1
        }
        set { edgeTrigger?.rule = .visible(newValue) }
    }
    /// Loads a drag may start (default 1; −1 for no limit). Coasting loads are not counted.
    public var autoTriggerTimes: Int {
        get { edgeTrigger?.dragAllowance ?? 1 }
        set { edgeTrigger?.dragAllowance = newValue }
    }
    /// Loads the current drag may still start.
    public var leftTriggerTimes: Int { edgeTrigger?.leftForDrag ?? 0 }
}
