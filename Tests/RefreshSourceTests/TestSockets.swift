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

/// What each open descriptor of this process is, by number: `socket:[inode]`, `pipe:[inode]`,
/// a path. An inode names one socket or pipe for its whole life, whatever number it has, so a
/// test names the ones it cares about and other suites' descriptors never count.
func openDescriptorTargets() -> [Int32: String] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
    var targets: [Int32: String] = [:]
    for entry in entries {
        guard let number = Int32(entry),
            let target = try? FileManager.default.destinationOfSymbolicLink(
                atPath: "/proc/self/fd/\(entry)")
        else { continue }
        targets[number] = target
    }
    return targets
}

/// What each open descriptor is, for a failure's message.
func openDescriptors() -> [String] {
    openDescriptorTargets().sorted { $0.key < $1.key }.map { "\($0.key) → \($0.value)" }
}

/// The whole of a `/proc` file (their size reads as 0, so it is read until its end).
func procText(_ path: String) -> String {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { return "" }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 16_384)
    while true {
        let count = read(descriptor, &chunk, chunk.count)
        if count <= 0 { break }
        bytes += chunk[0..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
}

/// This process's open TCP connections to 127.0.0.1 whose remote port is one of `ports`, as
/// their descriptors' targets (`socket:[inode]`; read from `/proc/net/tcp`, matched to
/// `/proc/self/fd` by inode).
func connections(to ports: Set<Int>) -> Set<String> {
    let open = Set(openDescriptorTargets().values)
    // Columns: sl, local_address, rem_address, st, queues, tr, retrnsmt, uid, timeout, inode.
    var found: Set<String> = []
    for line in procText("/proc/net/tcp").split(separator: "\n").dropFirst() {
        let fields = line.split(separator: " ")
        guard fields.count > 9, let remote = fields[2].split(separator: ":").last,
            let port = Int(remote, radix: 16), ports.contains(port)
        else { continue }
        let target = "socket:[\(fields[9])]"
        if open.contains(target) { found.insert(target) }
    }
    return found
}
