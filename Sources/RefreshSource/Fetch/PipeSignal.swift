import Glibc

/// A signal one thread raises and another sleeps on in `poll` (no busy loop, and no lock held
/// while it sleeps): a pipe whose read end becomes readable, and stays so until lowered, once
/// `raise()` has run. The feed's network thread wakes a blocking wait with it, and the portals'
/// readers their callers. (Glibc's Swift module has neither eventfd nor pipe2.)
public struct PipeSignal: Sendable {
    /// The end to poll for `POLLIN`; -1 when the pipe could not be made.
    public let readEnd: Int32
    private let writeEnd: Int32

    /// A new, lowered signal; both ends close-on-exec (not inherited by what the app starts)
    /// and non-blocking (a full pipe never blocks `raise()`).
    public init() {
        var ends: [Int32] = [-1, -1]
        if pipe(&ends) != 0 { ends = [-1, -1] }
        for end in ends where end >= 0 {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            _ = fcntl(end, F_SETFL, O_NONBLOCK)
        }
        readEnd = ends[0]
        writeEnd = ends[1]
    }

    /// Whether the pipe exists.
    public var isOpen: Bool { readEnd >= 0 }

    /// Makes `readEnd` readable (a full pipe already is, so a failed write is fine).
    public func raise() {
        guard writeEnd >= 0 else { return }
        var byte: UInt8 = 1
        _ = write(writeEnd, &byte, 1)
    }

    /// Waits up to `timeout` seconds for the signal; true when it is raised. It stays raised.
    @discardableResult
    public func wait(timeout: Double) -> Bool {
        guard readEnd >= 0 else { return false }
        var ready = pollfd(fd: readEnd, events: Int16(POLLIN), revents: 0)
        return poll(&ready, 1, Int32(min(86_400_000, max(0, (timeout * 1000).rounded(.up))))) > 0
    }

    /// Lowers the signal: what `raise()` wrote is read away.
    public func lower() {
        guard readEnd >= 0 else { return }
        var bytes = [UInt8](repeating: 0, count: 64)
        while read(readEnd, &bytes, bytes.count) > 0 {}
    }

    /// Both ends' descriptors (for tests that check they are closed).
    public var descriptors: [Int32] { [readEnd, writeEnd] }

    /// Closes both ends.
    public func close() {
        if readEnd >= 0 { _ = Glibc.close(readEnd) }
        if writeEnd >= 0 { _ = Glibc.close(writeEnd) }
    }
}
