extension RefreshFooter {
    // MARK: - The four footers: one type, four configurations

    /// A footer right after the content that loads by itself as it scrolls into view (infinite
    /// scroll; MJRefresh's `MJRefreshAutoFooter`), 44 points tall, wearing `look` (by default
    /// MJRefresh's titles), running `action` when it loads.
    ///
    /// While shown it adds its height to the bottom inset. It triggers when at least
    /// `triggerAutomaticallyRefreshPercent` of it is visible while the content moves down
    /// (dragging or coasting), or when a drag ends at the end of the list (or anywhere below the
    /// top of a list shorter than the view). At most `autoTriggerTimes` drag-started loads
    /// happen per drag. The action runs at once; nothing is animated. A tap on its title loads.
    public static func auto(
        look: any RefreshLook = TitleLook.autoFooter, action: (() -> Void)? = nil
    ) -> RefreshFooter {
        RefreshFooter(look: look, trigger: .auto(EdgeTrigger()), tap: .onTitle, action: action)
    }

    /// A footer below the end of the list that loads when pulled up past its trigger and
    /// released (MJRefresh's `MJRefreshBackFooter`), 44 points tall, wearing `look` (by default
    /// MJRefresh's titles), running `action` when it loads.
    ///
    /// With `deltaH` = how far the content overflows the view (content − (view − original
    /// insets)), it appears at `happen` = deltaH − top (or −top for a short list);
    /// `pullingPercent` = (offset − happen) / height; idle ⇄ pulling only while dragging, past
    /// happen + height. A release while pulling grows the bottom inset over 0.25 s so the footer
    /// stays in view, then runs the action; ending gives the inset back over 0.4 s.
    public static func back(
        look: any RefreshLook = TitleLook.backFooter, action: (() -> Void)? = nil
    ) -> RefreshFooter {
        RefreshFooter(look: look, trigger: .pull(.vertical), action: action)
    }

    /// A loader right above the content that loads earlier items by itself as the reader nears
    /// the top (a chat's older messages), 44 points tall, wearing `look` (by default its
    /// titles), running `action` when it loads: the auto footer's mechanics at the top edge.
    ///
    /// While shown it adds its height to the top inset. It begins when the content's top, with
    /// its inset, is less than one view height above the view's top
    /// (`EdgeTrigger.Rule.viewLengths(1)`) while the content moves towards its top, dragging or
    /// coasting, or when a drag ends at the top; once per approach
    /// (`EdgeTrigger.oncePerApproach`): after a load, not again until the content has left that
    /// zone or a new drag begins, so a failure is asked again on the next approach. A tap
    /// anywhere on it while it is shown loads.
    ///
    /// The app lands earlier items through `ScrollView.update(_:keepingAnchor:_:)` and then ends
    /// the load, so what the reader sees stays where it is. A coast that would reach the top
    /// while a load is in flight does not bounce off a top that is about to move: the loader
    /// keeps the room the coast needs above the content (`keepsCoastRoom`), so the coast glides
    /// to its own rest; the rows landing move the content far below it, and the room is given
    /// back when the load ends (after a failure, a coast resting in that room springs back to
    /// the top).
    public static func topLoader(
        look: any RefreshLook = TitleLook.topLoader, action: (() -> Void)? = nil
    ) -> RefreshFooter {
        var trigger = EdgeTrigger(edge: .top, rule: .viewLengths(1))
        trigger.oncePerApproach = true
        return RefreshFooter(
            look: look, trigger: .auto(trigger), tap: .whileShown, keepsCoastRoom: true,
            action: action)
    }

    /// A trailer past the right end of a horizontal list that loads when pulled left past its
    /// width and released (MJRefresh's `MJRefreshTrailer`, 3.7), 60 points wide
    /// (`MJRefreshTrailWidth`), wearing `look` (by default its state titles), running `action`
    /// when it loads: the back footer's mechanics along the horizontal axis.
    ///
    /// Its `height` is its extent along the pull. With `deltaW` = how far the content overflows
    /// the view (content − (view − original left and right insets)), it appears at `happen` =
    /// deltaW − left (or −left for narrow content); `pullingPercent` = (offset − happen) / 60;
    /// idle ⇄ pulling only while dragging, past happen + 60. A release while pulling grows the
    /// right inset by 60 over 0.25 s, the offset held at happen + 60, then runs the action;
    /// ending gives the inset back over 0.4 s. It sits right of the content (or at the view's
    /// right edge when the content is narrow), as tall as the view, and its scroll view bounces
    /// sideways, never up and down (MJRefresh's trailer sets `alwaysBounceHorizontal`).
    public static func trailer(
        look: any RefreshLook = TrailerLook.state, action: (() -> Void)? = nil
    ) -> RefreshFooter {
        let trailer = RefreshFooter(look: look, trigger: .pull(.horizontal), action: action)
        trailer.height = max(RefreshConstants.trailerWidth, look.preferredHeight)
        return trailer
    }
}
