import CLibXML2

/// The names of elements and attributes of one parse, each turned into a String once. libxml2
/// hands every name over from its dictionary, where each distinct name has one address for the
/// whole parse, so the addresses are the key.
final class XMLNameTable {
    private struct Key: Hashable {
        let prefix: UnsafePointer<xmlChar>?
        let local: UnsafePointer<xmlChar>?
    }

    private var names: [Key: String] = [:]

    /// `prefix:local`, or `local` without a prefix.
    func name(prefix: UnsafePointer<xmlChar>?, local: UnsafePointer<xmlChar>?) -> String {
        let key = Key(prefix: prefix, local: local)
        if let known = names[key] { return known }
        var name = local.map { String(cString: $0) } ?? ""
        if let prefix { name = String(cString: prefix) + ":" + name }
        names[key] = name
        return name
    }
}
