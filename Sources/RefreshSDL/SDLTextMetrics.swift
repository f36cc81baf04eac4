internal import CSDL2TTF
import RefreshCore

/// Measures text with SDL_ttf, so layout matches what `TextCache` draws.
///
/// The font is opened at the point size times `scale` and the result divided by `scale`, so the
/// sizes match the rendered pixels at that density.
public final class SDLTextMetrics: TextMetrics {
    private struct Key: Hashable {
        var string: String
        var style: TextStyle
        var language: RefreshLanguage
    }

    /// Pixels per point the measurements are made at.
    public var scale: Double {
        didSet { if scale != oldValue { memo.removeAll() } }
    }
    /// The most measurements remembered before the memo is emptied. It must hold what a frame
    /// measures, or every frame measures it all anew: a title fitted into a narrow header at
    /// a large text scale is measured at each half point and each place it may break (the key
    /// panel's layout alone measured 562 texts); at 512, the soak spent most of its time
    /// setting the same texts again. About 150 bytes an entry: 0.6 MB at the limit.
    public var memoLimit = 4096
    private let fonts: FontBook
    private var memo: [Key: Size] = [:]

    /// Metrics with `fonts` at `scale` pixels per point.
    public init(fonts: FontBook, scale: Double) {
        self.fonts = fonts
        self.scale = max(scale, 0.01)
    }

    /// The size in points `text` takes in `style` on one line (zero if the font cannot be opened).
    public func size(of text: String, style: TextStyle) -> Size {
        let key = Key(string: text, style: style, language: fonts.language)
        if let size = memo[key] { return size }
        let pixelSize = Int32(clamping: Int((style.size * scale).rounded()))
        let measured: (width: Int32, height: Int32)
        if text.isEmpty {
            guard let font = fonts.font(style.weight, pixelSize: pixelSize) else { return .zero }
            measured = (0, TTF_FontHeight(font))
        } else {
            // The same line `TextCache` draws (face, runs, shaping), so layout measures it.
            guard
                let line = TextLine(text, weight: style.weight, pixelSize: pixelSize, fonts: fonts),
                let size = line.size()
            else { return .zero }
            measured = size
        }
        let size = Size(
            width: Double(measured.width) / scale, height: Double(measured.height) / scale)
        if memo.count >= memoLimit { memo.removeAll(keepingCapacity: true) }
        memo[key] = size
        return size
    }
}
