extension DrawListRenderer {
    /// Draws sprites from `catalog`'s sheets from now on (the window's density changed: the
    /// other scale's sheets), each made into a texture when first drawn.
    public func use(_ catalog: AssetCatalog) {
        self.catalog = catalog
        atlas = SpriteAtlas(catalog: catalog, renderer: renderer)
    }
}
