@testable import RefreshCore

/// The scroll view most tests use: 390×720 showing 390×880 of content, so `maxOffsetY` is 160
/// (`AxisRig`'s vertical scroll view).
func makeScrollView(
    contentHeight: Double = 880, start: Double = 0
) -> (Timeline, ScrollView) {
    let rig = AxisRig(.vertical, contentLength: contentHeight, start: start)
    return (rig.timeline, rig.scrollView)
}

/// Advances the timeline frame by frame at `fps` until `end` (the last step lands exactly on it).
func advanceFrames(_ timeline: Timeline, until end: Double, fps: Double = 60) {
    var time = timeline.now
    while time < end {
        time = min(time + 1 / fps, end)
        timeline.advance(to: time)
    }
}

/// Records what a scroll view tells its observers.
final class RecordingObserver: ScrollViewObserver {
    var draggingChanges: [Bool] = []
    var contentSizeChanges = 0
    var offsets: [Point] = []

    func scrollViewDidScroll(_ scrollView: ScrollView) {
        offsets.append(Point(x: scrollView.contentOffsetX, y: scrollView.contentOffsetY))
    }

    func scrollViewDidChangeContentSize(_ scrollView: ScrollView) {
        contentSizeChanges += 1
    }

    func scrollViewDidChangeDragging(_ scrollView: ScrollView) {
        draggingChanges.append(scrollView.isDragging)
    }
}
