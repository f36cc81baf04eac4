extension RefreshAutoFooter {
    // MARK: - The top loader: the auto footer at the top edge

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
    ) -> RefreshAutoFooter {
        var trigger = EdgeTrigger(edge: .top, rule: .viewLengths(1))
        trigger.oncePerApproach = true
        return RefreshAutoFooter(
            look: look, action: action, trigger: trigger, tap: .whileShown, keepsCoastRoom: true)
    }

    /// The top inset this loader has added: its height while shown, more while a coast needs
    /// room during a load.
    public var addedTopInset: Double { held.added }

    /// The inset wanted while loading: at least the room a coast needs to come to rest without
    /// reaching the edge.
    func coastRoom(in scrollView: ScrollView) -> Double {
        let kept = max(height, held.added)
        guard case .coasting(_, let coast) = scrollView.motion(.vertical).phase else { return kept }
        return max(kept, -coast.restPoint - scrollViewOriginalInset.top)
    }

    /// The geometry the zone is measured in: the top inset without the room held for a coast,
    /// which is not content (rows landing while it is held must not end the approach).
    func zoneGeometry(_ scrollView: ScrollView) -> ScrollGeometry {
        var geometry = scrollView.targetGeometry
        if keepsCoastRoom { geometry.inset.top -= max(0, held.added - height) }
        return geometry
    }
}
