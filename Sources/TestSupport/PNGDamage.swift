/// Damage done to a PNG's bytes for the asset-fault tests, in ways its chunk checks cannot see.
public enum PNGDamage {
    /// A damage that found nothing to damage.
    public struct NothingToDamage: Error {}

    /// Overwrites the zlib header of the first IDAT chunk and fixes that chunk's CRC, so every
    /// chunk still checks out but the pixels no longer decode.
    public static func breakCompressedData(of bytes: inout [UInt8]) throws {
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            if String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self) == "IDAT" {
                bytes[offset + 8] = 0
                bytes[offset + 9] = 0
                let crc = crc32(bytes[offset + 4..<offset + 8 + length])
                for index in 0..<4 {
                    bytes[offset + 8 + length + index] = UInt8(
                        truncatingIfNeeded: crc >> (24 - 8 * index))
                }
                return
            }
            offset += length + 12
        }
        throw NothingToDamage()
    }

    /// The CRC-32 of PNG chunks, bit by bit: written apart from the renderer's table-driven
    /// one, so a test's damage does not lean on the code it tests.
    static func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
        }
        return crc ^ 0xFFFF_FFFF
    }
}
