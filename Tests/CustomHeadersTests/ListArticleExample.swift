import RefreshCore
import TestSupport

/// The feed of the lists article (`ListsOfAnyHeight.md`): posts whose text wraps to the width.
struct ArticleFeed {
    var posts: [String]
    let metrics = FixedTextMetrics()

    /// 16 points of padding and 20 × scale a line of the post wrapped to the width less margins.
    func height(of post: String, width: Double, scale: Double) -> Double {
        let style = TextStyle(weight: .regular, size: 15 * scale)
        let length = metrics.size(of: post, style: style).width * scale
        return 16 + max(1, (length / max(1, width - 32)).rounded(.up)) * 20 * scale
    }
}

/// The lists article's code, compiled: a layout of the feed, and one frame drawing what shows.
func listArticleExample(
    feed: ArticleFeed, scrollView: ScrollView, drawPost: (String, Rect) -> Void
) -> ListLayout {
    func draw(_ post: String, in frame: Rect) { drawPost(post, frame) }
    let layout = ListLayout(environment: ListEnvironment(width: 390)) { item, environment in
        feed.height(of: feed.posts[item], width: environment.width, scale: environment.textScale)
    }
    scrollView.update(layout) { layout.appendRows(feed.posts.count) }

    // Each frame: lay out and draw only what shows.
    let top = scrollView.contentOffsetY
    for item in layout.items(inViewAt: top, height: scrollView.viewSize.height) {
        let frame = layout.frame(of: item)  // in the content; subtract `top` for the view
        draw(feed.posts[item], in: frame)
    }
    return layout
}
