import DemoKit

/// The window's feel, frame by frame: each frame's figures measured (`FeelMeter`) into a
/// `FeelRecord` for its trace line, the inspector told, and the feel log (`--feel-log`) written.
final class WindowFeel {
    private var meter: FeelMeter
    private let log: TraceWriter?
    /// The figures of the last 64 frames, as of the last frame.
    private(set) var summary = FeelSummary.empty

    /// A feel logged to the file at `logPath` (created now: a path that cannot be written is a
    /// runtime failure before the window opens), for a display of 60 frames a second until
    /// `measure(refreshRate:)` says otherwise.
    init(logPath: String?) throws(DemoApp.Failure) {
        meter = FeelMeter(framePeriod: 1000.0 / 60)
        do {
            log = try logPath.map { path throws(TraceError) in
                try TraceWriter.open(path: path, what: "feel log")
            }
        } catch {
            throw DemoApp.Failure(code: .runtime, message: error.message)
        }
    }

    /// Measures frames against a display showing `refreshRate` frames a second, from the next.
    func measure(refreshRate: Double) {
        meter = FeelMeter(framePeriod: 1000 / refreshRate)
    }

    /// A frame was handed to the window system at `presented` (SDL's milliseconds), having
    /// delivered `inputs` events the oldest of which is stamped `oldestInput`, straight after
    /// the frame before (`followsPrevious`) or after a rest, in `work` milliseconds from its
    /// start, handing `pixels` over. Returns its record.
    func frame(
        presented: Double, oldestInput: Double?, inputs: Int, followsPrevious: Bool,
        work: Double, pixels: Int
    ) -> FeelRecord {
        let sample = meter.record(
            presented: presented, oldestInput: inputs > 0 ? oldestInput : nil,
            followsPrevious: followsPrevious)
        summary = meter.summary()
        return FeelRecord(
            sample: sample, summary: summary, inputs: inputs, work: work, pixels: pixels)
    }

    /// Writes frame `frame`'s line, stamped `t` milliseconds, to the feel log, if there is one.
    func write(_ record: FeelRecord, frame: Int, t: Double) throws(DemoApp.Failure) {
        guard let log else { return }
        do {
            try log.write(feel: record, frame: frame, t: t)
        } catch {
            throw DemoApp.Failure(
                code: .runtime, message: error.message + "; check the free space and the path")
        }
    }

    /// Finishes the feel log.
    func close() throws(DemoApp.Failure) {
        do { try log?.close() } catch {
            throw DemoApp.Failure(code: .runtime, message: error.message)
        }
    }
}
