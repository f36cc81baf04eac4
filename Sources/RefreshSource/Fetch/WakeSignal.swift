import Glibc

/// A pipe the network thread writes a byte to whenever an outcome is queued, which a blocking
/// `wait` sleeps on in `poll` (no busy loop, and no lock held while it sleeps).
struct WakeSignal: Sendable {
    private let readEnd: Int32
    private let writeEnd: Int32

    /// A new, lowered signal; both ends close-on-exec and non-blocking.
    init() {
        var ends: [Int32] = [-1, -1]
        if pipe(&ends) != 0 { ends = [-1, -1] }
        for end in ends where end >= 0 {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            _ = fcntl(end, F_SETFL, O_NONBLOCK)
        }
        readEnd = ends[0]
        writeEnd = ends[1]
    }

    /// Makes the read end readable (a full pipe already is, so a failed write is fine).
    func raise() {
        guard writeEnd >= 0 else { return }
        var byte: UInt8 = 1
        _ = write(writeEnd, &byte, 1)
    }

    /// Sleeps until the signal is raised or `milliseconds` pass, then lowers it.
    func wait(milliseconds: Int32) {
        guard readEnd >= 0 else { return }
        var ready = pollfd(fd: readEnd, events: Int16(POLLIN), revents: 0)
        _ = poll(&ready, 1, milliseconds)
        var bytes = [UInt8](repeating: 0, count: 64)
        while read(readEnd, &bytes, bytes.count) > 0 {}
    }

    /// Both ends' descriptors (for tests that check they are closed).
    var descriptors: [Int32] { [readEnd, writeEnd] }

    /// Closes both ends.
    func close() {
        if readEnd >= 0 { _ = Glibc.close(readEnd) }
        if writeEnd >= 0 { _ = Glibc.close(writeEnd) }
    }
}
