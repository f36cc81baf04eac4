/// The one component every header, footer and trailer holds: it carries out what its
/// `RefreshMachine` decides against the scroll view, the timeline and its look.
///
/// As in MJRefresh, a component attaches to a scroll view and reacts to what it reports; the
/// mechanics (where it sits, which edge's inset it holds, how far it is pulled, how it begins)
/// are a part it holds and hands every event to (a header's, or a footer's chosen by its
/// trigger), the lifecycle is the machine's, and what it looks like is its `look`. It is final:
/// what differs between a header and a footer is the mechanics it is made with, never a
/// subclass. A `RefreshHeader` or a `RefreshFooter` makes one with its mechanics, owns it as
/// its `component` and adds its own settings and API around it (`RefreshComponentHolder`); an
/// app composes a look, a trigger and hooks.
public final class RefreshComponent: ScrollViewObserver {
    /// The scroll view this component is attached to.
    public private(set) weak var scrollView: ScrollView?
    /// The lifecycle: phase, `pullingPercent`, closing.
    public var machine: RefreshMachine { run.machine }
    /// What the component looks like; a taller look makes the component taller.
    public var look: any RefreshLook {
        didSet {
            resize {
                $0.extent.naturalHeight = max($0.extent.naturalHeight, $0.look.preferredHeight)
            }
        }
    }
    /// The component's height in points (MJRefresh's `mj_h`; a trailer's width): its extent
    /// along the pull, which its pulling percent and its trigger follow. It grows with
    /// `textScale`: set now, it is that many points at the scale in force now.
    public var height: Double {
        get { extent.height }
        set { resize { $0.extent.naturalHeight = newValue / $0.extent.textScale } }
    }
    /// How many times larger than normal its text is drawn (a desktop's text scale, 1…2); it
    /// stands that much taller too (`height`), and so its trigger distances grow with it.
    public var textScale: Double {
        get { extent.textScale }
        set { resize { $0.extent.textScale = newValue > 0 ? newValue : 1 } }
    }
    /// How far to pull before releasing refreshes; `nil` means the height (MJRefresh's rule).
    public var triggerDistance: Double? {
        get { extent.triggerDistance }
        set { extent.triggerDistance = newValue }
    }
    /// Its height at text scale 1, the text scale and the trigger distance.
    private var extent: ComponentExtent
    /// Hooks run when refreshing begins, after beginning, when closing starts and after it.
    public var hooks = RefreshHooks()
    /// Runs when refreshing begins (for a header, after its opening animation). The app calls
    /// `endRefreshing()` when its work is done.
    public var refreshingAction: (() -> Void)?
    /// Called when someone cancels the request `refreshingAction` sent (`cancelRefreshing()`):
    /// the app abandons it, and nothing of it may land.
    public var cancelAction: (() -> Void)?
    /// The scroll view's inset before this component added anything, kept current while idle.
    public var scrollViewOriginalInset: EdgeInsets { held.originalInset }
    /// The edge's inset the component holds open while refreshing, or adds while shown, and
    /// what it opened from.
    public let held: HeldInset
    /// The titles, in the language the component is given (English by default): the look reads
    /// them from every moment, so a new table re-titles the component in the next frame.
    public var strings: RefreshStrings {
        get { appearance.strings }
        set {
            appearance.strings = newValue
            mechanics.stringsChanged(self)
        }
    }
    /// The colours its look draws with (light by default), read from every moment.
    public var palette: RefreshPalette {
        get { appearance.palette }
        set { appearance.palette = newValue }
    }
    private var appearance = ComponentAppearance()
    /// Its machine at work: the machine, what carries out its actions and what is under way.
    let run = ComponentRun()
    /// Whether the app or its layout hides it.
    var visibility = ComponentVisibility()
    /// Where it sits, how it reads the scroll view, which inset it holds and how it opens.
    let mechanics: any EdgeMechanics

    /// A component of `height` points (or the look's, if taller) wearing `look`, holding the
    /// inset of `edge` when it opens, moved by `mechanics`.
    init(height: Double, look: any RefreshLook, holding edge: Edge, mechanics: any EdgeMechanics) {
        held = HeldInset(edge: edge)
        self.look = look
        extent = ComponentExtent(naturalHeight: max(height, look.preferredHeight))
        self.mechanics = mechanics
    }

    // MARK: - Attaching

