internal import CCurl

/// libcurl's process-wide set-up, done once: `curl_global_init` is not to be called again
/// while any handle lives, and a `static let` runs its initialiser exactly once.
enum CurlGlobal {
    /// Whether libcurl initialised (it fails only when memory does).
    static let ready: Bool = curl_global_init(Int(CURL_GLOBAL_DEFAULT)) == CURLE_OK
}
