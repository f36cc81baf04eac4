/// The built-in tour a headless run without a script plays: a pull to refresh, loading more
/// until there is no more data, every header style, a refresh from code, the back footer, the
/// carousel's cards dragged sideways to load more through its trailer, and the second floor.
public enum DemoTour {
    /// Rows above the tour's carousel: its band (352…532 at the top) stays clear of the points
    /// where the tour's vertical drags go down.
    public static let carouselRows = 8

    /// The tour as a script (the same language `--script` reads).
    public static let script = """
        # Pull down to refresh: half-way, past the threshold, release, refreshing.
        wait 200
        down 195 150
        move 195 215 250
        shot 01-normal-pulled-halfway
        move 195 330 300
        wait 100
        shot 02-normal-release-to-refresh
        wait 50
        up
        wait 400
        shot 03-normal-refreshing
        wait 1400
        shot 04-normal-refreshed
        # Fling to the end of the list: the auto footer loads a page each time, until no more.
        down 195 600
        move 195 250 120
        up
        wait 900
        shot 05-footer-loading
        wait 800
        down 195 600
        move 195 250 120
        up
        wait 1700
        down 195 600
        move 195 250 120
        up
        wait 1700
        down 195 600
        move 195 250 120
        up
        wait 1200
        shot 06-footer-no-more-data
        wait 100
        # Back to the top with the wheel, then every header style, pulled and refreshing.
        wheel 100
        wait 600
        key 2
        down 195 150
        move 195 330 400
        wait 100
        shot 07-state-pulling
        wait 50
        up
        wait 1800
        key 3
        down 195 150
        move 195 230 300
        shot 08-gif-pulled-halfway
        move 195 330 200
        up
        wait 500
        shot 09-gif-refreshing
        wait 1500
        key 4
        down 195 150
        move 195 330 400
        up
        wait 500
        shot 10-balloon-refreshing
        wait 1400
        key 5
        down 195 150
        move 195 330 400
        up
        wait 500
        shot 11-progress-refreshing
        wait 2400
        # Refresh from code, as an app does on launch.
        key 1
        key r
        wait 500
        shot 12-refresh-from-code
        wait 1500
        # The back footer: scroll to the end, pull up past it and release.
        key f
        wheel -10
        wait 3000
        down 195 600
        move 195 300 400
        wait 100
        shot 13-back-footer-release-to-load
        wait 50
        up
        wait 400
        shot 14-back-footer-loading
        wait 1500
        # The carousel: back to the top, drag the cards sideways past the last one, release.
        wheel 100
        wait 600
        down 300 440
        move 290 442 50
        move -600 450 600
        wait 100
        shot 15-trailer-release-to-load
        wait 50
        up
        wait 400
        shot 16-trailer-loading
        wait 1500
        # The second floor: pulled far past the refresh threshold the stairs light up; let go,
        # the content slides away to the page; b brings the list back.
        wheel 100
        wait 800
        key 6
        down 195 150
        move 195 460 600
        wait 100
        shot 17-floor-ready
        wait 50
        up
        wait 250
        shot 18-floor-opening
        wait 400
        shot 19-floor-open
        wait 800
        key b
        wait 700
        """
}
