import Glibc

extension AssetCatalog {
    /// The resources folder's name: SwiftPM's `<package>_<target>.resources` for the package's
    /// `RefreshAssets` target (the `Assets` folder), whatever the depending package is called.
    public static let bundledFolderName = "SwiftRefresh_RefreshAssets.resources"

    /// The fonts, sprite sheets and strings that ship with the library: the folder SwiftPM builds
    /// beside the running executable (an app copied elsewhere takes that folder with it), or
    /// where an installed app keeps it, `../share/<executable's name>/` from the executable's
    /// folder (`make install`: `$PREFIX/bin/refresh-demo` and
    /// `$PREFIX/share/refresh-demo/SwiftRefresh_RefreshAssets.resources`).
    ///
    /// Looked up here rather than through a generated `Bundle.module`, which stops the process
    /// when the folder is missing: a missing folder is an asset error naming where it should be.
    public static func bundledFolder() throws(AssetError) -> String {
        let (folder, name) = executablePlace()
        let beside = folder + "/" + bundledFolderName
        let installed = folder + "/../share/" + name + "/" + bundledFolderName
        var status = stat()
        let found =
            stat(beside, &status) == 0
            ? beside : (stat(installed, &status) == 0 ? installed : nil)
        guard let found else {
            throw AssetError(
                path: beside,
                reason: "missing resources folder: SwiftPM builds it beside the executable; "
                    + "copy it with the binary (or install it as \(installed))")
        }
        guard status.st_mode & S_IFMT == S_IFDIR else {
            throw AssetError(path: found, reason: "not a folder")
        }
        return found
    }

    /// The folder and the file name of the running executable, from the kernel's link to it.
    private static func executablePlace() -> (folder: String, name: String) {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return (".", "") }
        let path = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        return (String(path[..<slash]), String(path[path.index(after: slash)...]))
    }
}
