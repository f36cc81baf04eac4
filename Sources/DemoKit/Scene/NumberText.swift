/// Numbers as short text without a heap allocation: the inspector sets several every frame.
///
/// A Swift string of at most 15 UTF-8 bytes is stored inline, so a number written into a buffer
/// on the stack and decoded from it costs no allocation, unlike interpolation or
/// `String(format:)`.
enum NumberText {
    /// `value` with `decimals` (0 or 1) digits after the point, then `suffix`: "-123.4 pt". Values
    /// are clamped to ±99999 so the text stays within 15 bytes with a suffix of up to 7.
    static func make(_ value: Double, decimals: Int, suffix: StaticString) -> String {
        let limited = value.isFinite ? min(max(value, -99_999), 99_999) : 0
        let factor = decimals > 0 ? 10 : 1
        let scaled = Int((abs(limited) * Double(factor)).rounded())
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { buffer in
            var count = 0
            if limited < 0 && scaled != 0 {
                buffer[count] = UInt8(ascii: "-")
                count += 1
            }
            var whole = scaled / factor
            var digits = 1
            while whole >= 10 {
                whole /= 10
                digits += 1
            }
            whole = scaled / factor
            for index in stride(from: digits - 1, through: 0, by: -1) {
                buffer[count + index] = UInt8(ascii: "0") + UInt8(whole % 10)
                whole /= 10
            }
            count += digits
            if decimals > 0 {
                buffer[count] = UInt8(ascii: ".")
                buffer[count + 1] = UInt8(ascii: "0") + UInt8(scaled % factor)
                count += 2
            }
            suffix.withUTF8Buffer { bytes in
                for byte in bytes.prefix(buffer.count - count) {
                    buffer[count] = byte
                    count += 1
                }
            }
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[0..<count]), as: UTF8.self)
        }
    }
}
