extension DemoOptions {
    /// When a held key repeats, as `hold` plays it.
    private static let keyRepeat =
        "first after \(Int(KeyRepeat.delay)) ms, then every \(Int(KeyRepeat.interval)) ms"

    /// The text printed by `--help`: every option with its range and default, the script
    /// commands, the keys and the exit codes.
    public static let helpText = helpText(for: HeaderKind.allCases)

    /// The text of `--help` with `kinds` as the header kinds (the table's, or a test's).
    public static func helpText(for kinds: [HeaderKind]) -> String {
        """
        refresh-demo: pull to refresh and load more, a desktop port of MJRefresh.

        Usage: refresh-demo [options]

        Options (a value may follow as '--fps 30' or '--fps=30'; a repeated option keeps
        the last value):
          --headless        no window: SDL's dummy video driver, the software renderer and
                            a simulated clock, as fast as the machine allows
          --size WxH        logical size of the view in points, each 1-8192 (default 390x720)
          --scale N         pixel density, 1, 2 or auto (default auto: 1 headless, the
                            window system's in a window, followed when it changes)
          --fps N           frames per simulated second when headless, 1-1000 (default 60)
          --header KIND     \(DemoKinds.headerNamesOr(of: kinds)) (default normal)
          --footer KIND     auto, back or none (default auto)
          --footer-style S  the footer's look: state, normal or gif (default normal)
          --rows N          rows at start and after every header refresh, 0-100000
                            (default 20)
          --carousel N      a horizontal carousel of cards after the first N rows, 0-rows
                            (default: none headless, after 8 rows in a window); drags
                            starting on it lock to it or the list after 10 points; pull
                            past its last card to load 4 more (its trailer)
          --list KIND       the list: plain (rows a refresh replaces), feed (avatars and
                            wrapped text; a refresh puts new rows above, keeping your
                            place), sections (sticky section headers) or chat (default:
                            plain headless, feed in a window)
                            chat: message bubbles of two authors under day separators,
                            starting at the newest; scrolling up to within a view height
                            of the top loads 20 older messages above (--rows at start,
                            --pages loads, --latency each; r loads too) without moving
                            what you read; a message arrives every 3 s: at the end the
                            view follows it, scrolled up a pill counts them (click it,
                            or End, to go to the end). No header, footer or carousel
                            (--header and --footer are ignored; --carousel is refused);
                            built with the core's calls under either --api
          --feed URL        the list's rows are the entries of a web feed (Atom 1.0, RSS 2.0
                            or JSON Feed 1.1, told apart by its content) at an http://,
                            https:// or file:// URL; implies --list feed; a refresh asks
                            the server what is new (new entries above, keeping your place),
                            the footer follows the feed's next-page links; --rows, --page,
                            --pages and --fail-every do not apply; --latency defaults to 0
                            (default none: the simulated network)
          --timeout MS      a feed's request not complete this long after it was sent
                            fails, 100-600000 milliseconds (default 10000)
          --stale-after S   at start, when the window gets the focus and when the network
                            comes back, a feed not refreshed for more than S seconds
                            refreshes by itself (not while something loads, and backing off
                            after failures); 0-604800, 0 never (default 900 in a window, 0
                            headless)
          --cache PATH      an SQLite file keeping each feed's entries, validators and
                            reading position between runs (a run finding its feed there
                            shows the cached entries where you left them before asking the
                            server); none keeps nothing; a damaged file is moved to
                            PATH.corrupt, a newer or uncreatable one keeps nothing (a
                            warning on standard error, never an exit) (default: none
                            headless; in a window $XDG_CACHE_HOME/refresh-demo/cache.sqlite,
                            $HOME/.cache/refresh-demo/cache.sqlite without XDG_CACHE_HOME)
          --prefetch N      the auto footer also loads once N or fewer rows lie wholly
                            below the view while scrolling towards the end, 0-1000
                            (default 0: only when the footer is in view)
          --cards N         cards in the carousel at start and after every header refresh,
                            0-10000 (default 8)
          --page N          rows added by each footer load, 1-10000 (default 20)
          --pages N         footer loads before no more data, 0-1000 (default 3)
          --latency MS      simulated network time of each refresh or load, 0-60000
                            milliseconds (default 1000)
          --lang CODE       the language of every title and of the last-updated line:
                            en, zh-Hans, zh-Hant, ko, ru, uk, ja, de, fr, es, ar or he, or
                            one an app added as strings/CODE.strings in the assets
                            (default en)
          --fail-every N    requests (refreshes and loads, counted together from 1 as they
                            are sent) whose number is a multiple of N fail after their
                            latency instead of landing, 0-1000; 0: none fails (default 0)
          --success-dwell MS
                            after a request lands, the component shows its success title
                            for MS before it ends refreshing, 0-10000 (default 0: at once)
          --failure-dwell MS
                            after a request fails, the component shows its failure title
                            for MS before it ends refreshing; nothing in the list changes,
                            and a failed page is asked for again by the next load, 0-10000
                            (default 1000)
          --api A           how the scene is built: imperative (the core's calls) or
                            declarative (a described list and its bridge); both draw and
                            trace the same frames (default imperative)
          --theme T         light, dark or system: the desktop's colour scheme, read from
                            its settings portal and followed while running (default: light
                            headless, system in a window; headless, system is light)
          --motion M        full, reduced or system: the desktop's animation setting
                            (defaults as --theme; headless, system is full)
          --text-scale X    1 to 2 (decimals allowed) or system: the desktop's text scale,
                            clamped to 1-2 (defaults as --theme; headless, system is 1)
                            The trace's theme, motion and text_scale report these three;
                            the theme is drawn (light or dark palette; key t switches);
                            reduced motion opens and closes at once, still spinners;
                            text X times larger, rows 44 x X, headers 54 x X, footers
                            44 x X, the trailer 60 x X wide, their triggers with them
          --a11y MODE       on, off or auto: expose the window to screen readers (Orca)
                            and other assistive technologies over AT-SPI; auto: when the
                            desktop's accessibility bus says accessibility is enabled;
                            headless runs never do (default auto)
          --script FILE     input script, see below; '-' reads standard input (default none);
                            in a window it plays on the wall clock through SDL's event
                            queue, as a mouse, wheel, trackpad and keyboard would ('shot'
                            needs --headless)
          --frames N        stop after exactly N frames, 1-100000000 (default: when the
                            script or the built-in tour has finished and the scene settled)
          --trace FILE      write one JSON object per frame; '-' is standard output
                            (default none); a window's lines carry its feel_ fields
          --feel-log FILE   in a window, write how each frame felt as one JSON object: the
                            input-to-screen latency, the interval since the last frame,
                            whether it was delayed, and p50/p99 and delayed frames of the
                            last 64 (the inspector, d, shows these too); '-' is standard
                            output (default none; not with --headless)
          --shots DIR       folder for the PNGs of 'shot' and for final.png (default none:
                            'shot' is ignored)
          --assets DIR      folder of sprite sheets and fonts (default: the package's Assets/)
          --help            print this help and exit
          --version         print the version and exit

        Script: one command a line; '#' starts a comment; blank lines are ignored.
        Times are whole milliseconds from 0 to 3600000; coordinates are points from the
        top-left corner of the view.
          wait MS           let MS of simulated time pass
          down X Y          press the left mouse button at (X, Y)
          move X Y MS       move the pointer in a straight line to (X, Y) over MS, one
                            motion event per frame; with MS = 0, one event
          up                release the left mouse button where the pointer is
          wheel DY          DY notches of the wheel (an integer); positive moves the content
                            down, towards its top; one notch is 40 points
          scroll DX DY      one trackpad scroll event of DX, DY points (decimals allowed);
                            a run of them is one gesture that ends 150 ms after its last
                            event as a release does (past the trigger, it refreshes); DX
                            scrolls the carousel when the pointer is over it
          key NAME          press and release the key SDL calls NAME (1, h, f, r, n, Space,
                            Escape, ...)
          hold NAME MS      press NAME and hold it for MS: it repeats as a desktop's held
                            key does (\(keyRepeat))
          pad BUTTON        press and release a game controller's button (A, B, X, Y, Back,
                            Start, LB, RB, Up, Down, Left, Right); in a window, on a
                            virtual controller the demo attaches itself
          stick X Y         put the controller's left stick at (X, Y), each from -1 to 1
                            (positive Y pulled down, towards the list's end), held there
                            until the next stick
          shot NAME         write DIR/NAME.png of this frame (needs --shots DIR)

        Keys (in a window and in scripts):
        \(DemoKeys.helpLines(for: DemoKeys.table(kinds)))

        Game controller (SDL's standard layout; plugged in or out while running):
        \(DemoPad.helpLines)

        Exit codes:
          0  success
          1  runtime failure (SDL cannot start, a frame cannot be written, ...)
          2  usage error (unknown option, bad value, unreadable --script file)
          3  script error (printed as FILE:LINE: message)
          4  asset error (a missing, unreadable or corrupt file under the assets folder)
        """
    }
}
