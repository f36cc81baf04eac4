internal import CLibXML2

/// libxml2's one-time set-up, and the options every document is read with.
enum LibXML {
    /// Runs `xmlInitParser` once, before the first document of any thread (libxml2 asks for
    /// it to be called before threads share the library). A `static let` is initialised
    /// exactly once, whichever thread comes first.
    static let ready: Bool = {
        xmlInitParser()
        return true
    }()

    /// A feed document: never the network (`NONET`), no entity substituted (no `NOENT`), no DTD
    /// loaded (no `DTDLOAD`), no huge-document relaxation (no `HUGE`: libxml2's default limits
    /// on depth and text stay), no error printed; CDATA read as text.
    static let feedOptions = Int32(
        XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue
            | XML_PARSE_NOCDATA.rawValue)

    /// A title's or summary's HTML: as forgiving as a browser (`RECOVER`), never the network,
    /// no error printed, and no `<html><body>` invented around a fragment.
    static let htmlOptions = Int32(
        HTML_PARSE_RECOVER.rawValue | HTML_PARSE_NONET.rawValue | HTML_PARSE_NOERROR.rawValue
            | HTML_PARSE_NOWARNING.rawValue | HTML_PARSE_NOIMPLIED.rawValue)

    /// The text of a libxml2 string (UTF-8), empty for none.
    static func string(_ pointer: UnsafePointer<xmlChar>?) -> String {
        guard let pointer else { return "" }
        return String(cString: pointer)
    }
}
