/// Whether `ids` are unique and strictly increasing.
func strictlyIncreasing(_ ids: [Int]) -> Bool {
    zip(ids, ids.dropFirst()).allSatisfy { $0 < $1 }
}
