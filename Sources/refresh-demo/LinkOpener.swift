import Glibc

/// Hands a feed entry's link to the desktop's browser: the OpenURI portal
/// (`org.freedesktop.portal.OpenURI`, through `gdbus`, which GLib ships), else `xdg-open`. The
/// asking runs in a background shell so no frame waits on the portal or the browser; the link
/// is an argument of its own, never part of a command line.
enum LinkOpener {
    /// The shell's program: the portal first, `xdg-open` when the portal is not there.
    private static let program = """
        ( gdbus call --session --dest org.freedesktop.portal.Desktop \
        --object-path /org/freedesktop/portal/desktop \
        --method org.freedesktop.portal.OpenURI.OpenURI "" "$1" {} >/dev/null 2>&1 \
        || xdg-open "$1" >/dev/null 2>&1 ) &
        """

    /// Opens `link` (http or https: the scene passes no other).
    static func open(_ link: String) {
        let arguments = ["/bin/sh", "-c", program, "refresh-demo-open", link]
        var pointers = arguments.map { strdup($0) }
        pointers.append(nil)
        defer { for pointer in pointers { free(pointer) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, "/bin/sh", nil, nil, pointers, environ) == 0 else { return }
        // The shell only starts the background job and exits: reaped at once.
        var status: Int32 = 0
        _ = waitpid(pid, &status, 0)
    }
}
