#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a file whole with C's stdio, so the core needs no Foundation to read one.
enum StringsFile {
    /// The file's bytes.
    static func readBytes(of file: String) throws(RefreshStringsError) -> [UInt8] {
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

    /// The codes of the `.strings` files in `folder` (`it` for `it.strings`), sorted; none when
    /// the folder cannot be listed.
    static func codes(inFolder folder: String) -> [String] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var codes: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard name.hasSuffix(".strings"), !name.hasPrefix(".") else { continue }
            codes.append(String(name.dropLast(".strings".count)))
        }
        return codes.sorted()
    }

    private static func describe(_ code: Int32) -> String {
        guard let message = strerror(code) else { return "error \(code)" }
        return String(cString: message)
    }
}

extension RefreshStrings {
    /// Reads and parses `language`'s file in `folder` (an assets folder's `strings/`).
    public static func load(_ language: RefreshLanguage, fromFolder folder: String)
        throws(RefreshStringsError) -> RefreshStrings
    {
        try RefreshStrings(
            table: StringsTable.load(file: language.file(in: folder)), language: language)
    }

    /// Reads and parses every language's file in `folder`, stopping at the first problem: the
    /// twelve built in, then every other `<code>.strings` there, each a language an app added
    /// (`RefreshLanguage(code:table:)`).
    public static func loadAll(fromFolder folder: String)
        throws(RefreshStringsError) -> [RefreshLanguage: RefreshStrings]
    {
        var tables: [RefreshLanguage: RefreshStrings] = [:]
        for language in RefreshLanguage.allCases {
            tables[language] = try load(language, fromFolder: folder)
        }
        for language in try RefreshLanguage.added(inFolder: folder) {
            tables[language] = try load(language, fromFolder: folder)
        }
        return tables
    }
}
