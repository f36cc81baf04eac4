import RefreshCore

extension RefreshList {
    // MARK: - Modifiers, SwiftUI style: each returns a changed copy

    /// The list with `header` (nil for none).
    public func header(_ header: RefreshListHeader?) -> Self {
        changed { list in
            let action = list.header?.action
            let onBegin = list.header?.onBegin
            list.header = header
            if let action, header?.action.isNone ?? false { list.header?.action = action }
            if list.header?.onBegin == nil { list.header?.onBegin = onBegin }
        }
    }

    /// The list with a header wearing `look` (known by the look's type unless `id` says
    /// otherwise: a new id swaps the component).
    public func header<Look: RefreshLook>(
        look: Look, id: AnyHashable? = nil, store: LastUpdatedStore = MemoryLastUpdatedStore()
    ) -> Self {
        header(RefreshListHeader(look: look, id: id, store: store))
    }

    /// Pulling the header runs `action`; refreshing ends when it returns (a success) or throws
    /// (a failure). A list without a header gets the plain title header.
    public func refreshable(_ action: @escaping @Sendable () async throws -> Void) -> Self {
        changed { list in
            if list.header == nil { list.header = RefreshListHeader(look: TitleLook.header) }
            list.header?.action = .async(action)
        }
    }

    /// Pulling the header calls `action` on the frame loop; the app ends refreshing itself.
    public func onRefresh(_ action: @escaping () -> Void) -> Self {
        changed { $0.header?.action = .plain(action) }
    }

    /// `action` runs when the header begins refreshing, before its opening animation.
    public func onRefreshBegin(_ action: @escaping () -> Void) -> Self {
        changed { $0.header?.onBegin = action }
    }

    /// The list with `footer` (nil for none: a footer that was there goes, giving back its
    /// inset).
    public func footer(_ footer: RefreshListFooter?) -> Self {
        changed { list in
            let action = list.footer?.action
            list.footer = footer
            if let action, footer?.action.isNone ?? false { list.footer?.action = action }
        }
    }

    /// Reaching the end loads more with `action`; loading ends when it returns (a success) or
    /// throws (a failure). A list without a footer gets the plain title auto footer.
    public func loadMore(_ action: @escaping @Sendable () async throws -> Void) -> Self {
        changed { list in
            if list.footer == nil { list.footer = .auto(look: TitleLook.autoFooter) }
            list.footer?.action = .async(action)
        }
    }

    /// Reaching the end calls `action` on the frame loop; the app ends loading itself.
    public func onLoadMore(_ action: @escaping () -> Void) -> Self {
        changed { $0.footer?.action = .plain(action) }
    }

    /// Every title in `language`, from `strings`.
    public func language(_ language: RefreshLanguage, strings: RefreshStrings) -> Self {
        changed { list in
            list.language = language
            list.strings = strings
        }
    }

    /// A success stays on show for `success` seconds and a failure for `failure`.
    public func resultDwell(success: Double, failure: Double) -> Self {
        changed { $0.resultDwell = (success, failure) }
    }

    /// `height` more points of content besides the rows (an item of another kind).
    public func extraContent(height: Double) -> Self {
        changed { $0.extraHeight = height }
    }

    /// Rows `height` points tall.
    public func rowHeight(_ height: Double) -> Self {
        changed { $0.rowHeight = height }
    }

    /// `action` is told the header's `pullingPercent` whenever it changes (the seed's
    /// "progress follows the finger").
    public func onPullingPercentChange(_ action: @escaping (Double) -> Void) -> Self {
        changed { $0.onPullingPercentChange = action }
    }

    /// A copy of the list with `change` made to it: the one way every modifier changes it.
    private func changed(_ change: (inout RefreshList) -> Void) -> Self {
        var list = self
        change(&list)
        return list
    }
}
