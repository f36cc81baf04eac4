import RefreshCore

/// Where the scene's focusable controls are, read from the scene's parts as they are now: the
/// order `Tab` walks, where each control lies in the content and in the view, and the scroll that
/// reveals one. A value the scene makes when it needs one (`DemoScene.focusPlaces`); it holds the
/// parts, not copies, so it is only good for the moment it is made in.
struct FocusPlaces {
    /// How long revealing a focused control takes to scroll (the contract's "in at most 0.5 s";
    /// the wheel's own 0.2 s would jump a long list too fast to follow). Home and End take it too.
    static let jumpDuration = 0.35

    /// The list's scroll view.
    let scrollView: ScrollView
    /// The rows and where each is.
    let list: DemoList
    /// The carousel and its band in the view, when there is one.
    let carousel: (cards: DemoCarousel, band: Rect?)?
    /// A web feed's gap rows (none for the other lists).
    let gaps: GapRows?
    /// The footer, when there is one.
    let footer: RefreshFooter?
    /// The list's pane, whose pill (a chat's) is a control while it counts arrivals (its
    /// frame, which measures the pill's title, asked only where it is needed).
    let pane: any ListPane
    /// The placeholder's button, when one shows, and whether a placeholder owns the view.
    let placeholder: (button: Rect?, ownsView: Bool)

    /// The order Tab walks, the drawing's: the placeholders' button while it shows (alone: a
    /// placeholder owns the view), else the rows and cards, the footer, and the chat's pill last
    /// while it shows.
    var order: FocusOrder {
        let owned = placeholder.ownsView
        return FocusOrder(
            rows: list.rows.count, carouselAfterRows: owned ? nil : carousel?.cards.afterRows,
            cards: owned ? 0 : carousel?.cards.cards.count ?? 0,
            gapsAfterRows: gaps?.rowsBelow ?? [], hasPlaceholder: placeholder.button != nil,
            hasFooter: footer != nil && !owned, hasPill: pane.pillCount > 0)
    }

    /// The topmost row whose top edge is in view.
    var topmostRowInView: FocusTarget? {
        guard !list.rows.isEmpty else { return nil }
        let offset = scrollView.contentOffsetY
        var index = max(0, list.rowIndex(atContentY: offset))
        if list.rowY(index) < offset - 1e-9 { index += 1 }
        return index < list.rows.count ? .row(index + 1) : nil
    }

    /// Scrolls the list (and for a card the carousel) the least that shows `target` whole.
    func reveal(_ target: FocusTarget) {
        guard !scrollView.isDragging, let span = contentSpan(of: target) else { return }
        if let offset = FocusReveal.offset(
            showing: span, offset: scrollView.contentOffsetY,
            viewLength: scrollView.viewSize.height, bounds: scrollView.settledBounds(.vertical))
        {
            scrollView.scroll(
                to: offset, along: .vertical, duration: Self.jumpDuration, curve: .easeOut)
        }
        guard case .card(let number) = target, let cards = carousel?.cards.scrollView else {
            return
        }
        let left = Self.cardX(number)
        if let offset = FocusReveal.offset(
            showing: left...(left + DemoCarousel.cardSize.width), offset: cards.contentOffsetX,
            viewLength: cards.viewSize.width, bounds: cards.offsetBounds(.horizontal))
        {
            cards.scroll(
                to: offset, along: .horizontal, duration: Self.jumpDuration, curve: .easeOut)
        }
    }

    /// Where card `number` starts in the carousel's content.
    static func cardX(_ number: Int) -> Double {
        DemoCarousel.gap + Double(number - 1) * (DemoCarousel.cardSize.width + DemoCarousel.gap)
    }

    /// Where `target` lies in the list's content, top to bottom.
    private func contentSpan(of target: FocusTarget) -> ClosedRange<Double>? {
        switch target {
        case .row(let number):
            let top = list.rowY(number - 1)
            return top...(top + list.rowHeight(number - 1))
        case .card:
            guard let band = list.bandFrame else { return nil }
            return band.minY...band.maxY
        case .gap(let number):
            return gaps?.frame(number - 1).map { $0.minY...$0.maxY }
        case .footer:
            let top = scrollView.contentSize.height
            return top...(top + (footer?.height ?? RefreshConstants.footerHeight))
        default:
            return nil
        }
    }

    /// Where `target` is drawn in the view now, if it is in sight.
    func frame(of target: FocusTarget, in view: Rect) -> Rect? {
        let offset = scrollView.contentOffsetY
        switch target {
        case .row(let number):
            return Rect(
                x: view.minX, y: view.minY - offset + list.rowY(number - 1), width: view.width,
                height: list.rowHeight(number - 1))
        case .card(let number):
            guard let band = carousel?.band, let cards = carousel?.cards.scrollView else {
                return nil
            }
            return Rect(
                x: band.minX + Self.cardX(number) - cards.contentOffsetX,
                y: band.minY + DemoCarousel.gap, width: DemoCarousel.cardSize.width,
                height: DemoCarousel.cardSize.height)
        case .gap(let number):
            return gaps?.frame(number - 1).map {
                Rect(
                    x: view.minX, y: view.minY - offset + $0.minY, width: view.width,
                    height: $0.height)
            }
        case .footer:
            return footer.map { Self.inSight($0.frame(in: view), in: view) }
        case .pill:
            return pane.pillFrame?.offsetBy(dx: view.minX, dy: view.minY)
        case .placeholder:
            let outset = DesktopLook.filledRingOutset
            return placeholder.button.map {
                Rect(
                    x: $0.minX - outset, y: $0.minY - outset, width: $0.width + 2 * outset,
                    height: $0.height + 2 * outset)
            }
        default:
            return nil
        }
    }

    /// A footer's `frame` as the focus shows it: where it is, or, while it starts at or above
    /// the view's bottom edge but is not wholly above it (a back footer at the end of the list
    /// lies just below the view, which no key may scroll past), lifted to stand on that edge,
    /// where the scene draws it while it has the focus.
    static func inSight(_ frame: Rect, in view: Rect) -> Rect {
        guard frame.maxY > view.maxY + 1e-9, frame.minY <= view.maxY + 0.5 else { return frame }
        return Rect(
            x: frame.minX, y: view.maxY - frame.height, width: frame.width, height: frame.height)
    }
}
