/// What the chat did with a message that arrived: followed it to the new end, or counted it on
/// the pill. The soak checks each against the contract's rule.
public struct ChatArrival: Equatable, Sendable {
    /// How near the end the view follows a message (the contract's 44 points).
    public static let followDistance = 44.0

    /// Arrivals so far, this one included.
    public var number: Int
    /// The message's id.
    public var id: Int
    /// How far the view was from the end when it arrived, points.
    public var distanceToEnd: Double
    /// Whether the content was held then.
    public var wasDragging: Bool
    /// Whether the view followed it (at the end, within 44 points, and not held).
    public var followed: Bool
}
