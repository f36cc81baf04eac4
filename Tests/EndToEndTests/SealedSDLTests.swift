import Foundation
import Testing

/// SDL stays behind RefreshSDL: it imports the C modules internally (so the compiler rejects any
/// public declaration that names a C type), as DemoSDL may, and the apps import none of them.
/// `make-assets`, a build tool, may.
struct SealedSDLTests {
    static let cModules = ["CSDL2", "CSDL2Image", "CSDL2TTF", "CFriBidi"]

    /// Every `.swift` file under `Sources/<folder>`, by path relative to the package.
    private static func swiftFiles(under folder: String) throws -> [(path: String, lines: [String])]
    {
        let root = Demo.packageRoot.appendingPathComponent("Sources/" + folder)
        let names = try FileManager.default.subpathsOfDirectory(atPath: root.path)
        return try names.filter { $0.hasSuffix(".swift") }.sorted().map { name in
            let text = try String(
                contentsOf: root.appendingPathComponent(name), encoding: .utf8)
            return ("Sources/\(folder)/\(name)", text.components(separatedBy: "\n"))
        }
    }

    /// The C modules a line imports, at whatever access level.
    private static func importedCModule(_ line: String) -> String? {
        let words = line.split(separator: " ").map(String.init)
        guard let index = words.firstIndex(of: "import"), index + 1 < words.count else {
            return nil
        }
        return cModules.contains(words[index + 1]) ? words[index + 1] : nil
    }

    @Test(arguments: ["RefreshSDL", "DemoSDL"])
    func importsTheCModulesOnlyInternally(folder: String) throws {
        var internalImports = 0
        for file in try Self.swiftFiles(under: folder) {
            for line in file.lines where Self.importedCModule(line) != nil {
                #expect(line.hasPrefix("internal import "), "\(file.path): \(line)")
                internalImports += 1
            }
        }
        if folder == "RefreshSDL" { #expect(internalImports > 10) }
    }

    @Test(arguments: [
        "refresh-demo", "refresh-example", "refresh-example-declarative", "refresh-bench",
        "refresh-soak",
    ])
    func importsNoCModule(folder: String) throws {
        let files = try Self.swiftFiles(under: folder)
        #expect(!files.isEmpty)
        for file in files {
            for line in file.lines where Self.importedCModule(line) != nil {
                Issue.record("\(file.path) imports a C module: \(line)")
            }
        }
    }
}
