import RefreshCore

extension DemoScene {
    /// The preferences in effect: the options' own, with `system` taking what the desktop last
    /// said (the neutral values until it says anything, and always when headless); the theme
    /// key `t`'s choice, once made, wins over both.
    public var preferences: DesktopPreferences { presence.resolved }

    /// The colours in effect: the palette of the preferences' colour scheme.
    public var palette: DemoPalette { .of(preferences.colorScheme) }

    /// Tells the scene what the desktop prefers now (the settings portal's first answer, or a
    /// change it signalled); it is in effect from the next frame on.
    public func followDesktop(_ preferences: DesktopPreferences) {
        presence.follow(preferences)
    }

    /// Whether motion is reduced now: the one place every animation of the demo's own (the
    /// indicator's fade; scrolls asked for by keys, the menu or the pill when they come) asks
    /// whether to happen at once, as the components' `timing.reducesMotion` does for theirs.
    public var reducesMotion: Bool { presence.reducesMotion }

    // MARK: - The text scale

    /// The text scale in effect (1…2, the trace's `text_scale`): every text of the scene is set
    /// this many times larger, and rows, section headers, the header, the footers and the
    /// trailer stand this many times taller (wider, for the trailer), so their trigger
    /// distances grow with them: the contract's "Text scale X".
    public var textScale: Double { presence.textScale }
}
