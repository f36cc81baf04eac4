import Glibc

extension AssetCatalog {
    /// The resources folder's name: SwiftPM's `<package>_<target>.resources` for the package's
    /// `RefreshAssets` target (the `Assets` folder), whatever the depending package is called.
    public static let bundledFolderName = "SwiftRefresh_RefreshAssets.resources"

    /// The fonts, sprite sheets and strings that ship with the library: the folder SwiftPM builds
    /// beside the running executable. An app copied elsewhere takes that folder with it.
    ///
    /// Looked up here rather than through a generated `Bundle.module`, which stops the process
    /// when the folder is missing: a missing folder is an asset error naming where it should be.
    public static func bundledFolder() throws(AssetError) -> String {
        let folder = executableFolder() + "/" + bundledFolderName
        var status = stat()
        guard stat(folder, &status) == 0 else {
            throw AssetError(
                path: folder,
                reason: "missing resources folder: SwiftPM builds it beside the executable; "
                    + "copy it with the binary")
        }
        guard status.st_mode & S_IFMT == S_IFDIR else {
            throw AssetError(path: folder, reason: "not a folder")
        }
        return folder
    }

    /// The folder of the running executable, from the kernel's link to it.
    private static func executableFolder() -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return "." }
        let path = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return String(path[..<slash])
    }
}
