internal import CDBus
import RefreshSource

/// One portal interface as a reader follows it: what it subscribes to and asks, and what it
/// makes of the answers and of the interface's signal.
protocol PortalReading: AnyObject, Sendable {
    /// What the reader keeps of the portal.
    associatedtype Value: Sendable
    /// The interface and its call, as the reader makes it.
    static var call: PortalCall { get }
    /// What the reader shares with its thread.
    var follower: PortalFollower<Value> { get }
    /// Subscribes to the call's signal on `bus`.
    static func subscribe(on bus: PortalBus)
    /// Sends the call on `bus`; its serial, nil when it could not be sent.
    static func ask(on bus: PortalBus) -> UInt32?
    /// Takes the call's (not erroneous) answer.
    func receiveAnswer(_ message: OpaquePointer)
    /// Takes the signal; true when the call is to be made again.
    func receiveSignal(_ message: OpaquePointer) -> Bool
}

extension PortalReading {
    /// Raised when the reader stops: the thread then ends.
    var stopping: PipeSignal { follower.stopping }

    /// Records that no (further) answer will come, unless one already has.
    func finish(_ status: PortalStatus) { follower.finish(status) }
}

/// A portal reader's part on its bus thread (`PortalBus`): it subscribes to the interface's
/// signal, asks the method, and hands the reader the answer (or the reason none comes) and
/// every signal, asking again when the reader wants it.
final class PortalSession<Reader: PortalReading>: PortalBusClient {
    private let reader: Reader
    /// The serial of the call in flight, which its reply names; nil for none.
    private var askSerial: UInt32?

    init(reader: Reader) { self.reader = reader }

    var stopping: PipeSignal { reader.stopping }

    func begin(on bus: PortalBus) -> Bool {
        Reader.subscribe(on: bus)
        askSerial = Reader.ask(on: bus)
        guard askSerial != nil else {
            reader.finish(.unavailable("cannot send \(Reader.call.method) to \(Reader.call.name)"))
            return false
        }
        return true
    }

    func handle(_ message: OpaquePointer, on bus: PortalBus) {
        if PortalBus.answers(message, askSerial) {
            askSerial = nil
            if PortalBus.isError(message) {
                let name = PortalBus.errorName(message)
                reader.finish(.unavailable("\(Reader.call.name) answered \(name)"))
            } else {
                reader.receiveAnswer(message)
            }
        } else if dbus_message_is_signal(message, Reader.call.interface, Reader.call.signal) != 0,
            reader.receiveSignal(message)
        {
            askSerial = Reader.ask(on: bus)
        }
    }

    func finish(_ status: PortalStatus) { reader.finish(status) }
}
