import CustomHeaders
import RefreshCore
import SpriteArt

/// One header kind of the demo: its name (as in `--header` and the trace), its key, the sprite
/// sheets it draws (typed references, declared beside their art) and how to build it. The table
/// `allCases` is the one place a kind is listed: options, `--help`, the key table and panel,
/// asset loading, the bench, the golden lists and the tests derive from it (each through a
/// function of a list of kinds, so a test can add a row). A new kind is three declarations: its
/// look, its art and a row here.
public struct HeaderKind: Hashable, Sendable, CustomStringConvertible, CaseIterable {
    /// The name, as in `--header` and the trace.
    public let rawValue: String
    /// The key that selects it.
    public let key: Key
    /// The sprite sheets it draws.
    public let sheets: [SpriteSheetName]
    /// Whether a long pull opens a second floor (its frames are the floor's own golden set).
    public let opensSecondFloor: Bool
    private let build: @Sendable (DemoMaterials) -> RefreshHeader

    /// The kind called `rawValue`, if there is one.
    public init?(rawValue: String) {
        guard let kind = Self.allCases.first(where: { $0.rawValue == rawValue }) else {
            return nil
        }
        self = kind
    }

    /// A row of the table: a kind called `name`, selected by `key`, drawing `sheets`, built by
    /// `build` from the loaded materials.
    public init(
        _ name: String, key: Key, sheets: [SpriteSheetName], opensSecondFloor: Bool = false,
        build: @escaping @Sendable (DemoMaterials) -> RefreshHeader
    ) {
        rawValue = name
        self.key = key
        self.sheets = sheets
        self.opensSecondFloor = opensSecondFloor
        self.build = build
    }

    /// Kinds are the same when their names are.
    public static func == (a: HeaderKind, b: HeaderKind) -> Bool { a.rawValue == b.rawValue }

    /// Hashes the name.
    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

    /// The name.
    public var description: String { rawValue }

    /// A new header of this kind, fading with the pull as the demo's headers do.
    public func makeHeader(_ materials: DemoMaterials) -> RefreshHeader {
        let header = build(materials)
        header.timeZone = materials.timeZone
        header.automaticallyChangeAlpha = true
        return header
    }

    /// MJRefresh's normal header: arrow, text and spinner (a check or a cross for a result).
    public static let normal = HeaderKind(
        "normal", key: "1", sheets: [.arrow, .spinner, .result]
    ) {
        let image = ArrowSpinnerLook.header(
            arrow: $0.sheet(.arrow), spinner: $0.sheet(.spinner), results: $0.sheet(.result))
        return RefreshHeader(
            look: LabeledLook(label: .header, image: image), store: $0.store, clock: $0.clock)
    }
    /// The state header: text and last-updated time only.
    public static let state = HeaderKind("state", key: "2", sheets: []) {
        RefreshHeader(look: TitleLook.header, store: $0.store, clock: $0.clock)
    }
    /// The GIF header: an animation driven by the pull; a downcast bun for a failure.
    public static let gif = HeaderKind("gif", key: "3", sheets: [.chibi]) {
        let image = FrameLoopLook.chibi(sheet: $0.sheet(.chibi))
        return RefreshHeader(
            look: LabeledLook(label: .header, image: image), store: $0.store, clock: $0.clock)
    }
    /// The balloon header, a custom header written as a library user would; the balloon drifts
    /// away when a refresh fails.
    public static let balloon = HeaderKind("balloon", key: "4", sheets: [.balloon]) {
        .balloon(sheet: $0.sheet(.balloon), store: $0.store, clock: $0.clock)
    }
    /// The progress header: a ring filled by the pull; it closes red around a cross for a
    /// failure.
    public static let progress = HeaderKind("progress", key: "5", sheets: [.progress]) {
        .progress(sheet: $0.sheet(.progress), store: $0.store, clock: $0.clock)
    }
    /// The second floor: the normal header for a short pull; a long one (1.9 heights) lights
    /// the stairs and, released, opens a full-view page.
    public static let floor = HeaderKind(
        "floor", key: "6", sheets: [.arrow, .spinner, .stairs, .floorPage], opensSecondFloor: true
    ) {
        let image = ArrowSpinnerLook.header(arrow: $0.sheet(.arrow), spinner: $0.sheet(.spinner))
        let look = SecondFloorLook(
            base: LabeledLook(label: .header, image: image), stairs: $0.sheet(.stairs))
        return RefreshHeader(
            look: look,
            floor: SecondFloor(page: SecondFloorPage(illustration: $0.sheet(.floorPage))),
            store: $0.store, clock: $0.clock)
    }

    /// Every kind, in the order the `h` key cycles through them.
    public static let allCases: [HeaderKind] = [normal, state, gif, balloon, progress, floor]

    /// The kinds of `kinds` whose pull, refresh and result the golden frames show (the second
    /// floor has its own set), by name.
    public static func goldenFrameNames(_ kinds: [HeaderKind] = allCases) -> [String] {
        kinds.filter { !$0.opensSecondFloor }.map(\.rawValue)
    }
}
