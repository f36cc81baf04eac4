import RefreshCore

extension DemoList {
    // MARK: - The chat's messages and day separators

    /// Starts the chat over with the newest `count` messages of its history.
    func fillChat(count: Int) {
        guard let chat else { return }
        layout.removeAll()
        let first = chat.historyEnd - max(0, count) + 1
        rows = (first..<chat.historyEnd + 1).map { chat.message($0) }
        insertMessages(chatItems(rows, after: nil), at: 0)
    }

    /// Puts the `count` messages sent before the first one above it (a load of older ones).
    /// When the old first message's day goes on above it, its separator moves up with the day.
    func prependOlder(count: Int) {
        guard let chat, count > 0 else { return }
        let first = rows.first?.id ?? chat.historyEnd + 1
        let page = (first - count..<first).map { chat.message($0) }
        let sameDay = rows.first.map { old in
            page.last.map { chat.stamp(of: $0).day == chat.stamp(of: old).day } ?? false
        }
        rows.insert(contentsOf: page, at: 0)
        let kinds = chatItems(page, after: nil)
        insertMessages(kinds, at: 0)
        if sameDay == true { layout.remove(kinds.count..<kinds.count + 1) }
    }

    /// Adds a message sent at `now` after the last one (under a separator if it starts a day)
    /// and returns it.
    @discardableResult
    func appendArrival(now: Double) -> DemoRow? {
        guard let chat else { return nil }
        let row = chat.message((rows.last?.id ?? chat.historyEnd) + 1, posted: now)
        let kinds = chatItems([row], after: rows.last)
        rows.append(row)
        insertMessages(kinds, at: layout.count)
        return row
    }

    /// The height of the chat's item `item` at `environment`: a separator's, or the bubble's.
    func chatHeight(ofItem item: Int, _ chat: DemoChat, _ environment: ListEnvironment) -> Double {
        if layout.kind(of: item) == .header { return chat.separatorHeight(environment) }
        let row = layout.row(ofItem: item)
        // While items go in, rows are not yet counted through the new separators: such an
        // item is measured again once they are (`insertMessages`).
        guard rows.indices.contains(row) else { return 0 }
        return chat.height(of: rows[row], environment)
    }

    /// Inserts `kinds` at `index`, then measures them again with every separator counted.
    private func insertMessages(_ kinds: [ListItemKind], at index: Int) {
        layout.insert(kinds, at: index)
        layout.remeasure(index..<index + kinds.count)
    }

    /// The items of `messages`, in order, following `previous`: a separator before each one
    /// that starts a day.
    private func chatItems(_ messages: [DemoRow], after previous: DemoRow?) -> [ListItemKind] {
        guard let chat else { return [] }
        var kinds: [ListItemKind] = []
        kinds.reserveCapacity(messages.count + 4)
        var day = previous.map { chat.stamp(of: $0).day }
        for message in messages {
            let own = chat.stamp(of: message).day
            if own != day { kinds.append(.header) }
            day = own
            kinds.append(.row)
        }
        return kinds
    }
}
