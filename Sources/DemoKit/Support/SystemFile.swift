#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Small POSIX helpers that report failures with the system's own words (`strerror`).
enum SystemFile {
    /// The largest script the demo reads; anything bigger is surely not a hand-written script.
    static let maximumReadSize = 64 << 20

    /// The system's description of `code`, such as "No such file or directory".
    static func describe(_ code: Int32) -> String {
        String(cString: strerror(code))
    }

    /// Closes `descriptor`; the system's `close`, reachable from types that have their own.
    static func closeDescriptor(_ descriptor: Int32) -> Int32 {
        close(descriptor)
    }

    /// Creates or truncates `path` for writing; the descriptor, or -1 with `errno` set.
    static func createForWriting(_ path: String) -> Int32 {
        open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    }

    /// Writes all of `buffer`, retrying after interruptions and short writes; nil or an `errno`.
    static func writeAll(_ descriptor: Int32, _ buffer: UnsafeRawBufferPointer) -> Int32? {
        guard let base = buffer.baseAddress else { return nil }
        var offset = 0
        while offset < buffer.count {
            let count = write(descriptor, base + offset, buffer.count - offset)
            if count < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += count
        }
        return nil
    }

    /// Checks that `path` names a readable regular file (or a FIFO, as `<(…)` gives), or says why not.
    static func checkReadable(_ path: String) -> String? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return describe(errno) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return describe(errno) }
        if (info.st_mode & S_IFMT) == S_IFDIR { return describe(EISDIR) }
        return nil
    }

    /// Every byte of `path` (or of standard input for `-`), or why they could not be read.
    static func readAll(_ path: String) -> Result<[UInt8], SystemFileError> {
        let descriptor: Int32
        if path == "-" {
            descriptor = STDIN_FILENO
        } else {
            descriptor = open(path, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else { return .failure(SystemFileError(describe(errno))) }
        }
        defer { if descriptor != STDIN_FILENO { close(descriptor) } }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(SystemFileError(describe(errno)))
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
            if bytes.count > maximumReadSize {
                return .failure(SystemFileError("larger than \(maximumReadSize >> 20) MiB"))
            }
        }
        return .success(bytes)
    }
}
