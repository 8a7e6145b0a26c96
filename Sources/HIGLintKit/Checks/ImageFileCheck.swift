/// What the image file an element names (see `ImageResolver`) must be. `expect` is one of:
/// - `readable`: the file exists and reads as an image (an Apple-optimised PNG is left to `standardPNG`);
/// - `standardPNG`: not Apple's optimised variant (CgBI), whose pixels standard tools cannot read;
/// - `declaredSize`: the width and height the description declares are the file's;
/// - `noTransparency`: no pixel is transparent (with `opaqueFrom`: none has a lower alpha);
/// - `noAlphaChannel`: no alpha channel at all (even one whose pixels are all opaque, or with
///   `opaqueFrom` all at least that opaque);
/// - `format`: one of `formats` (default png);
/// - `standardDepth`: 8 bits per channel, RGB or RGBA.
/// Elements without a file, or whose file could not be read, are judged by `readable` only.
struct ImageFileCheck: CheckPrimitive {
    enum Expectation: String, CaseIterable, RuleReadable, Sendable {
        case readable, standardPNG, declaredSize, noTransparency, noAlphaChannel, format, standardDepth
    }

    static let declaration = PrimitiveDeclaration(
        name: "imageFile",
        summary: "What the image file an element names must be. Elements without a file, or whose file could not be read, are judged by `readable` only.",
        parameters: [
            .required("expect", .choice(of: Expectation.self),
                      "`readable`: the file reads as an image; `standardPNG`: not Apple's optimised PNG; `declaredSize`: the declared size is the file's; `noTransparency`: no transparent pixel; `noAlphaChannel`: no alpha channel; `format`: one of `formats`; `standardDepth`: 8 bits per channel, RGB or RGBA."),
            .optional("formats", .words, "For `format`: the formats allowed (default png)."),
            .optional("opaqueFrom", .integer, "For `noTransparency` and `noAlphaChannel`: the alpha (0 to 255) from which a pixel counts as opaque (default 255): `noTransparency` reports only lower ones, and `noAlphaChannel` an alpha channel whose pixels are all at least that opaque."),
        ],
        variables: [("file", "the file's path"), ("problem", "what is wrong with it"), ("format", "its format"),
                    ("fileWidth", "its width in pixels"), ("fileHeight", "its height in pixels"),
                    ("width", "the declared width"), ("height", "the declared height"), ("depth", "its bit depth and colour type"),
                    ("lowestAlpha", "the lowest alpha of its pixels, 0 to 255")])

    var expect: Expectation
    var formats: [String]?
    var opaqueFrom: Int

    init(_ parameters: RuleFields) throws {
        expect = try parameters.required("expect")
        formats = try parameters.optional("formats")
        opaqueFrom = try parameters.optional("opaqueFrom") ?? 255
    }

    var parameterSummary: [(name: String, value: String)] {
        [("expect", expect.rawValue)] + (formats.map { [("formats", $0.joined(separator: ", "))] } ?? [])
            + (opaqueFrom == 255 ? [] : [("opaqueFrom", String(opaqueFrom))])
    }

    func evaluate(_ context: ElementContext) -> [CheckFinding] {
        guard let image = context.element.imageFile else { return [] }
        let location = context.element.property("file")?.location
        var variables = ["file": image.path, "format": image.format == .jpeg ? "JPEG" : image.format.rawValue.uppercased(),
                         "depth": image.depthDescription]
        if let w = image.width, let h = image.height { variables["fileWidth"] = String(w); variables["fileHeight"] = String(h) }
        if let alpha = image.lowestAlpha { variables["lowestAlpha"] = String(alpha) }
        // Transparent past `opaqueFrom`: some pixel lets more of the background show than it allows.
        let seeThrough = image.transparency == .transparent && (image.lowestAlpha ?? 0) < opaqueFrom
        func finding() -> [CheckFinding] { [CheckFinding(variables, location: location)] }

        switch expect {
        case .readable:
            guard let problem = image.problem, !image.appleOptimized else { return [] }
            variables["problem"] = problem
            return finding()
        case .standardPNG:
            guard image.appleOptimized else { return [] }
            variables["problem"] = image.problem ?? ""
            return finding()
        case .declaredSize:
            guard let w = context.element.number("width"), let h = context.element.number("height"),
                  let fileWidth = image.width, let fileHeight = image.height,
                  Element.pixels(w) != fileWidth || Element.pixels(h) != fileHeight else { return [] }
            variables["width"] = PropertyValue.format(w)
            variables["height"] = PropertyValue.format(h)
            return finding()
        case .noTransparency:
            return seeThrough ? finding() : []
        case .noAlphaChannel:
            return image.transparency == .opaqueAlpha || (image.transparency == .transparent && !seeThrough) ? finding() : []
        case .format:
            guard image.format != .unknown, !(formats ?? ["png"]).contains(image.format.rawValue) else { return [] }
            return finding()
        case .standardDepth:
            guard image.format == .png, image.problem == nil, let depth = image.bitDepth, let type = image.colorType,
                  !(depth == 8 && (type == 2 || type == 6)) else { return [] }
            return finding()
        }
    }
}
