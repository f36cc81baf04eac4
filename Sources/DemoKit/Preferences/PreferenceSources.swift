/// Where the preferences in effect come from: the options' own, what the desktop last said
/// (which `system` takes; the neutral values until it says anything, and always when
/// headless), and the theme key `t`'s choice, which once made wins over both.
struct PreferenceSources {
    /// What the desktop last said it prefers (`DemoScene.followDesktop`); nil until then.
    var desktop: DesktopPreferences?
    /// The theme `t` chose; nil until pressed (then the desktop's scheme no longer counts).
    var chosenTheme: ColorScheme?

    /// The preferences in effect under `options`.
    func resolved(_ options: DemoOptions) -> DesktopPreferences {
        var preferences = options.preferences(desktop: desktop)
        if let chosenTheme { preferences.colorScheme = chosenTheme }
        return preferences
    }
}
