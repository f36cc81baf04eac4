internal import CSDL2
internal import CSDL2TTF
import RefreshCore

extension DrawListRenderer {
    /// Opens the fonts of `styles` and sets every printable ASCII character (and the few
    /// others the demo uses) once in each, and a few characters of its own in each CJK, Arabic,
    /// Hebrew and emoji face, so fonts and glyph caches are loaded at start: no hitch when a
    /// style or a language first appears, and memory that is flat from the first frame. These
    /// fonts are kept for good (`FontBook.keep`); others close when unused for a while.
    public func prewarmText(styles: [TextStyle]) {
        let sample = (32..<127).map { String(UnicodeScalar(UInt8($0))) }.joined() + "·…"
        // The other faces are opened too, so the first title after a switch of language costs no
        // font load in the middle of a frame.
        let cjkSample = "下拉刷新載入數據更新読み込み로딩새로고침"
        let samples: [(FontBook.Family, String)] = [
            (.primary, sample), (.cjk, cjkSample), (.cjkTraditional, cjkSample),
            (.cjkJapanese, cjkSample), (.cjkKorean, cjkSample), (.arabic, "اسحب للتحديث"),
            (.hebrew, "משכו לרענון"), (.emoji, "\u{1F600}\u{1F389}\u{1F44D}\u{2764}"),
        ]
        let ink = SDL_Color(r: 0, g: 0, b: 0, a: 255)
        for style in styles {
            let pixelSize = Int32(clamping: Int((style.size * canvas.scale).rounded()))
            for (family, text) in samples {
                let fonts = textCache.fonts
                guard let font = fonts.keep(style.weight, pixelSize: pixelSize, family: family)
                else { continue }
                if let surface = TTF_RenderUTF8_Blended(font, text, ink) {
                    SDL_FreeSurface(surface)
                }
            }
        }
    }
}
