extension ListTexts {
    /// The texts of an assets folder's `strings/lists.strings`, or why it cannot be used (its
    /// path first, for the contract's asset error).
    public static func load(assetsFolder folder: String) -> Result<ListTexts, ListTextsError> {
        let path = folder + "/strings/lists.strings"
        switch SystemFile.readAll(path) {
        case .failure(let error):
            return .failure(ListTextsError(message: "\(path): \(error.reason)"))
        case .success(let bytes):
            guard let text = String(validating: bytes, as: UTF8.self) else {
                return .failure(ListTextsError(message: "\(path): not UTF-8"))
            }
            let (texts, badLine) = parsing(text)
            if let badLine {
                return .failure(
                    ListTextsError(
                        message: "\(path):\(badLine): not a line \"code.Key\" = \"Text\";"))
            }
            return .success(texts)
        }
    }
}
