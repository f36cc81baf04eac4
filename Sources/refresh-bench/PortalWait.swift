import DemoDesktop
import Foundation

/// `--portal-wait N`: how long a window's first frame waits for the desktop's settings portal,
/// N times in this process's environment (`scripts/portal_bench.py` runs it with no session
/// bus, with a bus without a portal, and with a portal that never answers). Each time, a reader
/// is made as the window makes it and the first frame's wait (`waitForFirstAnswer`, bounded by
/// `SettingsPortalReader.firstAnswerWait` after the reader starts) is timed from that moment:
/// the worst case, a window that opens instantly (a real one takes longer to open than the
/// bound, so its first frame waits less, mostly not at all). Prints the median and the longest, in milliseconds, and the status.
func runPortalWait(times: Int) {
    var waits: [Double] = []
    var status = PortalStatus.waiting
    for _ in 0..<max(1, times) {
        let start = seconds()
        let reader = SettingsPortalReader(environment: ProcessInfo.processInfo.environment) {}
        status = reader.waitForFirstAnswer(within: SettingsPortalReader.firstAnswerWait)
        waits.append((seconds() - start) * 1000)
        reader.stop()
    }
    let shown: String
    switch status {
    case .waiting: shown = "no answer yet"
    case .answered: shown = "answered"
    case .unavailable(let why): shown = "unavailable: \(why)"
    }
    print(
        String(
            format: "first frame's wait: median %.2f ms, longest %.2f ms over %d (%@)",
            median(waits), waits.max() ?? 0, waits.count, shown))
}
