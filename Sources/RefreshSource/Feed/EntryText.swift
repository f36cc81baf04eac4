internal import CLibXML2

/// An entry's title or summary as the plain text a row shows: markup is read as text, never
/// interpreted — tags removed (a `script`'s or `style`'s content with them), character
/// references decoded, white space collapsed to single spaces. libxml2's HTML parser does the
/// reading, as forgiving as a browser and without the network.
public enum EntryText {
    /// Elements whose content is code or styling, never text to show.
    private static let hidden: Set<String> = ["script", "style", "template", "noscript"]

    /// Elements that end a line or a block: a space stands between the text before and after.
    private static let breaking: Set<String> = [
        "br", "p", "div", "li", "ul", "ol", "tr", "td", "th", "h1", "h2", "h3", "h4", "h5", "h6",
        "blockquote", "pre", "hr", "dt", "dd", "section", "article", "header", "footer", "img",
        "table", "figure", "figcaption",
    ]

    /// `html` as plain text on one line (empty when it holds no text).
    public static func plain(_ html: String) -> String {
        guard html.utf8.contains(where: { $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: "&") })
        else { return collapse(html) }
        _ = LibXML.ready
        var utf8 = Array(html.utf8)
        // A fragment parsed alone: the parser reads it as the body of a page.
        let document = utf8.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                htmlReadMemory($0, Int32(clamping: buffer.count), nil, "UTF-8", LibXML.htmlOptions)
            }
        }
        guard let document else { return collapse(html) }
        defer { xmlFreeDoc(document) }
        var text = ""
        var node = document.pointee.children
        while let current = node {
            collect(current, into: &text)
            node = current.pointee.next
        }
        return collapse(text)
    }

    /// Appends the text inside `node` (itself included) to `text`.
    private static func collect(_ node: xmlNodePtr, into text: inout String) {
        switch node.pointee.type {
        case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
            text += LibXML.string(node.pointee.content)
        case XML_ELEMENT_NODE:
            let name = LibXML.string(node.pointee.name).lowercased()
            guard !hidden.contains(name) else { return }
            let breaks = breaking.contains(name)
            if breaks { text += " " }
            var child = node.pointee.children
            while let current = child {
                collect(current, into: &text)
                child = current.pointee.next
            }
            if breaks { text += " " }
        default:
            break  // comments, processing instructions, a doctype
        }
    }

    /// `text` with every run of white space (line breaks and no-break spaces too) made one
    /// space, and none at either end.
    static func collapse(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            // ASCII first: Unicode's property lookup is the slow part of a long summary.
            let isSpace =
                scalar.value < 0x80
                ? scalar.value <= 0x20 || scalar.value == 0x7F : scalar.properties.isWhitespace
            if isSpace {
                pendingSpace = !result.isEmpty
                continue
            }
            if pendingSpace { result.unicodeScalars.append(" ") }
            pendingSpace = false
            result.unicodeScalars.append(scalar)
        }
        return result
    }
}
