import DemoKit
import DemoSDL
import FoundationEssentials
import RefreshSDL

/// `--scale auto` in a window: the density the window system gives it (`WindowDensity`), set
/// when it opens and followed while it is open — on X11 when the desktop's `Xft.dpi` changes,
/// on Wayland when the window moves to another output or its output's scale changes (the
/// window then opens anew, as SDL 2.26 reads the scale only when a window enters an output) —
/// with the sheets of that density, never a 1× frame enlarged. `--scale 1` or `2` keeps its
/// density.
final class DensityFollower {
    /// The sheets drawn now, of the density drawn at.
    private(set) var catalog: AssetCatalog
    private let options: DemoOptions
    private let canvas: Canvas
    private let probe: WindowSystemProbe

    /// Sets the window's density where the window system has none of its own (X11), then
    /// loads the sheets of the density the window is drawn at.
    init(options: DemoOptions, canvas: Canvas, system: SDLSystem) throws(DemoApp.Failure) {
        self.options = options
        self.canvas = canvas
        probe = WindowSystemProbe(canvas: canvas, system: system)
        // Sheets there are up to 2×: a denser window (Wayland at scale 3) is drawn at 2 and
        // enlarged, as the contract says a compositor would. `--scale` fixes the density.
        if options.scale == nil { canvas.maximumDensity = Double(WindowDensity.range.upperBound) }
        if options.scale == nil, probe.driver != "wayland" { canvas.setDensity(Self.asked(probe)) }
        catalog = try DemoApp.loadCatalog(options, scale: Self.sheetScale(canvas))
    }

    /// Whether a Wayland output's scale changed (read each time round the loop: an atomic
    /// flag).
    func outputsChanged() -> Bool { probe.takeOutputChange() }

    /// After the window was resized (`askAgain` false: Wayland's own density may have come
    /// with it), moved to another display or the resource database changed (`askAgain`), or a
    /// Wayland output's scale changed (`outputs`): the window's density again, and the sheets
    /// of it when it changed.
    func follow(_ output: SDLFrameOutput, askAgain: Bool, outputs: Bool) throws(DemoApp.Failure) {
        if askAgain, options.scale == nil, probe.driver != "wayland" {
            canvas.setDensity(Self.asked(probe))
        }
        if outputs, options.scale == nil { try reopenAtOutputScale() }
        output.textMetrics.scale = canvas.scale
        let scale = Self.sheetScale(canvas)
        guard scale != catalog.scale else { return }
        catalog = try DemoApp.loadCatalog(options, scale: scale)
        output.drawer.use(catalog)
        output.redrawWhole()
    }

    /// Opens the window anew, so that SDL reads the scale of the output it enters (SDL 2.26
    /// reads it when a window enters an output, not when it changes). Which output the window
    /// is on SDL does not reliably say (its display index can be the last one it left), so any
    /// output's change of scale reopens it: a rare event, a desktop's display settings.
    private func reopenAtOutputScale() throws(DemoApp.Failure) {
        do { try canvas.reopenWindow() } catch {
            throw DemoApp.Failure(
                code: .runtime, message: "cannot open the window again: \(error.message)")
        }
        WindowedLoop.setIcon(of: canvas, from: catalog.folder)
    }

    /// The density the window system asks for now (a round trip to the X server on X11).
    private static func asked(_ probe: WindowSystemProbe) -> Int {
        let source: WindowDensity.Source
        switch probe.driver {
        case "wayland":
            source = .wayland(outputScale: probe.pixelRatio)
        case "x11":
            let scale = ProcessInfo.processInfo.environment["GDK_SCALE"]
            source = .x11(resources: probe.x11Resources(), gdkScale: scale)
        default:
            source = .other
        }
        return WindowDensity(source).value
    }

    /// The sheets' scale for the pixels a point the canvas is drawn at: 2 from 1.5 (Wayland's
    /// output scale 3 too: SDL 2 draws at the output's scale there).
    private static func sheetScale(_ canvas: Canvas) -> Int { canvas.scale >= 1.5 ? 2 : 1 }
}
