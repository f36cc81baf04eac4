/// How a desktop repeats a key held down, as a script's `hold` plays it: GNOME's defaults
/// (`org.gnome.desktop.peripherals.keyboard` `delay` 500 ms, `repeat-interval` 30 ms), which
/// SDL passes on as repeated key-down events.
public enum KeyRepeat {
    /// From the press to the first repeat, milliseconds.
    public static let delay = 500.0
    /// Between repeats, milliseconds.
    public static let interval = 30.0

    /// When repeat `index` (from 0) of a key pressed at `start` comes, milliseconds.
    public static func time(of index: Int, after start: Double) -> Double {
        start + delay + Double(index) * interval
    }
}
