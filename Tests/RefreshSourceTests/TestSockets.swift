import Foundation
import Glibc

/// Listening sockets for what nginx cannot do: a port that accepts and never answers, a port
/// nothing listens on, a connection cut in the middle of its body.
final class TestSocket: @unchecked Sendable {
    let descriptor: Int32
    let port: Int

    /// A socket bound to 127.0.0.1 on a free port; listening when `listening`.
    init(listening: Bool) {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        self.descriptor = descriptor
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                _ = bind(descriptor, $0, length)
                _ = getsockname(descriptor, $0, &length)
            }
        }
        port = Int(UInt16(bigEndian: address.sin_port))
        if listening { _ = listen(descriptor, 1024) }
    }

    deinit { close(descriptor) }

    /// A URL of this socket.
    var url: String { "http://127.0.0.1:\(port)/feed.xml" }

    /// A port that refuses connections: bound, never listened on, then closed.
    static func refusingPort() -> Int {
        TestSocket(listening: false).port
    }

    /// Accepts one connection on a thread of its own, reads its request, sends `answer` and
    /// closes it (a body shorter than its Content-Length is a connection cut mid-body).
    func answerOnce(with answer: String) {
        let descriptor = self.descriptor
        Thread.detachNewThread {
            let connection = accept(descriptor, nil, nil)
            guard connection >= 0 else { return }
            var buffer = [UInt8](repeating: 0, count: 4096)
            _ = read(connection, &buffer, buffer.count)
            let bytes = Array(answer.utf8)
            _ = write(connection, bytes, bytes.count)
            close(connection)
        }
    }
}

/// The descriptors of this process that are sockets or pipes (what a leaked transfer or
/// fetcher would leave open; the parser tests running beside open only files).
func openSocketsAndPipes() -> Int {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
    return entries.filter { entry in
        guard
            let target = try? FileManager.default.destinationOfSymbolicLink(
                atPath: "/proc/self/fd/\(entry)")
        else { return false }
        return target.hasPrefix("socket:") || target.hasPrefix("pipe:")
    }.count
}

/// What each open descriptor is, for a failure's message.
func openDescriptors() -> [String] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
    return entries.compactMap { entry in
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\(entry)"))
            .map { "\(entry) → \($0)" }
    }
}

/// Waits until this process has at most `limit` sockets and pipes open, and returns the
/// count it saw last. Other suites run beside the caller and open and close their own, so a
/// count above `limit` is waited out; a leak stays above it on every try, until the 30 s are up.
func openSocketsAndPipes(comingBackTo limit: Int) -> Int {
    var count = openSocketsAndPipes()
    var tries = 0
    while count > limit, tries < 1_500 {
        usleep(20_000)
        count = openSocketsAndPipes()
        tries += 1
    }
    return count
}

/// The remote ports of this process's open TCP connections to 127.0.0.1 (read from
/// `/proc/net/tcp`, matched to `/proc/self/fd` by inode): exact where a count of every socket
/// is not, since only the caller talks to its own ports.
func connectedRemotePorts() -> [Int] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
    let inodes = Set(
        entries.compactMap { entry -> String? in
            guard
                let target = try? FileManager.default.destinationOfSymbolicLink(
                    atPath: "/proc/self/fd/\(entry)"),
                target.hasPrefix("socket:[")
            else { return nil }
            return String(target.dropFirst("socket:[".count).dropLast())
        })
    let table = (try? String(contentsOfFile: "/proc/net/tcp", encoding: .utf8)) ?? ""
    // Columns: sl, local_address, rem_address, st, queues, tr, retrnsmt, uid, timeout, inode.
    return table.split(separator: "\n").dropFirst().compactMap { line in
        let fields = line.split(separator: " ")
        guard fields.count > 9, inodes.contains(String(fields[9])),
            let remote = fields[2].split(separator: ":").last
        else { return nil }
        return Int(remote, radix: 16)
    }
}
