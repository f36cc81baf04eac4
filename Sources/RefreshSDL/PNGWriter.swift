internal import CSDL2
internal import CSDL2Image
import FoundationEssentials
import Glibc

/// A frame saved as a PNG file, whole or not at all: encoded in memory, written to a temporary
/// file beside the target with checked calls, flushed and renamed into place.
enum PNGWriter {
    /// Encodes the PNG in memory, then writes it with checked system calls: SDL_image's own
    /// file writer reports success even when the disk fills up, leaving a cut file behind.
    static func write(_ surface: UnsafeMutablePointer<SDL_Surface>, to path: String)
        throws(SDLError)
    {
        let bytes = try encode(surface, for: path)
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(getpid()).tmp").path
        func fail(_ what: String) -> SDLError {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            return SDLError("could not write \(path): \(what): \(reason)")
        }
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw fail("cannot create a file there") }
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                return Glibc.write(descriptor, base + written, buffer.count - written)
            }
            if result < 0 && errno == EINTR { continue }
            guard result > 0 else {
                close(descriptor)
                throw fail("the write failed")
            }
            written += result
        }
        guard fsync(descriptor) == 0 else {
            close(descriptor)
            throw fail("the write failed")
        }
        guard close(descriptor) == 0 else { throw fail("the write failed") }
        guard rename(temporary, path) == 0 else { throw fail("cannot move it into place") }
    }

    /// The PNG bytes of `surface`, encoded by SDL_image into a memory buffer large enough for
    /// an uncompressed image (so the encoder never runs out of room).
    private static func encode(_ surface: UnsafeMutablePointer<SDL_Surface>, for path: String)
        throws(SDLError) -> [UInt8]
    {
        let width = Int(surface.pointee.w)
        let height = Int(surface.pointee.h)
        let capacity = width * height * 4 + height * 8 + 64 * 1024
        var buffer = [UInt8](repeating: 0, count: capacity)
        let size = buffer.withUnsafeMutableBytes { raw -> Int in
            guard let stream = SDL_RWFromMem(raw.baseAddress, Int32(clamping: raw.count)) else {
                return -1
            }
            defer { SDL_RWclose(stream) }
            guard IMG_SavePNG_RW(surface, stream, 0) == 0 else { return -1 }
            return Int(SDL_RWtell(stream))
        }
        guard size > 0, size < capacity else {
            throw SDLError.current("could not encode \(path) as PNG")
        }
        return Array(buffer[0..<size])
    }
}
