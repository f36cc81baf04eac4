/// Measures text without drawing it, so layout stays pure and testable.
public protocol TextMetrics: AnyObject {
    /// The size in points `text` takes when set in `style` on one line.
    func size(of text: String, style: TextStyle) -> Size
}
