import RefreshCore

/// The visible keyboard focus: a ring just inside a control's frame, in the desktop's accent.
enum FocusRing {
    /// Draws the ring inside `rect`.
    static func draw(around rect: Rect, color: Color, into list: inout DrawList) {
        let width = DesktopLook.focusRingWidth
        list.fill(Rect(x: rect.minX, y: rect.minY, width: rect.width, height: width), color)
        list.fill(
            Rect(x: rect.minX, y: rect.maxY - width, width: rect.width, height: width), color)
        list.fill(
            Rect(x: rect.minX, y: rect.minY + width, width: width, height: rect.height - 2 * width),
            color)
        list.fill(
            Rect(
                x: rect.maxX - width, y: rect.minY + width, width: width,
                height: rect.height - 2 * width), color)
    }
}
