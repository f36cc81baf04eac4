/// The three preferences a desktop sets once for every app: its colour scheme, whether it wants
/// animations reduced, and how much larger it wants text.
///
/// The same value says what is in effect in the demo (what the trace's `theme`, `motion` and
/// `text_scale` report), whether it came from the options or from the desktop.
public struct DesktopPreferences: Equatable, Sendable {
    /// The text scales the demo supports; the contract clamps the desktop's to them.
    public static let textScales: ClosedRange<Double> = 1...2

    /// What holds without a desktop to ask (no portal, no bus, headless): light, full, 1.
    public static let neutral = DesktopPreferences()

    /// Light or dark.
    public var colorScheme: ColorScheme
    /// Full or reduced.
    public var motion: Motion
    /// How many times larger text is drawn, within `textScales`.
    public var textScale: Double

    /// Preferences of these values; `textScale` is clamped to `textScales`, and one that is not
    /// a number is 1.
    public init(colorScheme: ColorScheme = .light, motion: Motion = .full, textScale: Double = 1) {
        self.colorScheme = colorScheme
        self.motion = motion
        self.textScale = Self.clampedTextScale(textScale)
    }

    /// `scale` within `textScales`; NaN is 1.
    public static func clampedTextScale(_ scale: Double) -> Double {
        guard !scale.isNaN else { return textScales.lowerBound }
        return min(max(scale, textScales.lowerBound), textScales.upperBound)
    }
}
