extension RefreshBackFooter {
    // MARK: - The trailer: the back footer turned a quarter

    /// A trailer past the right end of a horizontal list that loads when pulled left past its
    /// width and released (MJRefresh's `MJRefreshTrailer`, 3.7), 60 points wide
    /// (`MJRefreshTrailWidth`), wearing `look` (by default its state titles), running `action`
    /// when it loads.
    ///
    /// Its `height` is its extent along the pull. With `deltaW` = how far the content overflows
    /// the view (content − (view − original left and right insets)), it appears at `happen` =
    /// deltaW − left (or −left for narrow content); `pullingPercent` = (offset − happen) / 60;
    /// idle ⇄ pulling only while dragging, past happen + 60. A release while pulling grows the
    /// right inset by 60 over 0.25 s, the offset held at happen + 60, then runs the action;
    /// ending gives the inset back over 0.4 s. It sits right of the content (or at the view's
    /// right edge when the content is narrow), as tall as the view, and its scroll view bounces
    /// sideways, never up and down (MJRefresh's trailer sets `alwaysBounceHorizontal`).
    public static func trailer(
        look: any RefreshLook = TrailerLook.state, action: (() -> Void)? = nil
    ) -> RefreshBackFooter {
        let trailer = RefreshBackFooter(look: look, action: action, axis: .horizontal)
        trailer.height = max(RefreshConstants.trailerWidth, look.preferredHeight)
        return trailer
    }

    /// The right inset from before this trailer opened, while it has inset of its own added.
    public var openedFromRight: Double? { held.original }

    /// The trailer's width: its extent along the pull (`height`).
    public var width: Double { height }

    /// `happenOffset` for a trailer.
    public var happenOffsetX: Double { happenOffset }

    /// `pullingOffset` for a trailer.
    public var pullingOffsetX: Double { pullingOffset }

    /// Whether the content does not fill the view's width inside the original insets.
    public var isContentNarrow: Bool {
        guard let scrollView else { return false }
        let inset = scrollViewOriginalInset
        return scrollView.contentSize.width + inset.left + inset.right < scrollView.viewSize.width
    }

    /// Where a trailer sits: right of the content (or at the view's right edge when the content
    /// is narrow), as tall as the view.
    func trailerFrame(in viewFrame: Rect) -> Rect {
        guard let scrollView else { return .zero }
        let inset = scrollViewOriginalInset
        let left = max(
            scrollView.contentSize.width, scrollView.viewSize.width - inset.left - inset.right)
        let x = viewFrame.minX - scrollView.contentOffsetX + left
        return Rect(x: x, y: viewFrame.minY, width: width, height: viewFrame.height)
    }
}
