/// Binary search of a sorted array that starts near a hint: the steps double out from the hint
/// until they bracket the answer, then halve. O(log d) for an answer d places from the hint, so
/// a list asked about the view frame after frame, as it moves a little, costs the same whatever
/// its length; O(log n) at worst, as a plain binary search.
enum SortedSearch {
    /// The number of leading elements of `sorted` for which `isBefore` holds (it holds for a
    /// prefix of the array), searched from `hint`.
    static func partition<Element>(
        _ sorted: [Element], near hint: Int, _ isBefore: (Element) -> Bool
    ) -> Int {
        let count = sorted.count
        let start = min(max(hint, 0), count)
        var low: Int
        var high: Int
        if start < count, isBefore(sorted[start]) {
            // The answer is after `start`: step forward until an element is not before.
            low = start + 1
            var step = 1
            high = low
            while high < count, isBefore(sorted[high]) {
                low = high + 1
                high = min(count, high + step)
                step *= 2
            }
        } else {
            // The answer is at or before `start`: step back until an element is before.
            high = start
            var step = 1
            low = high
            while low > 0, !isBefore(sorted[low - 1]) {
                high = low - 1
                low = max(0, low - step)
                step *= 2
            }
        }
        while low < high {
            let middle = (low + high) / 2
            if isBefore(sorted[middle]) { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
