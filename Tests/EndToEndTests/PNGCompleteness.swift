import Foundation

/// Whether the bytes of a file are a whole PNG: the signature and an IEND chunk at the end.
func isCompletePNG(_ path: String) -> Bool {
    guard let data = FileManager.default.contents(atPath: path), data.count >= 20 else {
        return false
    }
    let bytes = [UInt8](data)
    let iend: [UInt8] = [0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]
    return Array(bytes.prefix(8)) == PNGInfo.signature && Array(bytes.suffix(8)) == iend
}
