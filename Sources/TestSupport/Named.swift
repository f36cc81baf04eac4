/// A test case with a name: `value` is what the test uses, `name` what the test run shows for it
/// (Swift Testing describes an argument by its `description`). The value's properties read
/// through it, so a case struct needs no name field nor description of its own.
@dynamicMemberLookup
public struct Named<Value: Sendable>: Sendable, CustomStringConvertible {
    /// What the case is called.
    public let name: String
    /// The case.
    public let value: Value

    /// `value`, called `name`.
    public init(_ name: String, _ value: Value) {
        self.name = name
        self.value = value
    }

    /// The name.
    public var description: String { name }

    /// A property of the value.
    public subscript<Property>(dynamicMember keyPath: KeyPath<Value, Property>) -> Property {
        value[keyPath: keyPath]
    }
}
