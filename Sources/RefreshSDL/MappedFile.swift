import Glibc

/// A file mapped read-only into memory, unmapped when released.
///
/// Fonts are opened from their mapping (`SDL_RWFromConstMem`) rather than through a file
/// stream: FreeType then reads tables and glyphs in place, where through SDL's stdio stream
/// every read was a seek and a read system call. Only the pages it touches become resident.
final class MappedFile {
    /// The file's bytes.
    let bytes: UnsafeRawBufferPointer
    private let base: UnsafeMutableRawPointer?

    /// Maps the file at `path`; nil (with `errno` set) if it cannot be opened or mapped.
    init?(path: String) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            errno = EISDIR
            return nil
        }
        let size = Int(status.st_size)
        guard size > 0 else {
            base = nil
            bytes = UnsafeRawBufferPointer(start: nil, count: 0)
            return
        }
        let address = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0)
        guard let address, address != MAP_FAILED else { return nil }
        base = address
        bytes = UnsafeRawBufferPointer(start: address, count: size)
    }

    deinit {
        if let base { munmap(base, bytes.count) }
    }
}
