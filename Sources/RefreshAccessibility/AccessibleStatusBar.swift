internal import CAccessibility
import RefreshAccessibleView

/// A status bar (the header, the footer, the trailer) named by its component's current title,
/// with notifications inside it through which each change is also announced.
///
/// Why the notifications: the name change is signalled (`live` = `polite`), but Orca 43 (Debian
/// 12) speaks a name change only for the object with the keyboard focus, and ATK 2.46 has no
/// announcement signal (ATK's `announcement` and AT-SPI's `Announcement` event came later). Orca
/// 43 does speak a notification as it becomes showing, and one inside a status bar by its name
/// alone (`isStatusBarNotification`: no role said). So a change shows a notification named by
/// the new title. Not while the status bar has the focus itself: Orca then speaks the name
/// change, and would say it twice.
///
/// Orca reads the name when it gets to the event, which on a busy machine is after the next
/// title came (a refresh's "Loading..." may last 0.2 s): a title's notification must keep its
/// name until then, so the changes take turns among `announcers` of them, each renamed only
/// that many changes later.
final class AccessibleStatusBar {
    let node: AccessibleNode
    private let announcers: [AccessibleNode]
    private var next = 0

    /// Notifications a status bar takes turns with: a pull's titles (pulling, loading, done,
    /// idle) are each said by one of their own.
    static let announcerCount = 4

    init(tag: Int, announcerTag: Int, name: String, parent: AccessibleNode, index: Int) {
        let bar = AccessibleNode(
            role: RA_ROLE_STATUS_BAR, tag: tag, name: name, parent: parent, index: index)
        // `live` as the contract names it; `container-live` is what Orca reads for a region.
        bar.setAttribute("live", "polite")
        bar.setAttribute("container-live", "polite")
        node = bar
        announcers = (0..<Self.announcerCount).map {
            AccessibleNode(
                role: RA_ROLE_NOTIFICATION, tag: announcerTag, name: "", parent: bar, index: $0)
        }
    }

    /// The notifications, its children.
    func child(at index: Int) -> OpaquePointer? {
        announcers.indices.contains(index) ? announcers[index].handle : nil
    }

    /// Renames the status bar; a change is announced unless `focused`.
    func setName(_ name: String, focused: Bool) {
        guard node.setName(name), !focused else { return }
        let announcer = announcers[next]
        next = (next + 1) % announcers.count
        announcer.setName(name)
        announcer.set(RA_STATE_SHOWING, false)
        announcer.set(RA_STATE_SHOWING, true)
    }

    /// Places it where `item` is drawn.
    func place(_ item: AccessibleItem) {
        node.place(item)
        for announcer in announcers {
            announcer.place(item.frame, showing: announcer.isShowing)
        }
    }
}
