/// Formats trace records as JSON lines into one reused byte buffer, without Foundation.
///
/// Doubles are written in Swift's shortest round-trip form; NaN becomes 0 and ±infinity becomes
/// ±1e308, and each replacement is counted in `nonFiniteCount` so checks can insist it stays 0.
public struct TraceLineEncoder: Sendable {
    /// The last encoded line, ending in a newline.
    public private(set) var bytes: [UInt8] = []
    /// How many NaN or infinite numbers have been replaced so far.
    public private(set) var nonFiniteCount = 0

    /// An encoder with an empty buffer.
    public init() {
        bytes.reserveCapacity(512)
    }

    /// Replaces `bytes` with `record` as one JSON object and a newline.
    public mutating func encode(_ record: TraceRecord) {
        bytes.removeAll(keepingCapacity: true)
        bytes.append(UInt8(ascii: "{"))
        field("frame", record.frame)
        field("t", record.t)
        field("offset_y", record.offsetY)
        field("velocity_y", record.velocityY)
        field("inset_top", record.insetTop)
        field("inset_bottom", record.insetBottom)
        field("content_height", record.contentHeight)
        field("view_height", record.viewHeight)
        field("dragging", record.dragging)
        field("decelerating", record.decelerating)
        field("header", record.header)
        field("header_state", record.headerState)
        field("footer_state", record.footerState)
        field("header_percent", record.headerPercent)
        field("footer_percent", record.footerPercent)
        field("header_alpha", record.headerAlpha)
        field("footer", record.footer)
        field("rows", record.rows)
        field("refreshes", record.refreshes)
        field("loads", record.loads)
        field("header_frame", record.headerFrame)
        field("lang", record.lang)
        field("header_title", record.headerTitle)
        field("footer_title", record.footerTitle)
        field("header_detail", record.headerDetail)
        field("header_result", record.headerResult)
        field("footer_result", record.footerResult)
        field("trailer_result", record.trailerResult)
        field("failures", record.failures)
        field("floor", record.floor)
        field("carousel_offset_x", record.carouselOffsetX)
        field("carousel_velocity_x", record.carouselVelocityX)
        field("carousel_content_width", record.carouselContentWidth)
        field("view_width", record.viewWidth)
        field("carousel_dragging", record.carouselDragging)
        field("cards", record.cards)
        field("trailer_state", record.trailerState)
        field("trailer_percent", record.trailerPercent)
        field("trailer_title", record.trailerTitle)
        field("trailer_loads", record.trailerLoads)
        field("list", record.list)
        field("theme", record.theme)
        field("motion", record.motion)
        field("text_scale", record.textScale)
        field("direction", record.direction)
        field("scrollbar", record.scrollbar)
        field("focus", record.focus)
        field("placeholder", record.placeholder)
        field("menu", record.menu)
        field("sticky_section", record.stickySection)
        field("sticky_y", record.stickyY)
        field("older_state", record.olderState)
        field("anchor_row", record.anchorRow)
        field("anchor_y", record.anchorY)
        field("pill", record.pill)
        field("older_loads", record.olderLoads)
        field("source", record.source)
        field("request", record.request)
        field("http_status", record.httpStatus)
        field("source_error", record.sourceError)
        field("anchor_id", record.anchorID)
        field("gap_rows", record.gapRows)
        field("cached", record.cached)
        field("focused", record.focused)
        field("network", record.network)
        field("opened", record.opened)
        if let feel = record.feel { fields(of: feel) }
        bytes.append(UInt8(ascii: "}"))
        bytes.append(UInt8(ascii: "\n"))
    }

    /// Replaces `bytes` with a line of the feel log: frame `frame`'s number, its time `t` (as
    /// the trace's) and the `feel` fields.
    public mutating func encode(feel: FeelRecord, frame: Int, t: Double) {
        bytes.removeAll(keepingCapacity: true)
        bytes.append(UInt8(ascii: "{"))
        field("frame", frame)
        field("t", t)
        fields(of: feel)
        bytes.append(UInt8(ascii: "}"))
        bytes.append(UInt8(ascii: "\n"))
    }

    private mutating func fields(of feel: FeelRecord) {
        field("feel_inputs", feel.inputs)
        field("feel_latency_ms", feel.latency)
        field("feel_interval_ms", feel.interval)
        field("feel_paced", feel.paced)
        field("feel_delayed", feel.delayed)
        field("feel_work_ms", feel.work)
        field("feel_pixels", feel.pixels)
        field("feel_p50_ms", feel.latencyP50)
        field("feel_p99_ms", feel.latencyP99)
        field("feel_delayed_64", feel.delayed64)
    }

    /// The last encoded line as a string (for tests and messages; allocates).
    public var line: String { String(decoding: bytes, as: UTF8.self) }

    /// `"name":` preceded by a comma unless it is the first field.
    private mutating func key(_ name: StaticString) {
        if bytes.count > 1 { bytes.append(UInt8(ascii: ",")) }
        bytes.append(UInt8(ascii: "\""))
        name.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(UInt8(ascii: "\""))
        bytes.append(UInt8(ascii: ":"))
    }

    private mutating func field(_ name: StaticString, _ value: Int) {
        key(name)
        appendInteger(value)
    }

    private mutating func field(_ name: StaticString, _ value: Bool) {
        key(name)
        if value {
            bytes.append(contentsOf: [0x74, 0x72, 0x75, 0x65])  // true
        } else {
            bytes.append(contentsOf: [0x66, 0x61, 0x6C, 0x73, 0x65])  // false
        }
    }

    private mutating func field(_ name: StaticString, _ value: Double) {
        key(name)
        var number = value
        if value.isNaN {
            number = 0
            nonFiniteCount += 1
        } else if value.isInfinite {
            number = value < 0 ? -1e308 : 1e308
            nonFiniteCount += 1
        }
        var sink = ByteSink(bytes: bytes)
        bytes = []  // hand the storage to the sink so appending does not copy it
        number.write(to: &sink)
        bytes = sink.bytes
    }

    private mutating func field(_ name: StaticString, _ value: String) {
        key(name)
        bytes.append(UInt8(ascii: "\""))
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"):
                bytes.append(UInt8(ascii: "\\"))
                bytes.append(byte)
            case 0x0A:
                bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
            case 0x00..<0x20:
                bytes.append(contentsOf: [0x5C, 0x75, 0x30, 0x30])  // \u00
                bytes.append(Self.hexDigit(byte >> 4))
                bytes.append(Self.hexDigit(byte & 0x0F))
            default:
                bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// The lower-case hexadecimal digit for a nibble.
    private static func hexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
    }

    /// Appends the decimal digits of `value`.
    private mutating func appendInteger(_ value: Int) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        // Work in the magnitude as UInt so Int.min does not overflow.
        var magnitude = value.magnitude
        var divisor: UInt = 1
        while magnitude / divisor >= 10 { divisor *= 10 }
        while divisor > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(magnitude / divisor))
            magnitude %= divisor
            divisor /= 10
        }
    }
}

/// A text stream that appends to a byte array.
private struct ByteSink: TextOutputStream {
    var bytes: [UInt8]

    mutating func write(_ string: String) {
        bytes.append(contentsOf: string.utf8)
    }

    // The standard library prints numbers through this hook when a stream provides it,
    // which spares the String it would otherwise build for every Double.
    mutating func _writeASCII(_ buffer: UnsafeBufferPointer<UInt8>) {
        bytes.append(contentsOf: buffer)
    }
}
