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
    }

    /// Pixels per point the measurements are made at.
    public var scale: Double {
        didSet { if scale != oldValue { memo.removeAll() } }
    }
    /// The most measurements remembered before the memo is emptied.
    public var memoLimit = 512
    private let fonts: FontBook
    private var memo: [Key: Size] = [:]

    /// Metrics with `fonts` at `scale` pixels per point.
    public init(fonts: FontBook, scale: Double) {
        self.fonts = fonts
        self.scale = max(scale, 0.01)
    }

    /// The size in points `text` takes in `style` on one line (zero if the font cannot be opened).
    public func size(of text: String, style: TextStyle) -> Size {
        let key = Key(string: text, style: style)
        if let size = memo[key] { return size }
        let pixelSize = Int32(clamping: Int((style.size * scale).rounded()))
        // The same face choice as `TextCache`, so layout measures what is drawn.
        guard let font = fonts.font(for: text, weight: style.weight, pixelSize: pixelSize) else {
            return .zero
        }
        var width: Int32 = 0
        var height: Int32 = 0
        if text.isEmpty {
            height = TTF_FontHeight(font)
        } else if TTF_SizeUTF8(font, text, &width, &height) != 0 {
            return .zero
        }
        let size = Size(width: Double(width) / scale, height: Double(height) / scale)
        if memo.count >= memoLimit { memo.removeAll(keepingCapacity: true) }
        memo[key] = size
        return size
    }
}
