/// A control the file draws at one point or less across (`width="1" height="1"`): nobody can see
/// or tap it, so it is a stand-in, not part of the interface people use. Apps keep such fields for
/// the system (a hidden user-name field that lets password AutoFill recognise a login form) or as
/// a focus holder. It is no element; `--verbose` says so. A frame Interface Builder marks
/// misplaced or ambiguous is stale, not small, and is read as usual.
extension IBDocumentViews {
    func isStandIn(_ node: IBXMLTree.NodeID, kind: String) -> Bool {
        guard Vocabulary.interactiveKinds.contains(kind), !flag("misplaced", node), !flag("ambiguous", node), !flag("hidden", node),
              let frame = IBFrame.document(node, f), frame.width <= 1 || frame.height <= 1 else { return false }
        let at = f.location(node)
        let id = tree.attribute("id", of: node).map { " \($0)" } ?? ""
        f.notes.append("\(at.line):\(at.column): \(kind)\(id) is not judged: at \(PropertyValue.format(frame.width))x\(PropertyValue.format(frame.height)) pt nobody can see or tap it (a stand-in, such as a field kept for password AutoFill)")
        return true
    }
}
