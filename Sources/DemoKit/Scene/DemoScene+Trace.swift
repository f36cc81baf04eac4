extension DemoScene {
    /// The trace line for the frame that ends at `milliseconds` (`TraceRecord(scene:…)`).
    public func traceRecord(frame: Int, milliseconds: Double) -> TraceRecord {
        TraceRecord(scene: self, frame: frame, milliseconds: milliseconds)
    }
}
