/// The pixel density `--scale auto` draws a window at: what the window system says a window
/// there should have, as the contract's section Windows reads it.
///
/// Wayland gives the output's scale: rounded up (1.25 and 1.5 draw at 2 and the compositor
/// reduces) and at most 2 (3 draws at 2 and the compositor enlarges), as there are 1× and 2×
/// sheets only. X11 has no density of its own: the desktop's `Xft.dpi` resource says it, 2 from
/// 144 dots per inch (1.5 × 96, where GTK and Qt switch), else `GDK_SCALE`, GTK's own override.
public struct WindowDensity: Equatable, Sendable {
    /// What the window system reports.
    public enum Source: Equatable, Sendable {
        /// Wayland, with the scale of the output the window is on.
        case wayland(outputScale: Double)
        /// X11, with the X resource database's text (`RESOURCE_MANAGER`; nil without one) and the
        /// `GDK_SCALE` variable (nil when not set).
        case x11(resources: String?, gdkScale: String?)
        /// Anything else (no density of its own is known).
        case other
    }

    /// The densities there are sheets for.
    public static let range = 1...2
    /// `Xft.dpi` from which a window draws at 2: 1.5 × the 96 dots per inch of density 1.
    public static let doubleDPI = 144.0

    /// Pixels per point, 1 or 2.
    public let value: Int

    /// The density for `source`.
    public init(_ source: Source) {
        let asked: Int
        switch source {
        case .wayland(let outputScale):
            asked = outputScale.isFinite ? Int(outputScale.rounded(.up)) : 1
        case .x11(let resources, let gdkScale):
            if let dpi = resources.flatMap(Self.xftDPI) {
                asked = dpi >= Self.doubleDPI ? 2 : 1
            } else {
                asked = gdkScale.flatMap { Int($0.trimmingSpaces) } ?? 1
            }
        case .other:
            asked = 1
        }
        value = min(max(asked, Self.range.lowerBound), Self.range.upperBound)
    }

    /// The value of the `Xft.dpi` resource in an X resource database's text (lines of
    /// `name:\tvalue`), or nil when it is not there or not a positive number.
    public static func xftDPI(in resources: String) -> Double? {
        for line in resources.split(whereSeparator: \.isNewline) {
            guard let colon = line.firstIndex(of: ":") else { continue }
            guard String(line[..<colon]).trimmingSpaces == "Xft.dpi" else { continue }
            guard let dpi = Double(String(line[line.index(after: colon)...]).trimmingSpaces),
                dpi.isFinite, dpi > 0
            else { return nil }
            return dpi
        }
        return nil
    }
}

extension String {
    /// The string without spaces and tabs at either end.
    fileprivate var trimmingSpaces: String {
        var text = Substring(self)
        while let first = text.first, first == " " || first == "\t" { text.removeFirst() }
        while let last = text.last, last == " " || last == "\t" { text.removeLast() }
        return String(text)
    }
}
