extension CaseIterable where Self: Equatable {
    /// The case after this one in `allCases`, wrapping to the first (what the demo's cycling
    /// keys step through).
    public var next: Self {
        let all = Array(Self.allCases)
        let index = all.firstIndex(of: self) ?? all.startIndex
        return all[(index + 1) % all.count]
    }
}
