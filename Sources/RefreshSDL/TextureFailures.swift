internal import CSDL2
import Glibc

/// The textures a renderer could not make (a line of text, a layer): each is counted, each kind
/// is said once on standard error, and the caller draws something visible in its place.
final class TextureFailures {
    /// What could not be made.
    enum Kind: String {
        case text = "a line of text"
        case layer = "a layer"
    }

    /// Failures so far, by kind.
    private(set) var counts: [Kind: Int] = [:]
    /// Where the one line of each kind goes (standard error; tests read it).
    var say: (String) -> Void = { line in
        let bytes = Array((line + "\n").utf8)
        _ = bytes.withUnsafeBufferPointer { write(STDERR_FILENO, $0.baseAddress, $0.count) }
    }
    /// Kinds that fail as if SDL had refused them (tests: a real failure needs a broken driver).
    var simulated: Set<Kind> = []
    private var said: Set<Kind> = []

    /// What `make` returns, or nil when it throws: then the failure is counted and, the first
    /// time for `kind`, said with `instead` (what is drawn in its place).
    func make<Made>(
        _ kind: Kind, instead: String, _ make: () throws(SDLError) -> Made
    ) -> Made? {
        do throws(SDLError) {
            if simulated.contains(kind) { throw SDLError("simulated failure") }
            return try make()
        } catch {
            counts[kind, default: 0] += 1
            if said.insert(kind).inserted {
                say(
                    "refresh: cannot make the texture of \(kind.rawValue) (\(error.message)); "
                        + "\(instead) instead, and will not say so again")
            }
            return nil
        }
    }
}
