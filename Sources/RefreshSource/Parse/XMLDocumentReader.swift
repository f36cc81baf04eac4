internal import CLibXML2

/// Reads an XML document into `XMLElement`s with libxml2, refusing what a feed never needs and
/// an attacker always wants: a DTD from anywhere, an external entity, and any entity
/// declaration at all (a "billion laughs" document is refused at its first `<!ENTITY`, before
/// anything is expanded — nothing ever is: the options leave out `NOENT`).
enum XMLDocumentReader {
    /// Why a document was not read.
    enum Failure: Error, Equatable {
        /// The document declares an entity (general or parameter) in its internal subset.
        case declaresEntities
        /// The document is not well-formed XML (truncated, HTML, not XML at all).
        case notWellFormed
    }

    /// The root element of `bytes`, an XML document in the encoding it declares (UTF-8 by
    /// default, ISO-8859-1 and the others libxml2 knows too).
    static func root(of bytes: [UInt8]) throws(Failure) -> XMLElement {
        _ = LibXML.ready
        guard let context = xmlNewParserCtxt() else { throw .notWellFormed }
        defer { xmlFreeParserCtxt(context) }
        // The first entity declaration stops the parser; `_private` marks why it stopped.
        context.pointee.sax.pointee.entityDecl = { context, _, _, _, _, _ in
            guard let parser = context?.assumingMemoryBound(to: xmlParserCtxt.self) else {
                return
            }
            // A non-zero address no allocation has (a C callback can capture nothing).
            parser.pointee._private = UnsafeMutableRawPointer(bitPattern: 1)
            xmlStopParser(parser)
        }
        // No external subset or entity is ever resolved, whatever the options say.
        context.pointee.sax.pointee.resolveEntity = { _, _, _ in nil }
        context.pointee.sax.pointee.externalSubset = { _, _, _, _ in }
        let document = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.flatMap { base in
                base.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                    xmlCtxtReadMemory(
                        context, $0, Int32(clamping: buffer.count), nil, nil, LibXML.feedOptions)
                }
            }
        }
        defer { if let document { xmlFreeDoc(document) } }
        if context.pointee._private == UnsafeMutableRawPointer(bitPattern: 1) {
            throw .declaresEntities
        }
        guard let document, context.pointee.wellFormed != 0,
            let root = xmlDocGetRootElement(document)
        else { throw .notWellFormed }
        if hasEntityDeclarations(document) { throw .declaresEntities }
        return XMLElement(root)
    }

    /// Whether the document's internal subset declares an entity (a second check, should a
    /// declaration ever reach the tree without the SAX hook seeing it).
    private static func hasEntityDeclarations(_ document: xmlDocPtr) -> Bool {
        guard let subset = document.pointee.intSubset else { return false }
        return subset.pointee.entities != nil || subset.pointee.pentities != nil
    }
}
