/// An image's declared size is one the guidelines give for what it is (its kind, device,
/// scale, orientation). Images whose description fits no line of the table, or that declare no
/// size, are not judged. `tolerance` accepts sizes within that fraction of a listed one (for
/// sizes the guidelines give as "about"); with `asMaximum`, the listed sizes are upper bounds. Findings carry the image's `device` as their variant, so a rule can cite
/// the iPhone and the iPad guideline separately.
struct ImageSizeCheck: CheckPrimitive {
    static let declaration = PrimitiveDeclaration(
        name: "imageSize",
        summary: "An image's declared size is one the table gives for what it is (kind, device, scale, orientation). Images that fit no line of the table, or declare no size, are not judged.",
        parameters: [
            .required("sizes", .sizeTable(.element), "The sizes allowed, by the image's properties."),
            .optional("tolerance", .number, "Accept sizes within this fraction of a listed one."),
            .optional("asMaximum", .boolean, "The listed sizes are upper bounds."),
        ],
        variables: [("width", "the image's width"), ("height", "the image's height"), ("allowed", "the sizes allowed for it")],
        variants: [("iphone", "the image's `device` is iphone"), ("ipad", "the image's `device` is ipad")])

    var sizes: [ImageSizeEntry]
    var tolerance: Double?
    var asMaximum: Bool?

    init(_ parameters: RuleFields) throws {
        sizes = try parameters.required("sizes")
        tolerance = try parameters.optional("tolerance")
        asMaximum = try parameters.optional("asMaximum")
    }

    var parameterSummary: [(name: String, value: String)] {
        [("sizes", sizes.map { "\($0.label) \($0.sizeText)" }.joined(separator: "; "))]
            + (tolerance.map { [("tolerance", PropertyValue.format($0))] } ?? [])
            + (asMaximum == true ? [("asMaximum", "true")] : [])
    }

    private func fits(_ size: (width: Int, height: Int), _ entry: ImageSizeEntry) -> Bool {
        if asMaximum == true { return size.width <= entry.width && size.height <= entry.height }
        let slack = tolerance ?? 0
        func close(_ actual: Int, _ expected: Int) -> Bool { abs(Double(actual - expected)) <= Double(expected) * slack }
        return close(size.width, entry.width) && close(size.height, entry.height)
    }

    func evaluate(_ context: ElementContext) -> [CheckFinding] {
        guard let size = context.element.declaredSize else { return [] }
        let candidates = sizes.filter { $0.admits(context.element) }
        guard !candidates.isEmpty,
              !candidates.contains(where: { fits(size, $0) })
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
