import RefreshCore

/// Lays frames out in rows and copies them into one image.
///
/// Sheets of up to `maxColumns` frames are a single row; longer ones wrap into rows of ten.
/// Frames are separated by a transparent gutter so filtered sampling never bleeds between them.
enum SheetPacker {
    static let gutter = 2
    static let maxColumns = 16
    static let wrapColumns = 10

    static func pack(
        name: String, scale: Int, pointWidth: Double, pointHeight: Double, frames: [Canvas]
    ) -> GeneratedSheet {
        precondition(!frames.isEmpty, "a sheet needs frames")
        let fw = frames[0].width
        let fh = frames[0].height
        let columns = frames.count <= maxColumns ? frames.count : wrapColumns
        let rows = (frames.count + columns - 1) / columns
        let width = columns * fw + (columns - 1) * gutter
        let height = rows * fh + (rows - 1) * gutter
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        var rects: [SpriteSheet.Frame] = []
        for (index, frame) in frames.enumerated() {
            precondition(frame.width == fw && frame.height == fh, "frames differ in size")
            let rect = SpriteSheet.Frame(
                x: (index % columns) * (fw + gutter), y: (index / columns) * (fh + gutter),
                w: fw, h: fh)
            let bytes = frame.straightRGBA8()
            for row in 0..<fh {
                let src = row * fw * 4
                let dst = ((rect.y + row) * width + rect.x) * 4
                pixels.replaceSubrange(dst..<(dst + fw * 4), with: bytes[src..<(src + fw * 4)])
            }
            rects.append(rect)
        }
        return GeneratedSheet(
            name: name, scale: scale, pointWidth: pointWidth, pointHeight: pointHeight,
            frames: rects, image: SheetImage(width: width, height: height, pixels: pixels))
    }
}
