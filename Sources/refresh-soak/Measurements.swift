import DemoKit
import DemoSoak
import Foundation
import RefreshCore
import RefreshSDL

/// Resident memory from /proc/self/status, MB: (current, peak).
func memory() -> (rss: Double, peak: Double) {
    guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
        return (0, 0)
    }
    var rss = 0.0
    var peak = 0.0
    for line in text.split(separator: "\n") {
        let kilobytes = line.split(separator: " ").dropFirst().first.flatMap { Double($0) } ?? 0
        if line.hasPrefix("VmRSS:") { rss = kilobytes / 1024 }
        if line.hasPrefix("VmHWM:") { peak = kilobytes / 1024 }
    }
    return (rss, peak)
}

func seconds() -> Double {
    SDLClock.seconds
}
