#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes the trace, one JSON line per frame, to a file or standard output.
///
/// Each line goes out whole in one `write(2)` (retried only if the system takes part of it), so a
/// reader never sees a half line as if it were complete; if a write to a file fails part way,
/// the file is cut back to its last complete line before the error is thrown.
public final class TraceWriter {
    /// The path as given; `-` is standard output.
    public let path: String
    /// What the file is called in messages: "trace", "feel log".
    public let what: String
    /// How many lines have been written whole.
    public private(set) var linesWritten = 0

    /// The open descriptor; standard output's is not ours to close.
    private let descriptor: Int32
    /// Whether `descriptor` was opened here (a file) rather than inherited (standard output).
    private let ownsDescriptor: Bool
    /// Whether the file is a regular file, which can be truncated and synced.
    private let isRegularFile: Bool
    /// Bytes of complete lines in the file.
    private var committedBytes: Int = 0
    /// The formatter and its reused buffer.
    private var encoder = TraceLineEncoder()
    /// Set once `close()` has run.
    private var isClosed = false

    /// How many NaN or infinite numbers have been replaced so far (should stay 0).
    public var nonFiniteCount: Int { encoder.nonFiniteCount }

    private init(path: String, what: String, descriptor: Int32, ownsDescriptor: Bool) {
        self.path = path
        self.what = what
        self.descriptor = descriptor
        self.ownsDescriptor = ownsDescriptor
        var info = stat()
        isRegularFile = fstat(descriptor, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }

    deinit {
        if ownsDescriptor && !isClosed { _ = SystemFile.closeDescriptor(descriptor) }
    }

    /// Creates or truncates the file at `path`, or uses standard output for `-`; messages call
    /// it the `what` ("trace", "feel log").
    public static func open(path: String, what: String = "trace") throws(TraceError)
        -> TraceWriter
    {
        if path == "-" {
            return TraceWriter(
                path: path, what: what, descriptor: STDOUT_FILENO, ownsDescriptor: false)
        }
        let descriptor = SystemFile.createForWriting(path)
        guard descriptor >= 0 else {
            throw TraceError(
                "cannot create the \(what) file \(path): \(SystemFile.describe(errno))")
        }
        return TraceWriter(path: path, what: what, descriptor: descriptor, ownsDescriptor: true)
    }

    /// Writes `record` as one line.
    public func write(_ record: TraceRecord) throws(TraceError) {
        guard !isClosed else { throw TraceError("the \(what) \(displayName) is already closed") }
        encoder.encode(record)
        try commitLine()
    }

    /// Writes a line of the feel log: frame `frame`'s number, its time `t` and `feel`.
    public func write(feel: FeelRecord, frame: Int, t: Double) throws(TraceError) {
        guard !isClosed else { throw TraceError("the \(what) \(displayName) is already closed") }
        encoder.encode(feel: feel, frame: frame, t: t)
        try commitLine()
    }

    /// Writes the encoded line whole, or cuts the file back to its last complete line.
    private func commitLine() throws(TraceError) {
        let failure = encoder.bytes.withUnsafeBytes { SystemFile.writeAll(descriptor, $0) }
        if let failure {
            if isRegularFile {
                // Cut off whatever part of the line did get through.
                _ = ftruncate(descriptor, off_t(committedBytes))
                _ = lseek(descriptor, off_t(committedBytes), SEEK_SET)
            }
            throw TraceError(
                "cannot write the \(what) to \(displayName): \(SystemFile.describe(failure))")
        }
        committedBytes += encoder.bytes.count
        linesWritten += 1
    }

    /// Flushes the file to disk and closes it; standard output is left open.
    public func close() throws(TraceError) {
        guard !isClosed else { return }
        isClosed = true
        guard ownsDescriptor else { return }
        var failure: Int32?
        if isRegularFile && fsync(descriptor) != 0 { failure = errno }
        if SystemFile.closeDescriptor(descriptor) != 0 && failure == nil { failure = errno }
        if let failure {
            throw TraceError(
                "cannot finish the \(what) file \(path): \(SystemFile.describe(failure))")
        }
    }

    /// The path, or "standard output" for `-`.
    private var displayName: String { path == "-" ? "standard output" : path }
}
