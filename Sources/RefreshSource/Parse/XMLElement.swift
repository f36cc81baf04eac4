internal import CLibXML2

/// An element of a feed document, copied out of libxml2's tree into Swift values so the
/// readers of the three formats are plain Swift.
struct XMLElement: Sendable {
    /// The local name (without prefix).
    var name: String
    /// The namespace URI; nil for none.
    var namespace: String?
    /// Attribute values by local name.
    var attributes: [String: String]
    /// Child elements in document order.
    var children: [XMLElement]
    /// Text runs (CDATA included) and children in document order.
    var content: [Item]

    /// A piece of an element's content.
    enum Item: Sendable {
        case text(String)
        /// The child at this index of `children`.
        case child(Int)
    }

    /// Elements whose text is code, never text to show (inside an Atom `xhtml` title).
    private static let hidden: Set<String> = ["script", "style"]

    /// All the text inside in document order, children's included (an Atom `xhtml` title),
    /// a `script`'s or `style`'s left out.
    var innerText: String {
        content.map { item in
            switch item {
            case .text(let run): run
            case .child(let index):
                Self.hidden.contains(children[index].name) ? "" : children[index].innerText
            }
        }.joined()
    }

    /// The first child named `name` in `namespace`.
    func first(_ name: String, in namespace: String?) -> XMLElement? {
        children.first { $0.name == name && $0.namespace == namespace }
    }

    /// Every child named `name` in `namespace`.
    func all(_ name: String, in namespace: String?) -> [XMLElement] {
        children.filter { $0.name == name && $0.namespace == namespace }
    }

    /// The trimmed text of the first child named `name`, nil when absent or empty.
    func value(_ name: String, in namespace: String?) -> String? {
        let trimmed = first(name, in: namespace)?.innerText.trimmingWhitespace() ?? ""
        return trimmed.isEmpty ? nil : trimmed
    }

    /// A copy of libxml2's element `node` and everything in it.
    init(_ node: xmlNodePtr) {
        name = LibXML.string(node.pointee.name)
        namespace = node.pointee.ns.map { LibXML.string($0.pointee.href) }
        attributes = [:]
        var attribute = node.pointee.properties
        while let current = attribute {
            let value = xmlNodeGetContent(
                UnsafeMutableRawPointer(current).assumingMemoryBound(to: xmlNode.self))
            attributes[LibXML.string(current.pointee.name)] = LibXML.string(value)
            cxml_free(value)
            attribute = current.pointee.next
        }
        children = []
        content = []
        var child = node.pointee.children
        while let current = child {
            switch current.pointee.type {
            case XML_ELEMENT_NODE:
                content.append(.child(children.count))
                children.append(XMLElement(current))
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                content.append(.text(LibXML.string(current.pointee.content)))
            default:
                break  // comments, processing instructions, unexpanded entity references
            }
            child = current.pointee.next
        }
    }
}

extension String {
    /// The text without leading and trailing white space.
    func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        guard let start = scalars.firstIndex(where: { !$0.properties.isWhitespace }) else {
            return ""
        }
        let end = scalars.lastIndex(where: { !$0.properties.isWhitespace })!
        return String(scalars[start...end])
    }
}