    /// Attaches to `scrollView`, detaching from any other first. A pending begin starts now.
    public func attach(to scrollView: ScrollView) {
        if self.scrollView === scrollView { return }
        detach()
        self.scrollView = scrollView
        refreshOriginalInset()
        scrollView.addObserver(self)
        mechanics.didAttach(self, to: scrollView)
        if isVisible {
            let time = now
            update { $0.shown(at: time) }
        }
    }

    /// Detaches, ending any refresh at once and giving back every inset this component added.
    public func detach() {
        guard let scrollView else { return }
        update { $0.stopAtOnce() }
        mechanics.willDetach(self, from: scrollView)
        scrollView.removeObserver(self)
        self.scrollView = nil
    }

    // MARK: - Lifecycle

    /// Begins refreshing: at once when visible (at any scroll offset), or as `willRefresh` until
    /// the component is shown. Does nothing while already refreshing.
    public func beginRefreshing(completion: (() -> Void)? = nil) {
        guard !isRefreshing else { return }
        guard mechanics.canBegin(self) else {
            return mechanics.beginWasRefused(self, completion: completion)
        }
        run.beginCompletion = completion
        let (visible, time) = (isAvailable, now)
        update { $0.begin(visible: visible, at: time) }
    }

    // MARK: - Drawing

    /// What the look is given now (a header's with its last-updated line).
    public var moment: RefreshMoment {
        var moment = appearance.moment(
            of: machine, alpha: alpha, at: now, history: run.history, textScale: textScale)
        mechanics.dress(&moment)
        return moment
    }

    /// Draws the component into `list` inside `frame` (window points), after what lies behind
    /// it (a header's second floor's page).
    public func draw(into list: inout DrawList, frame: Rect, metrics: TextMetrics) {
        mechanics.drawBehind(self, into: &list, frame: frame, metrics: metrics)
        // Wholly clipped away (a header above the view, a footer below it): not even laid out.
        if let visible = list.visibleArea, !frame.intersects(visible) { return }
        reading.draw(into: &list, in: frame, metrics: metrics)
    }

    /// The second floor's moment, for the look of a header with a floor; nil for every other
    /// component.
    public var floorMoment: SecondFloorMoment? { mechanics.floorMoment(self) }

    /// The look at this moment, with the floor's moment when the component has a floor.
    var reading: LookReading { LookReading(look: look, moment: moment, floorMoment: floorMoment) }

    /// Whether an opening, closing or opacity animation is still running.
    public var isAnimating: Bool { run.isAnimating(at: now) }

    /// Where the component sits in the window, given the scroll view's frame in the window.
    public func frame(in viewFrame: Rect) -> Rect {
        guard let scrollView else { return .zero }
        return mechanics.frame(of: self, in: viewFrame, scrollView: scrollView)
    }

    /// Makes `change` to the natural height and tells the mechanics when `height` changed.
    private func resize(_ change: (RefreshComponent) -> Void) {
        let old = height
        change(self)
        if height != old { heightDidChange(from: old) }
    }

    /// `height` changed from `old` (a new text scale, or the app set it): the mechanics resize
    /// what they hold, then the pull is read again against it.
    private func heightDidChange(from old: Double) {
        mechanics.heightChanged(self, from: old)
        if let scrollView { scrollViewDidScroll(scrollView) }
    }

    /// Keeps `scrollViewOriginalInset` current: the live inset with what this component holds
    /// given back (`HeldInset.giveBack`), the one rule for every component.
    public func refreshOriginalInset() {
        if let scrollView { held.readOriginal(from: scrollView) }
    }

    // MARK: - What the scroll view tells: handed to the mechanics

    /// The offset changed: the mechanics follow the pull.
    public func scrollViewDidScroll(_ scrollView: ScrollView) {
        mechanics.scrolled(self, scrollView)
    }
    /// The inset the mechanics want now (a header refreshing follows the content).
    public func insetRequest(afterScrolling scrollView: ScrollView) -> InsetRequest? {
        mechanics.insetRequest(self, afterScrolling: scrollView)
    }
    /// The content size changed (a footer: whether the list is short may have too).
    public func scrollViewDidChangeContentSize(_ scrollView: ScrollView) {
        mechanics.contentSizeChanged(self, scrollView)
    }
    /// A drag began or ended: the mechanics read a release.
    public func scrollViewDidChangeDragging(_ scrollView: ScrollView) {
        mechanics.draggingChanged(self, scrollView)
    }

    /// Runs one transition of the machine and carries out the actions it returns, in order:
    /// the one way a component's lifecycle moves.
    public func update(_ transition: (inout RefreshMachine) -> [RefreshAction]) {
        run.perform(transition(&run.machine), for: self)
    }
}
