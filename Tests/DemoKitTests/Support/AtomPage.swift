import Foundation

/// The Atom pages the scene tests serve as `file://` feeds: entries by Ann, and a next-page link.
enum AtomPage {
    /// One entry: its id, title and `updated` time.
    struct Entry {
        var id: String
        var title: String
        var updated: String
    }

    /// Writes a page of `entries` linking to `next` to `file`; its URL.
    @discardableResult
    static func write(_ entries: [Entry], next: String? = nil, to file: URL) throws -> URL {
        let link = next.map { "<link rel=\"next\" href=\"\($0)\"/>" } ?? ""
        let body = entries.map {
            "<entry><id>\($0.id)</id><title>\($0.title)</title><author><name>Ann</name></author>"
                + "<updated>\($0.updated)</updated></entry>"
        }
        try
            ("<?xml version=\"1.0\"?><feed xmlns=\"http://www.w3.org/2005/Atom\"><title>T</title>"
            + "<id>urn:t</id>\(link)\(body.joined())</feed>")
            .write(to: file, atomically: true, encoding: .utf8)
        return file
    }
}
