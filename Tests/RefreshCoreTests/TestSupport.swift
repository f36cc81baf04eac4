@testable import RefreshCore

/// The scroll view most tests use: 390×720 showing 390×880 of content, so `maxOffsetY` is 160.
func makeScrollView(
    contentHeight: Double = 880, start: Double = 0
) -> (Timeline, ScrollView) {
    let timeline = Timeline(start: start)
    let scrollView = ScrollView(
        timeline: timeline, viewSize: Size(width: 390, height: 720),
        contentSize: Size(width: 390, height: contentHeight))
    scrollView.alwaysBounceVertical = true
    return (timeline, scrollView)
}

/// Advances the timeline frame by frame at `fps` until `end` (the last step lands exactly on it).
func advanceFrames(_ timeline: Timeline, until end: Double, fps: Double = 60) {
    var time = timeline.now
    while time < end {
        time = min(time + 1 / fps, end)
        timeline.advance(to: time)
    }
}

/// Drags in a straight line from `from` to `to` over `duration` seconds, moving at every frame of
/// `fps` from now; the pointer stays down at the end.
func drag(
    _ scrollView: ScrollView, from: Double, to: Double, duration: Double, fps: Double = 60
) {
    let timeline = scrollView.timeline
    let start = timeline.now
    scrollView.pointerDown(y: from)
    var frame = 1.0
    while true {
        let elapsed = min(frame / fps, duration)
        timeline.advance(to: start + elapsed)
        scrollView.pointerMove(y: from + (to - from) * elapsed / duration)
        if elapsed >= duration { break }
        frame += 1
    }
}

/// Records what a scroll view tells its observers.
final class RecordingObserver: ScrollViewObserver {
    var draggingChanges: [Bool] = []
    var contentSizeChanges = 0
    var offsets: [Double] = []

    func scrollViewDidScroll(_ scrollView: ScrollView) {
        offsets.append(scrollView.contentOffsetY)
    }

    func scrollViewDidChangeContentSize(_ scrollView: ScrollView) {
        contentSizeChanges += 1
    }

    func scrollViewDidChangeDragging(_ scrollView: ScrollView) {
        draggingChanges.append(scrollView.isDragging)
    }
}
