/// One frame of the trace: every field the headless contract requires, named in Swift style.
///
/// The second round's fields are all written from the first second-round change on; those whose
/// feature does not exist yet (the second floor, the carousel and its trailer) keep their neutral
/// values, as the contract asks, so a run never lacks a field.
public struct TraceRecord: Equatable, Sendable {
    /// `frame`: the frame's index, 0 for the first.
    public var frame = 0
    /// `t`: simulated milliseconds at the end of this frame's update, not rounded.
    public var t = 0.0
    /// `offset_y`: the content offset in UIKit's convention (negative when pulled down).
    public var offsetY = 0.0
    /// `velocity_y`: rate of change of `offsetY`, points per second.
    public var velocityY = 0.0
    /// `inset_top`: the scroll view's current top content inset.
    public var insetTop = 0.0
    /// `inset_bottom`: the scroll view's current bottom content inset.
    public var insetBottom = 0.0
    /// `content_height`: the content's height in points.
    public var contentHeight = 0.0
    /// `view_height`: the view's height in points.
    public var viewHeight = 0.0
    /// `dragging`: the pointer holds the content.
    public var dragging = false
    /// `decelerating`: moving on its own after a release (coasting or bouncing back).
    public var decelerating = false
    /// `header`: the header kind, as in `--header`.
    public var header = HeaderKind.normal.rawValue
    /// `header_state`: idle, pulling, refreshing, willRefresh or noMoreData.
    public var headerState = "idle"
    /// `footer_state`: as `headerState`; idle when there is no footer.
    public var footerState = "idle"
    /// `header_percent`: the header's pulling percent.
    public var headerPercent = 0.0
    /// `footer_percent`: the footer's pulling percent.
    public var footerPercent = 0.0
    /// `header_alpha`: the header's opacity, 0…1.
    public var headerAlpha = 0.0
    /// `footer`: the footer kind, as in `--footer`.
    public var footer = FooterKind.auto.rawValue
    /// `rows`: rows in the list now.
    public var rows = 0
    /// `refreshes`: header refreshes whose data has landed.
    public var refreshes = 0
    /// `loads`: footer pages that have landed.
    public var loads = 0
    /// `header_frame`: the header's sprite frame index, −1 when it shows none.
    public var headerFrame = -1

    // MARK: Second round

    /// `lang`: the language, as in `--lang`.
    public var lang = "en"
    /// `header_title`: the header's state title as drawn ("" for none).
    public var headerTitle = ""
    /// `footer_title`: the footer's state title as drawn ("" for none or no footer).
    public var footerTitle = ""
    /// `header_detail`: the header's second line as drawn ("" for none).
    public var headerDetail = ""
    /// `header_result`: `none`, `success` or `failure`.
    public var headerResult = "none"
    /// `footer_result`: `none`, `success` or `failure`.
    public var footerResult = "none"
    /// `trailer_result`: `none`, `success` or `failure` (there is no trailer yet: `none`).
    public var trailerResult = "none"
    /// `failures`: requests that have failed.
    public var failures = 0
    /// `floor`: the second floor, `closed` (there is none yet).
    public var floor = "closed"
    /// `carousel_offset_x`: the carousel's offset (0: there is no carousel yet).
    public var carouselOffsetX = 0.0
    /// `carousel_velocity_x`: its rate of change.
    public var carouselVelocityX = 0.0
    /// `carousel_content_width`: the carousel's content width (0 without one).
    public var carouselContentWidth = 0.0
    /// `view_width`: the view's width in points.
    public var viewWidth = 0.0
    /// `carousel_dragging`: the carousel owns the drag.
    public var carouselDragging = false
    /// `cards`: cards in the carousel.
    public var cards = 0
    /// `trailer_state`: the trailer's state (`idle` without a carousel).
    public var trailerState = "idle"
    /// `trailer_percent`: the trailer's pulling percent.
    public var trailerPercent = 0.0
    /// `trailer_title`: the trailer's title as drawn.
    public var trailerTitle = ""
    /// `trailer_loads`: trailer requests whose cards have landed.
    public var trailerLoads = 0

    // MARK: Third round

    /// `list`: the list kind, as in `--list` (`plain`: the only list yet).
    public var list = "plain"
    /// `theme`: `light` or `dark`, in effect.
    public var theme = ColorScheme.light.rawValue
    /// `motion`: `full` or `reduced`, in effect.
    public var motion = Motion.full.rawValue
    /// `text_scale`: the text scale in effect, 1…2.
    public var textScale = 1.0
    /// `direction`: the layout direction, `ltr` or `rtl` (Arabic and Hebrew).
    public var direction = "ltr"
    /// `scrollbar`: `hidden`, `shown` or `dragging` (`hidden` until the desktop scrollbar exists).
    public var scrollbar = "hidden"
    /// `focus`: what has the keyboard focus (`none` until focus exists).
    public var focus = "none"
    /// `placeholder`: `none`, `empty`, `loading` or `error` (`none` until placeholders exist).
    public var placeholder = "none"
    /// `menu`: the context menu, `closed` or `open` (`closed` until the menu exists).
    public var menu = "closed"
    /// `sticky_section`: the section whose header is drawn stuck, 0 for none.
    public var stickySection = 0
    /// `sticky_y`: that header's top edge in the view.
    public var stickyY = 0.0
    /// `older_state`: the chat's top loader (`idle` in other lists).
    public var olderState = "idle"
    /// `anchor_row`: the topmost row whose top edge is in view, from 1; 0 until anchoring exists.
    public var anchorRow = 0
    /// `anchor_y`: that row's top edge in the view.
    public var anchorY = 0.0
    /// `pill`: new messages the chat's pill announces, 0 when it is not shown.
    public var pill = 0
    /// `older_loads`: chat loads of older messages that have landed.
    public var olderLoads = 0

    // MARK: Fourth round

    /// `source`: where the rows come from, `simulated` or `feed`.
    public var source = "simulated"
    /// `request`: what is in flight: `none`, `refresh`, `more` or `gap`.
    public var request = "none"
    /// `http_status`: the status of the last response that came (0 before any, and when the
    /// last request got none).
    public var httpStatus = 0
    /// `source_error`: the last failed request's reason (`""` after a success, and with the
    /// simulated network).
    public var sourceError = ""
    /// `anchor_id`: the id of the entry at `anchor_row` (`""` when the list is not from a feed).
    public var anchorID = ""
    /// `gap_rows`: gap rows in the list.
    public var gapRows = 0
    /// `cached`: the feed's entries in the cache (0 without one).
    public var cached = 0
    /// `focused`: the window has the keyboard focus (headless: as the script's `focus` says).
    public var focused = true
    /// `network`: `online` or `offline`.
    public var network = "online"
    /// `opened`: entries opened (Return or a double click on a feed row).
    public var opened = 0

    // MARK: The window's feel

    /// The `feel_…` fields of a windowed run's frame; nil headless (none are written).
    public var feel: FeelRecord?
}
