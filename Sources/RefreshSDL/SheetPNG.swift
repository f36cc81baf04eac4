internal import CSDL2
internal import CSDL2Image
import Glibc

/// A sprite sheet's PNG file, read into memory and checked when the catalog loads, decoded
/// only when the sheet is first drawn.
///
/// The check reads the whole file: the PNG signature, then every chunk — its length within
/// the file and its CRC-32 over type and data — an `IHDR` first that describes a valid image,
/// at least one `IDAT`, no unknown critical chunk, and the `IEND` that closes the file. A
/// truncated, zeroed, overwritten or swapped file fails here, with the file's path, at start.
/// Decoding (inflating and unfiltering the pixels, most of a PNG's cost) waits for the first
/// draw, and reads these bytes, not the file.
final class SheetPNG {
    /// The file the bytes came from.
    let path: String
    /// The image's width in pixels, from its header.
    let width: Int
    /// The image's height in pixels, from its header.
    let height: Int
    private let bytes: [UInt8]

    private init(path: String, bytes: [UInt8], width: Int, height: Int) {
        self.path = path
        self.bytes = bytes
        self.width = width
        self.height = height
    }

    /// Reads and checks the PNG at `path`.
    static func read(at path: String) throws(AssetError) -> SheetPNG {
        guard let file = fopen(path, "rb") else {
            let reason = errno == ENOENT ? "missing file" : "unreadable file"
            throw AssetError(path: path, reason: reason)
        }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = fread(&chunk, 1, chunk.count, file)
            bytes.append(contentsOf: chunk[0..<count])
            if count < chunk.count { break }
        }
        guard ferror(file) == 0 else { throw AssetError(path: path, reason: "unreadable file") }
        let header: (width: Int, height: Int)
        do {
            header = try check(bytes)
        } catch {
            throw AssetError(path: path, reason: "not a PNG / corrupt: \(error.reason)")
        }
        return SheetPNG(path: path, bytes: bytes, width: header.width, height: header.height)
    }

    /// Decodes the pixels. Fails only for a file whose chunks are whole and whose CRCs match
    /// but whose compressed data is wrong (written so, not damaged since).
    func decode() throws(AssetError) -> Image {
        let surface = bytes.withUnsafeBytes { buffer -> UnsafeMutablePointer<SDL_Surface>? in
            guard let rw = SDL_RWFromConstMem(buffer.baseAddress, Int32(buffer.count)) else {
                return nil
            }
            // libpng prints its own line about a bad file; the asset error says it already.
            return StandardError.silenced { IMG_LoadTyped_RW(rw, 1, "PNG") }
        }
        guard let surface else {
            throw AssetError(
                path: path, reason: "not a PNG / corrupt: \(String(cString: SDL_GetError()))")
        }
        let image = Image(surface: surface)
        guard image.width == width, image.height == height else {
            throw AssetError(
                path: path,
                reason: "not a PNG / corrupt: decoded \(image.width)×\(image.height), "
                    + "its header says \(width)×\(height)")
        }
        return image
    }

    /// A problem found by `check`.
    private struct Problem: Error {
        var reason: String
    }

    /// The header's width and height if `bytes` is a whole, undamaged PNG.
    private static func check(_ bytes: [UInt8]) throws(Problem) -> (width: Int, height: Int) {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count >= 8, Array(bytes[0..<8]) == signature else {
            throw Problem(reason: "bad signature")
        }
        func word(_ offset: Int) -> UInt32 {
            UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16
                | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
        }
        var offset = 8
        var size: (width: Int, height: Int)?
        var colourType: UInt8 = 0
        var sawPalette = false
        var sawData = false
        while true {
            guard offset + 12 <= bytes.count else {
                throw Problem(reason: "the file ends before its IEND chunk (cut short?)")
            }
            let length = Int(word(offset))
            let typeBytes = bytes[offset + 4..<offset + 8]
            let type = String(decoding: typeBytes, as: UTF8.self)
            guard length <= 0x7FFF_FFFF, typeBytes.allSatisfy(isLetter) else {
                throw Problem(reason: "a damaged chunk header at byte \(offset)")
            }
            let data = offset + 8
            guard data + length + 4 <= bytes.count else {
                throw Problem(reason: "chunk \(type) runs past the end of the file (cut short?)")
            }
            let crc = CRC32.checksum(bytes[offset + 4..<data + length])
            guard crc == word(data + length) else {
                throw Problem(reason: "chunk \(type) is damaged (its CRC does not match)")
            }
            if size == nil, type != "IHDR" { throw Problem(reason: "the first chunk is not IHDR") }
            switch type {
            case "IHDR":
                guard size == nil, length == 13 else { throw Problem(reason: "a bad IHDR chunk") }
                let width = Int(word(data))
                let height = Int(word(data + 4))
                let depth = bytes[data + 8]
                colourType = bytes[data + 9]
                let depths: [UInt8: [UInt8]] = [
                    0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16],
                ]
                guard width > 0, height > 0, width <= 0x7FFF_FFFF, height <= 0x7FFF_FFFF,
                    depths[colourType]?.contains(depth) == true, bytes[data + 10] == 0,
                    bytes[data + 11] == 0, bytes[data + 12] <= 1
                else { throw Problem(reason: "IHDR describes no valid image") }
                size = (width, height)
            case "PLTE":
                sawPalette = true
            case "IDAT":
                sawData = true
            case "IEND":
                guard sawData else { throw Problem(reason: "no image data (IDAT)") }
                guard colourType != 3 || sawPalette else {
                    throw Problem(reason: "a palette image without its palette (PLTE)")
                }
                return size ?? (0, 0)
            default:
                // Ancillary chunks (lower-case first letter) may be skipped; a critical one this
                // check does not know could not be decoded.
                guard typeBytes.first.map({ $0 >= 0x61 }) == true else {
                    throw Problem(reason: "an unknown critical chunk \(type)")
                }
            }
            offset = data + length + 4
        }
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }
}
