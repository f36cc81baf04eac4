/// One instruction for a renderer. Coordinates are points in the window, top-left origin.
public enum DrawCommand: Equatable, Sendable {
    /// Fill `rect` with `color` (blended when the colour is translucent).
    case fill(Rect, Color)
    /// Draw frame `frame` of sprite sheet `sheet` scaled into `rect`, turned by `rotation`
    /// radians (clockwise on screen) about the rect's centre, with opacity `alpha` (0…1).
    /// When `tint` is set, the sprite's colour channels are multiplied by it (template images).
    case sprite(
        sheet: String, frame: Int, rect: Rect, rotation: Double, alpha: Double, tint: Color?)
    /// Draw `text` on one line with its top-left corner at `origin`.
    case text(String, style: TextStyle, color: Color, origin: Point)
    /// Draw `text` on one line centred on `center`, turned by `rotation` radians (clockwise on
    /// screen) about its centre: a title read along a vertical band (the trailer's).
    case turnedText(String, style: TextStyle, color: Color, center: Point, rotation: Double)
    /// Restrict drawing to `rect` (intersected with the current clip) until the matching `popClip`.
    case pushClip(Rect)
    /// Restore the clip in force before the matching `pushClip`.
    case popClip
    /// The commands up to the matching `endLayer` draw an opaque layer covering `rect` whose
    /// look depends only on (`id`, `version`): a renderer may draw them once into a texture and
    /// reuse it while both stay the same. Commands inside use window coordinates.
    case beginLayer(id: Int, version: Int, rect: Rect)
    /// Ends the layer begun by the last `beginLayer`.
    case endLayer
}
