import RefreshCore
import RefreshSource

extension DemoScene {
    // MARK: - The feed's rows

    /// With `--feed`, the web feed's requests and what they left.
    var feedSource: FeedSource? { webFeed?.source }
    /// The entries behind the rows of a `--feed` list, nil otherwise.
    var feedRows: FeedRows? { webFeed?.rows }
    /// The gap rows of a `--feed` list, nil otherwise.
    var feedGaps: FeedGaps? { feedRows?.gaps }

    /// Writes the reading position now: call it when the run ends (a window closed, the
    /// script done), so the next run opens where this one was left.
    public func saveReadingPosition() {
        webFeed?.saveReadingPosition()
    }
}
