import Glibc
import RefreshCore

/// A Lottie-style loader: 30 frames, 36×36 pt; frame `k` is progress `k / 30` of one loop.
///
/// A faint blue track ring carries a comet-like arc whose length breathes (short → long →
/// short) while it turns one full revolution, around a
/// centre dot that swells with it.
/// Every quantity is periodic in the progress, so frame 29 flows back into frame 0.
///
/// Then two results of 8 frames each, played once: frames 30–37 the failure, the arc running
/// round to close the ring as it turns from blue to red and the dot gives way to a cross;
/// frames 38–45 the success, the ring closing in blue around a check.
///
/// Last, 12 frames a pull scrubs through, 46–57: the arc growing from the loop's seam (its head
/// at −0.15π) round to the whole ring, which frame 57 shows as the pull reaches the trigger.
enum ProgressArt: SheetArt {
    static let pointSize = 36.0
    static let shape = SheetShape(
        .progress, frames: frameCount + 2 * resultCount + fillCount, pointSize: pointSize)
    static let frameCount = 30
    static let resultCount = 8
    static let fillCount = 12
    static let accent = RGBA(0, 122, 255)
    static let failure = RGBA(RefreshConstants.failureColor)

    static func frames(scale: Int) -> [Canvas] {
        let centre = Vec2(pointSize / 2, pointSize / 2)
        let radius = 12.5
        let stroke = 3.4
        var frames = shape.drawFrames(0..<frameCount, scale: scale) { canvas, k in
            let t = Double(k) / Double(frameCount)
            let cycle = 2 * Double.pi * t
            canvas.fill(
                .arc(centre, radius: radius, start: 0, sweep: 2 * Double.pi, width: stroke),
                accent.fading(0.16))
            // Arc length in radians: 0.35π at the loop seam, about 1.2π near the middle.
            let sweep = Double.pi * (0.35 + 0.85 * (0.5 - 0.5 * cos(cycle)))
            // The head runs ahead of the tail; both make exactly one turn per loop.
            let head = cycle + 0.55 * sin(cycle) - 0.15 * Double.pi
            let start = head - sweep
            let tailOpacity = 0.35
            let paint = Paint.field { p in
                var rel = atan2(p.x - centre.x, centre.y - p.y) - start
                rel -= 2 * Double.pi * (rel / (2 * Double.pi)).rounded(.down)
                let along = Ease.clamp(rel / sweep)
                return accent.fading(tailOpacity + (1 - tailOpacity) * along)
            }
            canvas.fill(
                .arc(centre, radius: radius, start: start, sweep: sweep, width: stroke), paint)
            // A centre dot that swells and shrinks with the arc.
            let breath = 0.5 - 0.5 * cos(cycle)
            canvas.fill(.circle(centre, 2.0 + 1.4 * breath), accent.fading(0.55 + 0.4 * breath))
        }
        for failed in [true, false] {
            for k in 0..<resultCount {
                let t = Double(k) / Double(resultCount - 1)
                frames.append(resultFrame(t: t, failed: failed, scale: scale))
            }
        }
        for k in 0..<fillCount {
            frames.append(fillFrame(t: Double(k) / Double(fillCount - 1), scale: scale))
        }
        return frames
    }

    /// A pull `t` of the way to the trigger: the track, and the arc grown from nothing at the
    /// loop's seam to the whole ring at 1, with the centre dot at its smallest.
    static func fillFrame(t: Double, scale: Int) -> Canvas {
        let centre = Vec2(pointSize / 2, pointSize / 2)
        let radius = 12.5
        let stroke = 3.4
        var canvas = shape.canvas(scale: scale)
        canvas.fill(
            .arc(centre, radius: radius, start: 0, sweep: 2 * Double.pi, width: stroke),
            accent.fading(0.16))
        let sweep = 2 * Double.pi * t
        if sweep > 0.01 {
            canvas.fill(
                .arc(
                    centre, radius: radius, start: -0.15 * Double.pi - sweep, sweep: sweep,
                    width: stroke), accent)
        }
        canvas.fill(.circle(centre, 2.0), accent.fading(0.55))
        return canvas
    }

    /// A result `t` of the way in (0 the loop's seam, 1 the ring closed and the mark in full).
    static func resultFrame(t: Double, failed: Bool, scale: Int) -> Canvas {
        let centre = Vec2(pointSize / 2, pointSize / 2)
        let radius = 12.5
        let stroke = 3.4
        var canvas = shape.canvas(scale: scale)
        let closing = Ease.out(t)
        let colour = failed ? RGBA.mix(accent, failure, Ease.smoothstep(0, 0.7, t)) : accent
        canvas.fill(
            .arc(centre, radius: radius, start: 0, sweep: 2 * Double.pi, width: stroke),
            colour.fading(0.16 + 0.2 * closing))
        // From the loop's seam (0.35π, head at −0.15π) the arc runs round to a full ring.
        let sweep = Double.pi * (0.35 + 1.65 * closing)
        let start = -0.15 * Double.pi - sweep
        canvas.fill(.arc(centre, radius: radius, start: start, sweep: sweep, width: stroke), colour)
        // The dot shrinks away as the mark grows in.
        let dot = 2.0 * (1 - Ease.smoothstep(0, 0.5, t))
        if dot > 0.05 { canvas.fill(.circle(centre, dot), colour.fading(0.55)) }
        let grow = Ease.smoothstep(0.35, 1, t)
        guard grow > 0 else { return canvas }
        let size = 5.2 * grow
        let mark: Shape
        if failed {
            mark = Shape.line(centre + Vec2(-size, -size), centre + Vec2(size, size), width: 3)
                .union(.line(centre + Vec2(size, -size), centre + Vec2(-size, size), width: 3))
        } else {
            mark = .polyline(
                [
                    centre + Vec2(-size, 0.1 * size), centre + Vec2(-0.3 * size, 0.8 * size),
                    centre + Vec2(size, -0.75 * size),
                ], width: 3)
        }
        canvas.fill(mark, colour, opacity: grow)
        return canvas
    }
}

extension SpriteSheetName {
    /// The progress header's ring.
    public static let progress = SpriteSheetName("progress")
}
