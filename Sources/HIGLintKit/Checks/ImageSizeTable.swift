/// One line of a size table in a rule file:
///
///     { where: { kind: app, device: iphone, scale: 2 }, size: 114x114, label: iPhone app icon @2x, requiredFor: [iphone] }
///
/// A property the image does not declare matches any value, so an icon without `device` is
/// held to the sizes of every device.
struct ImageSizeEntry: RuleReadable, Sendable {
    var conditions: [String: [String]]
    var width: Int
    var height: Int
    var label: String
    /// The app targets (`iphone`, `ipad`) for which an image of this size must exist.
    var requiredFor: [String]

    init(reading: RuleReading) throws {
        let fields = try reading.fields(allowed: RuleLanguage.sizeEntryKeys.map(\.name), in: "a size entry")
        conditions = try fields.optional("where", as: ValueLists.self)?.lists ?? [:]
        let size: String = try fields.required("size")
        let parts = size.split(separator: "x").compactMap { Int($0) }
        guard parts.count == 2 else { throw reading.problem("size must be WIDTHxHEIGHT, e.g. 57x57") }
        (width, height) = (parts[0], parts[1])
        label = try fields.optional("label") ?? size
        requiredFor = try fields.optional("requiredFor") ?? []
    }

    var sizeText: String { "\(width)x\(height)" }

    /// Whether the image could be this entry: every declared property agrees.
    func admits(_ image: Element) -> Bool {
        conditions.allSatisfy { name, values in image.string(name).map(values.contains) ?? true }
    }

    /// Whether the image says that it is this entry: every condition declared, where an image
    /// without `device` in an app for one device (`onlyDevice`) is that device's, and, with
    /// `withDefaults`, a property left out takes UIKit's value (an icon without `scale` is 1x).
    func isDeclared(by image: Element, onlyDevice: String? = nil, withDefaults: Bool = false) -> Bool {
        conditions.allSatisfy { name, values in
            var value = image.string(name) ?? (name == "device" ? onlyDevice : nil)
            if value == nil && withDefaults { value = Vocabulary.value(of: name, in: image) }
            return value.map(values.contains) ?? false
        }
    }
}

extension Element {
    /// A declared dimension as whole pixels; nil for a value no image could have (negative, or
    /// beyond what an Int holds), which the size rules then leave alone.
    static func pixels(_ value: Double) -> Int? {
        guard value.isFinite, value >= 0, value < 1e9 else { return nil }
        return Int(value.rounded())
    }

    /// The pixel size the description declares; where it declares none, the size of the image
    /// file it names, once read.
    var declaredSize: (width: Int, height: Int)? {
        if let w = number("width").flatMap(Self.pixels), let h = number("height").flatMap(Self.pixels) { return (w, h) }
        if let w = imageFile?.width, let h = imageFile?.height { return (w, h) }
        return nil
    }
}
