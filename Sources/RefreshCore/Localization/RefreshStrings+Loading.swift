#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension RefreshStrings {
    /// Reads and parses `language`'s file in `folder` (an assets folder's `strings/`).
    public static func load(_ language: RefreshLanguage, fromFolder folder: String)
        throws(RefreshStringsError) -> RefreshStrings
    {
        let separator = folder.hasSuffix("/") ? "" : "/"
        let file = folder + separator + language.stringsFileName
        return try RefreshStrings(parsing: readBytes(of: file), language: language, file: file)
    }

    /// Reads and parses every language's file in `folder`, stopping at the first problem.
    public static func loadAll(fromFolder folder: String)
        throws(RefreshStringsError) -> [RefreshLanguage: RefreshStrings]
    {
        var tables: [RefreshLanguage: RefreshStrings] = [:]
        for language in RefreshLanguage.allCases {
            tables[language] = try load(language, fromFolder: folder)
        }
        return tables
    }

    /// The whole file, with C's stdio so the core needs no Foundation to read it.
    private static func readBytes(of file: String) throws(RefreshStringsError) -> [UInt8] {
        guard let stream = fopen(file, "rb") else {
            let code = errno
            if code == ENOENT { throw .missingFile(file: file) }
            throw .unreadableFile(file: file, reason: describe(code))
        }
        defer { fclose(stream) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, stream) }
            bytes.append(contentsOf: chunk[0..<count])
            if count < chunk.count { break }
        }
        // A folder opens for reading on Linux; its read fails with EISDIR.
        if ferror(stream) != 0 { throw .unreadableFile(file: file, reason: describe(errno)) }
        return bytes
    }

    private static func describe(_ code: Int32) -> String {
        guard let message = strerror(code) else { return "error \(code)" }
        return String(cString: message)
    }
}
