import RefreshCore

extension AssetCatalog {
    /// The sheet loaded as `name`, or an error naming its description file when `load` was not
    /// asked for it: an app reads its sheets with no force-unwrap.
    public func sheet(named name: String) throws(AssetError) -> SpriteSheet {
        guard let sheet = sheets[name] else {
            throw AssetError(
                path: "\(folder)/sprites/\(name)@\(scale)x.json",
                reason: "not loaded: pass \"\(name)\" in `sheets` to AssetCatalog.load")
        }
        return sheet
    }
}
