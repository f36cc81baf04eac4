import DemoKit
import DemoSoak
import Foundation
import RefreshCore
import TestSupport
import Testing

/// The last-updated times live in a state folder (`$XDG_STATE_HOME/refresh-demo` in a window);
/// an unwritable or corrupt one costs one warning, never the demo.
@Suite struct StateFolderFaultTests {
    enum Fault: String, CaseIterable {
        case folderUnderAFile, fileIsAFolder, fileIsZeros, fileIsBinary, fileIsHuge
    }

    @Test(arguments: Fault.allCases)
    func aBrokenStateFolderWarnsOnceAndTheDemoRuns(fault: Fault) throws {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("refresh-state-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        var folder = root.appendingPathComponent("refresh-demo")
        let file = folder.appendingPathComponent("last-updated.json")
        switch fault {
        case .folderUnderAFile:
            try Data("x".utf8).write(to: root.appendingPathComponent("plain"))
            folder = root.appendingPathComponent("plain/refresh-demo")
        case .fileIsAFolder:
            try FileManager.default.createDirectory(at: file, withIntermediateDirectories: true)
        case .fileIsZeros:
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(count: 4096).write(to: file)
        case .fileIsBinary:
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data([0x89, 0x50, 0x4E, 0x47, 0xFF, 0x00, 0x7B]).write(to: file)
        case .fileIsHuge:
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(("{\"k\": " + String(repeating: "9", count: 100_000) + "}").utf8).write(
                to: file)
        }
        var warnings: [String] = []
        let store = FileLastUpdatedStore(directory: folder) { warnings.append($0) }
        for header in HeaderKind.allCases {
            var options = DemoOptions()
            options.header = header
            options.latency = 500
            let scene = DemoScene(
                options: options,
                resources: SceneResources(sheets: SyntheticSheets.all, store: store))
            scene.apply(TimedInput(time: 0.1, event: .key("r")))
            scene.advance(to: 3)
            var list = DrawList(capacity: 256)
            scene.draw(into: &list, metrics: FixedTextMetrics())
            #expect(scene.refreshes == 1, "\(fault) \(header)")
            #expect(scene.isSettled, "\(fault) \(header)")
        }
        #expect(warnings.count <= 1, "\(fault): \(warnings)")
        if fault != .fileIsHuge {
            #expect(warnings.count == 1, "\(fault): no warning")
        }
    }
}
