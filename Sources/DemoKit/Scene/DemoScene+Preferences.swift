extension DemoScene {
    /// The preferences in effect: the options' own, with `system` taking what the desktop last
    /// said (the neutral values until it says anything, and always when headless).
    public var preferences: DesktopPreferences {
        options.preferences(desktop: desktop)
    }

    /// Tells the scene what the desktop prefers now (the settings portal's first answer, or a
    /// change it signalled); it is in effect from the next frame on.
    public func followDesktop(_ preferences: DesktopPreferences) {
        desktop = preferences
    }
}
