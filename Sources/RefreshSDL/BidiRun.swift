internal import CFriBidi

/// A run of a line in one direction and one family, in the order it is drawn from the left:
/// the Unicode bidirectional algorithm (UAX #9, by FriBidi) gives every character an embedding
/// level, and runs are cut where the level or the family changes, then reordered by rule L2.
/// A run keeps its characters in logical order; the shaper lays a right-to-left run out from
/// the right.
struct BidiRun: Equatable {
    /// The run's characters, in logical (reading) order.
    var scalars: [Unicode.Scalar]
    /// Its embedding level: odd is right to left.
    var level: Int
    /// The family its characters are set in.
    var family: FontBook.Family

    /// Whether the run reads right to left.
    var isRightToLeft: Bool { level % 2 == 1 }

    /// The text of the run, for the shaper.
    var text: String {
        var text = String.UnicodeScalarView()
        text.append(contentsOf: scalars)
        return String(text)
    }

    /// The runs of `scalars`, each character set in `families[i]`, left to right as drawn; the
    /// paragraph's direction comes from its first strong character (rules P2, P3). Nil if
    /// FriBidi fails.
    static func visualRuns(of scalars: [Unicode.Scalar], families: [FontBook.Family])
        -> [BidiRun]?
    {
        guard let levels = levels(of: scalars), !scalars.isEmpty else { return nil }
        var runs: [BidiRun] = []
        for (index, scalar) in scalars.enumerated() {
            let level = levels[index]
            if let last = runs.last, last.level == level, last.family == families[index] {
                runs[runs.count - 1].scalars.append(scalar)
            } else {
                runs.append(BidiRun(scalars: [scalar], level: level, family: families[index]))
            }
        }
        // L2: from the highest level down to the lowest odd one, reverse every stretch of runs
        // at that level or higher.
        let highest = runs.map(\.level).max() ?? 0
        let lowestOdd = runs.map(\.level).filter { $0 % 2 == 1 }.min() ?? highest + 1
        var level = highest
        while level >= lowestOdd {
            var start = 0
            while start < runs.count {
                guard runs[start].level >= level else {
                    start += 1
                    continue
                }
                var end = start
                while end < runs.count, runs[end].level >= level { end += 1 }
                runs[start..<end].reverse()
                start = end
            }
            level -= 1
        }
        return runs
    }

    /// Each scalar's embedding level (rules P2 to I2, with paired brackets), or nil.
    static func levels(of scalars: [Unicode.Scalar]) -> [Int]? {
        let count = Int32(scalars.count)
        let characters = scalars.map { FriBidiChar($0.value) }
        var types = [FriBidiCharType](repeating: FriBidiCharType(0), count: scalars.count)
        var brackets = [FriBidiBracketType](repeating: 0, count: scalars.count)
        var levels = [FriBidiLevel](repeating: 0, count: scalars.count)
        fribidi_get_bidi_types(characters, count, &types)
        fribidi_get_bracket_types(characters, count, types, &brackets)
        var direction = cfribidi_par_auto
        guard fribidi_get_par_embedding_levels_ex(types, brackets, count, &direction, &levels) > 0
        else { return nil }
        return levels.map(Int.init)
    }
}
