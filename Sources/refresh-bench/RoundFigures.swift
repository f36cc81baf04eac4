/// What one round of the in-process bench measured, in microseconds unless said otherwise.
struct RoundFigures {
    /// Median time to deliver the frame's input, advance the model and build the draw list.
    var update: Double
    /// Median time of input and model alone.
    var model: Double
    /// Median time to render the draw list.
    var render: Double
    /// Median empty frame (clear and present).
    var empty: Double
    /// Median full-window opaque blit.
    var blit: Double
    /// Simulated seconds per wall second over the round's frames.
    var speed: Double

    /// A frame: the median update plus the median render.
    var frame: Double { update + render }
    /// The update's share of the frame, percent.
    var updateShare: Double { update / frame * 100 }
}
