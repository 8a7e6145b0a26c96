/// An app description has an image of every size its table marks `requiredFor` one of the
/// devices the app targets (`devices`: iphone, ipad or universal for both). Without `devices`,
/// the targets are the devices its images name, or iPhone when they name none. A finding's variant
/// is the one device the missing image is required for, or `every` when several need it.
///
/// An image that declares what it is (every property of a table entry's `where`; in an app for
/// one device, `device` may be left out) stands for that entry whatever its size: a mis-sized
/// portrait iPad launch image is the size rule's finding, and the missing landscape one is
/// still this check's.
struct RequiredImagesCheck: CheckPrimitive {
    static let declaration = PrimitiveDeclaration(
        name: "requiredImages",
        summary: "An app has an image of every size its table marks `requiredFor` a device the app targets (`devices`, or the devices its images name, or iPhone).",
        parameters: [
            .required("images", .selector(.children), "The app's children that count as images of the table."),
            .required("sizes", .sizeTable(.children), "The sizes; lines with `requiredFor` must be present."),
        ],
        variables: [("missing", "the label of the missing image"), ("size", "its size, WxH"), ("devices", "the devices the app targets")],
        variants: [("iphone", "the missing image is required for iPhone only"), ("ipad", "the missing image is required for iPad only"),
                   ("every", "the missing image is required for several devices")])

    var images: Selector
    var sizes: [ImageSizeEntry]

    init(_ parameters: RuleFields) throws {
        images = try parameters.required("images")
        sizes = try parameters.required("sizes")
    }

    var parameterSummary: [(name: String, value: String)] {
        [("images", images.kinds.joined(separator: ", ")),
         ("required", sizes.filter { !$0.requiredFor.isEmpty }
            .map { "\($0.label) \($0.sizeText) for \($0.requiredFor.joined(separator: ", "))" }.joined(separator: "; "))]
    }

    static func targets(of app: Element) -> [String] {
        switch app.string("devices") {
        case "iphone": return ["iphone"]
        case "ipad": return ["ipad"]
        case "universal": return ["iphone", "ipad"]
        default:
            let named = Set(app.children.compactMap { $0.string("device") })
            return named.isEmpty ? ["iphone"] : named.sorted()
        }
    }

    /// The entry (its index) an image of a size no entry it admits has was meant to be: the one
    /// entry it declares once the properties it leaves out take UIKit's values (an icon without
    /// `scale` is 1x). Nil when its size fits an entry, or when that leaves more than one.
    func intendedEntry(of image: Element, onlyDevice: String?) -> Int? {
        guard let size = image.declaredSize,
              !sizes.contains(where: { $0.admits(image) && $0.width == size.width && $0.height == size.height })
        else { return nil }
        let meant = sizes.indices.filter { sizes[$0].admits(image) && sizes[$0].isDeclared(by: image, onlyDevice: onlyDevice, withDefaults: true) }
        return meant.count == 1 ? meant[0] : nil
    }

    func evaluate(_ context: ElementContext) -> [CheckFinding] {
        let targets = Self.targets(of: context.element)
        let onlyDevice = targets.count == 1 ? targets[0] : nil
        let candidates = context.element.children.filter { images.matches($0) }
        let intended = Set(candidates.compactMap { intendedEntry(of: $0, onlyDevice: onlyDevice) })
        return sizes.indices.compactMap { index in
            let entry = sizes[index]
            guard entry.requiredFor.contains(where: targets.contains) else { return nil }
            // An image that says it is this one, outright or once its left-out properties take
            // UIKit's values, counts even at a wrong size: the size check reports that, and one
            // mistake should give one finding.
            let present = intended.contains(index) || candidates.contains { image in
                guard entry.admits(image) else { return false }
                if entry.isDeclared(by: image, onlyDevice: onlyDevice) { return true }
                guard let size = image.declaredSize else { return false }
                return size.width == entry.width && size.height == entry.height
            }
            guard !present else { return nil }
            return CheckFinding(["missing": entry.label, "size": entry.sizeText, "devices": targets.joined(separator: ", ")],
                                variant: entry.requiredFor.count == 1 ? entry.requiredFor[0] : "every")
        }
    }
}
