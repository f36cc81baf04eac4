import DemoKit
import RefreshCore
import TestSupport

/// A frame output that renders nothing and saves nothing: for running the headless loop in
/// process. It counts what it was given.
public final class DiscardingFrameOutput: FrameOutput {
    /// Fixed-width metrics.
    public let metrics: TextMetrics = FixedTextMetrics()
    /// Frames rendered.
    public private(set) var frames = 0
    /// Shots asked for.
    public private(set) var shots = 0

    /// An output that forgets every frame.
    public init() {}

    /// Counts the frame.
    public func render(_ list: DrawList) { frames += 1 }

    /// Counts the shot; writes nothing.
    public func saveFrame(to path: String) throws(RunError) { shots += 1 }
}
