extension DemoScene {
    /// The trace line for the frame that ends at `milliseconds`.
    public func traceRecord(frame: Int, milliseconds: Double) -> TraceRecord {
        let inset = scrollView.contentInset
        return TraceRecord(
            frame: frame, t: milliseconds, offsetY: scrollView.contentOffsetY,
            velocityY: scrollView.velocityY, insetTop: inset.top, insetBottom: inset.bottom,
            contentHeight: scrollView.contentSize.height, viewHeight: scrollView.viewSize.height,
            dragging: scrollView.isDragging, decelerating: scrollView.isDecelerating,
            header: headerKind.rawValue, headerState: header.state.rawValue,
            footerState: footer?.state.rawValue ?? "idle", headerPercent: header.pullingPercent,
            footerPercent: footer?.pullingPercent ?? 0, headerAlpha: header.alpha,
            footer: footerKind.rawValue, rows: rows.count, refreshes: refreshes, loads: loads,
            headerFrame: header.displayedFrameIndex)
    }
}
