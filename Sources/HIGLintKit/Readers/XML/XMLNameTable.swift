import CLibXML2

/// The names of elements and attributes of one parse, each turned into a String once. libxml2
/// hands every name over from its dictionary, where each distinct name has one address for the
/// whole parse, so the address is the key. Prefixed names, rare, are made each time.
final class XMLNameTable {
    private var names: [UnsafePointer<xmlChar>: String] = [:]

    /// `prefix:local`, or `local` without a prefix.
    func name(prefix: UnsafePointer<xmlChar>?, local: UnsafePointer<xmlChar>?) -> String {
        guard let local else { return "" }
        if let prefix { return String(cString: prefix) + ":" + String(cString: local) }
        if let known = names[local] { return known }
        let name = String(cString: local)
        names[local] = name
        return name
    }
}
