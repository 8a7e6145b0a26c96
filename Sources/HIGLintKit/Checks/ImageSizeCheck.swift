/// An image's declared size is one the guidelines give for what it is (its kind, device,
/// scale, orientation). Images whose description fits no line of the table, or that declare no
/// size, are not judged. Findings carry the image's `device` as their variant, so a rule can cite
/// the iPhone and the iPad guideline separately.
struct ImageSizeCheck: CheckPrimitive, Decodable {
    static let typeName = "imageSize"
    static let parameters = ["sizes"]
    static let variables = ["width", "height", "allowed"]

    var sizes: [ImageSizeEntry]

    var parameterSummary: [(name: String, value: String)] {
        [("sizes", sizes.map { "\($0.label) \($0.sizeText)" }.joined(separator: "; "))]
    }

    func evaluate(_ context: ElementContext) -> [CheckFinding] {
        guard let size = context.element.declaredSize else { return [] }
        let candidates = sizes.filter { $0.admits(context.element) }
        guard !candidates.isEmpty,
              !candidates.contains(where: { $0.width == size.width && $0.height == size.height })
        else { return [] }
        var allowed: [String] = []
        for entry in candidates where !allowed.contains("\(entry.sizeText) (\(entry.label))") {
            allowed.append("\(entry.sizeText) (\(entry.label))")
        }
        return [CheckFinding([
            "width": String(size.width), "height": String(size.height),
            "allowed": allowed.joined(separator: ", "),
        ], variant: context.element.string("device"))]
    }
}
