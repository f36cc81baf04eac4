extension Scrollbar {
    /// The bar of `scrollView` along `axis`, for its sizes and insets now.
    public init(of scrollView: ScrollView, axis: Axis) {
        self.init(
            ScrollGeometry(
                contentSize: scrollView.contentSize, viewSize: scrollView.viewSize,
                inset: scrollView.contentInset),
            axis: axis)
    }
}
