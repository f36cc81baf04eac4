import RefreshCore

/// Draws a desktop scrollbar along the trailing edge of an area (the list's view, or the
/// carousel's band along its bottom): the thin indicator of today while only the content moves,
/// the 8-point thumb on a faint track while the pointer is near or holds it.
enum ScrollbarLook {
    /// Draws `bar` for the content at `offset` in `area`, along `axis`, at `opacity`.
    static func draw(
        _ bar: Scrollbar, offset: Double, grip: ScrollbarGrip, opacity: Double, in area: Rect,
        axis: Axis, palette: DemoPalette, into list: inout DrawList
    ) {
        guard opacity > 0, !bar.isHidden else { return }
        if grip.isWide {
            let thumb = bar.thumb(at: offset)
            list.fill(
                rect(
                    in: area, axis: axis, inset: 0, width: Scrollbar.reach, start: 0,
                    length: bar.viewLength), palette.desktop.track.withAlpha(opacity))
            let color = grip.hold == nil ? palette.desktop.wideThumb : palette.desktop.heldThumb
            list.fill(
                rect(
                    in: area, axis: axis, inset: DesktopLook.wideInset,
                    width: DesktopLook.wideWidth, start: thumb.start, length: thumb.length),
                color.withAlpha(opacity))
        } else {
            let thumb = bar.thumb(at: offset, margin: DesktopLook.thinMargin)
            list.fill(
                rect(
                    in: area, axis: axis, inset: DesktopLook.thinMargin,
                    width: DesktopLook.thinWidth, start: thumb.start, length: thumb.length),
                palette.indicator.withAlpha(opacity))
        }
    }

    /// A strip `width` thick, `inset` in from the area's trailing edge across `axis`, from
    /// `start` along it for `length`.
    private static func rect(
        in area: Rect, axis: Axis, inset: Double, width: Double, start: Double, length: Double
    ) -> Rect {
        axis == .vertical
            ? Rect(
                x: area.maxX - inset - width, y: area.minY + start, width: width, height: length)
            : Rect(
                x: area.minX + start, y: area.maxY - inset - width, width: length, height: width)
    }
}
