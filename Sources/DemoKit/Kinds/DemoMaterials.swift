import FoundationEssentials
import RefreshCore

/// What the demo's kinds build their components from: the loaded sprite sheets, where headers
/// keep their last-updated times, and the calendar and its time zone.
public struct DemoMaterials {
    /// The sprite sheets, by name: every sheet the kinds' rows name.
    public var sheets: [String: SpriteSheet]
    /// Where headers keep their last-updated times.
    public var store: LastUpdatedStore
    /// The calendar time, seconds since 1970.
    public var clock: () -> Double
    /// The time zone the last-updated line reads times in.
    public var timeZone: TimeZone

    /// The sheet called `name`. The asset catalogue loads exactly the sheets the rows name, and
    /// a missing one stops the demo with an asset error before a scene exists, so a sheet
    /// missing here is a bug in the caller.
    public func sheet(_ name: SpriteSheetName) -> SpriteSheet {
        guard let sheet = sheets[name.rawValue] else {
            preconditionFailure("sprite sheet '\(name)' was not loaded; load DemoKinds.sheetNames")
        }
        return sheet
    }
}

extension DemoMaterials {
    /// The materials of a scene given `resources`: its sheets and store, and its calendar read
    /// at `timeline`'s time.
    init(_ resources: SceneResources, on timeline: Timeline) {
        let clock = resources.clock
        self.init(
            sheets: resources.sheets, store: resources.store,
            clock: { [timeline] in clock.epoch(at: timeline.now) }, timeZone: clock.timeZone)
    }
}
