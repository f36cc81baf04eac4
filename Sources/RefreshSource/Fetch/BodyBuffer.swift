/// A response body as it arrives, kept in chunks so that growing it never copies what came:
/// an array that doubles would hold 8 MiB and 16 MiB at once on its way to the 10 MiB limit.
struct BodyBuffer {
    /// How much each chunk holds.
    static let chunkBytes = 256 << 10
    private var chunks: [[UInt8]] = []
    /// The bytes kept.
    private(set) var count = 0

    /// The bytes the chunks hold room for (what the body costs in memory).
    var allocatedBytes: Int { chunks.count * Self.chunkBytes }

    /// Appends `bytes`, filling the last chunk before starting another.
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        var rest = bytes[...]
        while !rest.isEmpty {
            if chunks.isEmpty || chunks[chunks.count - 1].count == Self.chunkBytes {
                var chunk: [UInt8] = []
                chunk.reserveCapacity(Self.chunkBytes)
                chunks.append(chunk)
            }
            let piece = rest.prefix(Self.chunkBytes - chunks[chunks.count - 1].count)
            chunks[chunks.count - 1].append(contentsOf: piece)
            rest = rest.dropFirst(piece.count)
        }
        count += bytes.count
    }

    /// The whole body in one array, the chunks let go one by one as they are copied; the
    /// buffer is empty afterwards.
    mutating func take() -> [UInt8] {
        var whole: [UInt8] = []
        whole.reserveCapacity(count)
        for index in chunks.indices {
            whole.append(contentsOf: chunks[index])
            chunks[index] = []
        }
        self = BodyBuffer()
        return whole
    }
}
