/// Why a language's strings file cannot be used; every case names the file, and the key when
/// the problem lies with one.
public enum RefreshStringsError: Error, Equatable, Sendable, CustomStringConvertible {
    /// There is no file at the path.
    case missingFile(file: String)
    /// The file exists but cannot be read (a folder, no permission, an I/O error).
    case unreadableFile(file: String, reason: String)
    /// The file is not UTF-8 text.
    case notUTF8(file: String)
    /// A line is not `"Key" = "Text";`, a comment or blank; `key` is set when it could be read.
    case malformedLine(file: String, line: Int, key: String?, reason: String)
    /// A line sets a key that is not a `RefreshText`.
    case unknownKey(file: String, line: Int, key: String)
    /// A line sets a key an earlier line already set.
    case duplicateKey(file: String, line: Int, key: String, firstLine: Int)
    /// A line sets a key to the empty text.
    case emptyText(file: String, line: Int, key: String)
    /// No line sets this key.
    case missingKey(file: String, key: String)

    /// The file the problem is in.
    public var file: String {
        switch self {
        case .missingFile(let file), .unreadableFile(let file, _), .notUTF8(let file),
            .malformedLine(let file, _, _, _), .unknownKey(let file, _, _),
            .duplicateKey(let file, _, _, _), .emptyText(let file, _, _), .missingKey(let file, _):
            return file
        }
    }

    /// The key the problem is with, when there is one.
    public var key: String? {
        switch self {
        case .missingFile, .unreadableFile, .notUTF8:
            return nil
        case .malformedLine(_, _, let key, _):
            return key
        case .unknownKey(_, _, let key), .duplicateKey(_, _, let key, _),
            .emptyText(_, _, let key), .missingKey(_, let key):
            return key
        }
    }

    /// What is wrong, without the file: "line 3: unknown key \"HeaderIdelText\"".
    public var reason: String {
        switch self {
        case .missingFile:
            return "missing file"
        case .unreadableFile(_, let reason):
            return "unreadable file: \(reason)"
        case .notUTF8:
            return "corrupt strings file: not UTF-8 text"
        case .malformedLine(_, let line, let key, let reason):
            let subject = key.map { "key \"\($0)\": " } ?? ""
            return "corrupt strings file: line \(line): \(subject)\(reason)"
        case .unknownKey(_, let line, let key):
            return "line \(line): unknown key \"\(key)\""
        case .duplicateKey(_, let line, let key, let firstLine):
            return "line \(line): duplicate key \"\(key)\" (first set on line \(firstLine))"
        case .emptyText(_, let line, let key):
            return "line \(line): key \"\(key)\" has an empty text"
        case .missingKey(_, let key):
            return "missing key \"\(key)\""
        }
    }

    /// "FILE: REASON".
    public var description: String { "\(file): \(reason)" }
}
