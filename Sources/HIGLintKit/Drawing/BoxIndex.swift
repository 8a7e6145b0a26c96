/// Finds the boxes of one layout that findings and compared places point at (`ScreenLayout.box`).
struct BoxIndex {
    let layout: ScreenLayout
    /// Boxes looked at to answer so far: what the tests count to show that a drawing's cost grows
    /// with its boxes and its findings, not with their product.
    private(set) var boxesExamined = 0

    init(_ layout: ScreenLayout) {
        self.layout = layout
    }

    /// `ScreenLayout.box(for:at:)`.
    mutating func box(for path: String, at location: SourceLocation? = nil) -> ScreenLayout.Box? {
        if layout.placed != nil { return layout.box(for: path, at: location) }
        if let location, let found = boxIndex(kind: ScreenLayout.kind(of: Substring(path)), at: location) { return layout.boxes[found] }
        var path = Substring(path)
        let boxes = layout.boxes
        while true {
            let kind = ScreenLayout.kind(of: path)
            var index = boxes.endIndex
            while index > boxes.startIndex {
                index -= 1
                boxesExamined += 1
                if boxes[index].kind == kind, let scope = boxes[index].scope, scope.path == path { return boxes[index] }
            }
            guard let slash = path.lastIndex(of: "/") else { return nil }
            path = path[..<slash]
        }
    }

    /// `ScreenLayout.boxIndex(kind:at:)`.
    mutating func boxIndex(kind: String, at location: SourceLocation) -> Int? {
        boxesExamined += layout.boxes.count
        return layout.boxIndex(kind: kind, at: location)
    }
}
