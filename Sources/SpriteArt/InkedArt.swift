import RefreshCore

/// Art drawn in one ink, the label grey of a palette: the sheets that would vanish on a dark
/// surface if drawn in the light palette's grey. Its light sheet is drawn in
/// `RefreshPalette.light.label`; `DarkArt` draws its `-dark` twin in the dark palette's.
protocol InkedArt: SheetArt {
    /// Every frame, drawn natively at `scale` (1 or 2), in `ink`.
    static func frames(scale: Int, ink: RGBA) -> [Canvas]
}

extension InkedArt {
    /// The light sheet: drawn in the light palette's label grey.
    static func frames(scale: Int) -> [Canvas] {
        frames(scale: scale, ink: RGBA(RefreshPalette.light.label))
    }
}

/// The dark twin of an inked sheet: named `NAME-dark`, the same frames drawn in
/// `RefreshPalette.dark.label`, so the demo's dark theme picks it by name.
enum DarkArt<Base: InkedArt>: SheetArt {
    /// The suffix a dark twin's name adds.
    static var suffix: String { "-dark" }

    static var shape: SheetShape {
        SheetShape(
            name: Base.shape.name + suffix, frames: Base.shape.frames,
            pointWidth: Base.shape.pointWidth, pointHeight: Base.shape.pointHeight)
    }

    static func frames(scale: Int) -> [Canvas] {
        Base.frames(scale: scale, ink: RGBA(RefreshPalette.dark.label))
    }
}
