internal import CAccessibility
import DemoKit

/// A status bar (the header, the footer, the trailer) named by its component's current title,
/// with a notification inside it through which each change is also announced.
///
/// Why the notification: the name change is signalled (`live` = `polite`), but Orca 43 (Debian
/// 12) speaks a name change only for the object with the keyboard focus, and ATK 2.46 has no
/// announcement signal (ATK's `announcement` and AT-SPI's `Announcement` event came later). Orca
/// 43 does speak a notification as it becomes showing, and one inside a status bar by its name
/// alone (`isStatusBarNotification`: no role said). So a change shows the notification anew,
/// named by the new title. Not while the status bar has the focus itself: Orca then speaks the
/// name change, and would say it twice.
final class AccessibleStatusBar {
    let node: AccessibleNode
    private let announcer: AccessibleNode

    init(tag: Int, announcerTag: Int, name: String, parent: AccessibleNode, index: Int) {
        node = AccessibleNode(
            role: RA_ROLE_STATUS_BAR, tag: tag, name: name, parent: parent, index: index)
        // `live` as the contract names it; `container-live` is what Orca reads for a region.
        node.setAttribute("live", "polite")
        node.setAttribute("container-live", "polite")
        announcer = AccessibleNode(
            role: RA_ROLE_NOTIFICATION, tag: announcerTag, name: name, parent: node, index: 0)
    }

    /// The announcer, its only child.
    var child: OpaquePointer { announcer.handle }

    /// Renames the status bar; a change is announced unless `focused`.
    func setName(_ name: String, focused: Bool) {
        guard node.setName(name), !focused else { return }
        announcer.setName(name)
        announcer.set(RA_STATE_SHOWING, false)
        announcer.set(RA_STATE_SHOWING, true)
    }

    /// Places it where `item` is drawn.
    func place(_ item: AccessibleItem) {
        node.place(item)
        announcer.place(item.frame, showing: announcer.isShowing)
    }
}
