/// What the freedesktop settings portal (`org.freedesktop.portal.Settings`) says of the keys
/// the contract follows, and the preferences they mean ("The desktop's preferences"):
///
/// - `org.freedesktop.appearance` `color-scheme` 1 ("prefer dark") is dark; 0 ("no
///   preference"), 2 ("prefer light") or none is light.
/// - Motion is reduced when `org.freedesktop.appearance` `reduced-motion` is 1 ("reduce", on
///   portals that have it) or `org.gnome.desktop.interface` `enable-animations` is false: a
///   request to reduce from either is honoured, since the two say the same on GNOME and only
///   one of them exists elsewhere.
/// - `org.gnome.desktop.interface` `text-scaling-factor`, clamped to 1…2; none is 1.
///
/// A value of an unexpected type counts as none, so an odd portal falls back to the neutral
/// preferences rather than to a guess.
public struct PortalSettings: Equatable, Sendable {
    /// The freedesktop namespace (`color-scheme`, `reduced-motion`).
    public static let appearance = "org.freedesktop.appearance"
    /// GNOME's interface settings, which the GTK portal backend passes through.
    public static let gnomeInterface = "org.gnome.desktop.interface"
    /// The namespaces read at start and followed while running.
    public static let namespaces = [appearance, gnomeInterface]

    private var colorScheme: PortalValue?
    private var reducedMotion: PortalValue?
    private var enableAnimations: PortalValue?
    private var textScalingFactor: PortalValue?

    /// Nothing read yet: the neutral preferences.
    public init() {}

    /// Records that `key` in `namespace` holds `value` (from `ReadAll` at start or a
    /// `SettingChanged` signal); returns false, recording nothing, for a key not followed.
    @discardableResult
    public mutating func set(namespace: String, key: String, value: PortalValue) -> Bool {
        switch (namespace, key) {
        case (Self.appearance, "color-scheme"): colorScheme = value
        case (Self.appearance, "reduced-motion"): reducedMotion = value
        case (Self.gnomeInterface, "enable-animations"): enableAnimations = value
        case (Self.gnomeInterface, "text-scaling-factor"): textScalingFactor = value
        default: return false
        }
        return true
    }

    /// The preferences these values mean.
    public var preferences: DesktopPreferences {
        let reduced = reducedMotion?.integer == 1 || enableAnimations == .bool(false)
        return DesktopPreferences(
            colorScheme: colorScheme?.integer == 1 ? .dark : .light,
            motion: reduced ? .reduced : .full,
            textScale: textScalingFactor?.number ?? 1)
    }
}
