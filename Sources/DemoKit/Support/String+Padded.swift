extension String {
    /// The string followed by spaces up to `width` characters (unchanged when longer): the
    /// columns of `--help` and the key panel.
    func padded(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
