import Foundation

/// A workflow command read back as the Actions runner reads it: the name, properties split at
/// `,` and `=`, the message after the first `::`, escapes undone (`%25` last).
package struct WorkflowCommand {
    package var name: String
    package var properties: [String: String] = [:]
    package var message: String

    package init(_ line: String) {
        let body = line.dropFirst(2)
        let end = body.range(of: "::")!
        let head = body[..<end.lowerBound]
        message = Self.unescape(String(body[end.upperBound...]), property: false)
        let parts = head.split(separator: " ", maxSplits: 1)
        name = String(parts[0])
        if parts.count > 1 {
            for pair in parts[1].split(separator: ",") {
                let keyValue = pair.split(separator: "=", maxSplits: 1)
                properties[String(keyValue[0])] = Self.unescape(keyValue.count > 1 ? String(keyValue[1]) : "", property: true)
            }
        }
    }

    package static func unescape(_ text: String, property: Bool) -> String {
        var out = text.replacingOccurrences(of: "%0D", with: "\r").replacingOccurrences(of: "%0A", with: "\n")
        if property { out = out.replacingOccurrences(of: "%3A", with: ":").replacingOccurrences(of: "%2C", with: ",") }
        return out.replacingOccurrences(of: "%25", with: "%")
    }
}
