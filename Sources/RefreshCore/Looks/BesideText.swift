/// Where an image goes beside a component's text (MJRefresh's layouts): right-aligned `gap`
/// points left of the text, which is centred; centred itself when there is no text.
public struct BesideText: Equatable, Sendable {
    /// Points between the image's right edge and the text (MJRefresh's `labelLeftInset`).
    public var gap: Double
    /// Whether an image is centred when there is no text (MJRefresh's layouts do; turn it off
    /// to keep the image where it stands beside a title).
    public var centresWithoutText: Bool

    /// A placement `gap` points left of the text.
    public init(gap: Double, centresWithoutText: Bool = true) {
        self.gap = gap
        self.centresWithoutText = centresWithoutText
    }

    /// This placement for text scaled by `factor`: a symbol beside the text grows with it, so
    /// the gap does too.
    public func scaled(by factor: Double) -> BesideText {
        BesideText(gap: gap * factor, centresWithoutText: centresWithoutText)
    }

    /// How far an image of `width` reaches out from the text: centred on `gap` from the text
    /// (the arrow and spinner) or right-aligned there (`rightAligned`, the GIF layouts).
    public func reach(width: Double, rightAligned: Bool) -> Double {
        gap + (rightAligned ? width : width / 2)
    }

    /// The rectangle of an image of `size` centred vertically in `frame`.
    public func rect(for size: Size, in frame: Rect, textWidth: Double) -> Rect {
        let center = Point(x: centerX(in: frame, textWidth: textWidth), y: frame.midY)
        return Rect.centered(at: center, size: size)
    }

    /// The image's centre x in `frame` for its right edge `gap` points left of the text.
    public func centerX(in frame: Rect, textWidth: Double) -> Double {
        guard textWidth > 0 || !centresWithoutText else { return frame.midX }
        return frame.midX - textWidth / 2 - gap
    }

    /// The rectangle whose right edge is `gap` points left of the text (the GIF layouts).
    public func rightAligned(size: Size, in frame: Rect, textWidth: Double) -> Rect {
        guard textWidth > 0 || !centresWithoutText else {
            return Rect.centered(at: Point(x: frame.midX, y: frame.midY), size: size)
        }
        let right = frame.midX - textWidth / 2 - gap
        return Rect(
            x: right - size.width, y: frame.midY - size.height / 2, width: size.width,
            height: size.height)
    }

    /// Draws frame `index` of `sheet` right-aligned beside the text of `moment` (nothing for −1),
    /// multiplied by `tint` if one is given.
    public func drawFrame(
        _ index: Int, of sheet: SpriteSheet, into list: inout DrawList, in frame: Rect,
        moment: RefreshMoment, tint: Color? = nil
    ) {
        guard index >= 0 else { return }
        let rect = rightAligned(size: sheet.pointSize, in: frame, textWidth: moment.textWidth)
        list.sprite(sheet.name, frame: index, in: rect, alpha: moment.alpha, tint: tint)
    }
}
