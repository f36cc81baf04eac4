import Glibc

/// A signal one thread raises and another waits for in `poll`: a pipe whose read end becomes
/// readable, and stays so, once `raise()` has run. (Glibc's Swift module has neither
/// eventfd nor pipe2.)
struct PipeSignal: Sendable {
    /// The end to poll for `POLLIN`; -1 when the pipe could not be made.
    let readEnd: Int32
    private let writeEnd: Int32

    /// A new, lowered signal.
    init() {
        var ends: [Int32] = [-1, -1]
        if pipe(&ends) != 0 { ends = [-1, -1] }
        for end in ends where end >= 0 {
            // Not inherited by what the demo starts, and a full pipe never blocks `raise()`.
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            _ = fcntl(end, F_SETFL, O_NONBLOCK)
        }
        readEnd = ends[0]
        writeEnd = ends[1]
    }

    /// Whether the pipe exists.
    var isOpen: Bool { readEnd >= 0 }

    /// Makes `readEnd` readable (a full pipe is already readable, so a failed write is fine).
    func raise() {
        guard writeEnd >= 0 else { return }
        var byte: UInt8 = 1
        _ = write(writeEnd, &byte, 1)
    }

    /// Waits up to `timeout` seconds for the signal; true when it is raised.
    func wait(timeout: Double) -> Bool {
        guard readEnd >= 0 else { return false }
        var ready = pollfd(fd: readEnd, events: Int16(POLLIN), revents: 0)
        return poll(&ready, 1, Int32(max(0, (timeout * 1000).rounded(.up)))) > 0
    }

    /// Closes both ends.
    func close() {
        if readEnd >= 0 { _ = Glibc.close(readEnd) }
        if writeEnd >= 0 { _ = Glibc.close(writeEnd) }
    }
}
