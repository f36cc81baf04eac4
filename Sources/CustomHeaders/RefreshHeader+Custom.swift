import RefreshCore

extension RefreshHeader {
    /// The balloon header: no text, the balloon centred.
    public static func balloon(
        sheet: SpriteSheet, store: LastUpdatedStore, clock: @escaping () -> Double
    ) -> RefreshHeader {
        RefreshHeader(look: BalloonLook(sheet: sheet), store: store, clock: clock)
    }

    /// The progress header: the state line with the animation beside it (no last-updated line),
    /// refreshing for at least 1.5 s so a quick reply does not flash.
    public static func progress(
        sheet: SpriteSheet, store: LastUpdatedStore, clock: @escaping () -> Double
    ) -> RefreshHeader {
        var label = TitleLook.header
        label.isDetailHidden = true
        let header = RefreshHeader(
            look: LabeledLook(label: label, image: ProgressLook(sheet: sheet)), store: store,
            clock: clock)
        header.timing.minimumRefreshing = 1.5
        return header
    }
}
