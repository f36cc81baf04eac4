extension DemoOptions {
    /// Whether this run reads the desktop's preferences: in a window, when any of `--theme`,
    /// `--motion` and `--text-scale` is `system` (their default there). Headless runs never ask
    /// the desktop, so the same options and script give the same trace on every machine:
    /// `system` there means what holds without a portal (light, full, 1).
    public var followsDesktop: Bool {
        guard !headless else { return false }
        return choice(theme, .light) == .system || choice(motion, .full) == .system
            || choice(textScale, 1) == .system
    }

    /// The preferences in effect when the desktop's are `desktop` (nil while no portal has
    /// answered, or when there is none: then the neutral ones count).
    public func preferences(desktop: DesktopPreferences?) -> DesktopPreferences {
        let desktop = headless ? .neutral : desktop ?? .neutral
        return DesktopPreferences(
            colorScheme: choice(theme, .light).resolved(desktop: desktop.colorScheme),
            motion: choice(motion, .full).resolved(desktop: desktop.motion),
            textScale: choice(textScale, 1).resolved(desktop: desktop.textScale))
    }

    /// `given`, or the default when it is nil: `neutral` headless, `system` in a window.
    private func choice<Value>(_ given: PreferenceChoice<Value>?, _ neutral: Value)
        -> PreferenceChoice<Value>
    {
        given ?? (headless ? .fixed(neutral) : .system)
    }
}
