/// What a rule file may write for each check primitive: what the primitive checks, each parameter
/// with the shape of its value and what it means, the `{placeholders}` its findings fill, and the
/// variants its findings carry (for `citationFor` and `messageFor`). Load-time validation of rule
/// files, the JSON Schema of rule files (`higlint schema rule`) and the rule-language reference
/// (`higlint docs language`) are all read from here; a test holds it to each primitive's own
/// `parameters` and `variables`.
struct PrimitiveReference: Sendable {
    var summary: String
    var parameters: [Parameter]
    /// Placeholder name and meaning, besides the ones every check fills (`RuleLanguage.commonVariables`).
    var variables: [(name: String, meaning: String)]
    /// Variant name and when a finding carries it.
    var variants: [(name: String, meaning: String)] = []

    struct Parameter: Sendable {
        var name: String
        var shape: Shape
        var required: Bool
        var summary: String
    }

    /// Whose kinds a selector or a property name of a parameter is about.
    enum Subject: Sendable, Equatable {
        /// The element the check applies to.
        case element
        /// The element's children (as narrowed by the check's `children` parameter, when it has one).
        case children
        /// The description's root: the screen (or app).
        case root
        /// Any element of the screen.
        case anywhere
    }

    /// The shape of a parameter's value.
    enum Shape: Sendable, Equatable {
        /// A selector (see `Selector`) over the elements of `Subject`.
        case selector(Subject)
        /// A mapping of names to selectors over the elements of `Subject`.
        case selectorMap(Subject)
        /// One property name of the subject's kinds.
        case property(Subject)
        /// One property name, or a list of them.
        case properties(Subject)
        /// One value, or a list of values, of the property the parameter `property` names.
        case propertyValues
        /// A mapping of values of the property the parameter `property` names to other values of it.
        case propertyValueMap
        /// An element kind.
        case kind
        case integer
        case number
        case boolean
        /// One of these words.
        case choice([String])
        /// A list of words.
        case words
        /// A regular expression, matched ignoring case.
        case pattern
        /// `{ greaterThan: n }`, `{ lessThan: n }`, `{ equals: n }` or `{ notEquals: n }`.
        case countCondition
        /// A list of `{ where: { property: value }, size: WxH, label: text, requiredFor: [device] }`
        /// over the elements of `Subject`.
        case sizeTable(Subject)
    }

    static func parameter(_ name: String, _ shape: Shape, required: Bool = false, _ summary: String) -> Parameter {
        Parameter(name: name, shape: shape, required: required, summary: summary)
    }

    /// The reference of every primitive, by the name rule files use in `type:`.
    static let all: [String: PrimitiveReference] = [
        "presence": PrimitiveReference(
            summary: "Reports every element the check applies to: for things that should not be there at all, such as a More tab declared by hand.",
            parameters: [], variables: []),
        "childCount": PrimitiveReference(
            summary: "Counts the children that match `children` and reports when the count meets `when`.",
            parameters: [
                parameter("children", .selector(.children), required: true, "The children counted."),
                parameter("when", .countCondition, required: true, "The counts that are a violation."),
                parameter("listFrom", .integer, "`{excess}` lists the counted children from this position (1-based) on."),
                parameter("reportAt", .choice(["parent", "firstExtra"]),
                          "`firstExtra`: the finding is at the first counted child beyond a `greaterThan` limit (the button with no room), not at the element whose children are counted."),
            ],
            variables: [("count", "how many children matched"), ("limit", "the number `when` names"),
                        ("excess", "the labels of the counted children from position `listFrom` on"),
                        ("extra", "with `reportAt: firstExtra`, the child the finding is at")]),
        "childPosition": PrimitiveReference(
            summary: "Among the children that match `children`, the ones that match `target` must stand `first` or `last` (the Cancel button at the bottom of an action sheet, say).",
            parameters: [
                parameter("children", .selector(.children), required: true, "The children whose order counts."),
                parameter("target", .selector(.children), required: true, "The children that must stand at `position`."),
                parameter("position", .choice(["first", "last"]), required: true, "Where among `children` the target must stand."),
                parameter("whenCount", .integer, "Judge only elements with exactly this many matching children."),
            ],
            variables: [("target", "the misplaced child"), ("position", "`first` or `last`"),
                        ("index", "the child's position among `children` (1-based)"), ("count", "how many children matched")]),
        "minimumHitRegion": PrimitiveReference(
            summary: "The element's hit region (its frame, enlarged by negative `hitInsets`) is at least `minWidth` x `minHeight` points. Elements without a declared width and height are not judged.",
            parameters: [
                parameter("minWidth", .number, "Smallest width in points (default 44)."),
                parameter("minHeight", .number, "Smallest height in points (default 44)."),
                parameter("perChild", .kind, "The width is shared among the children of this kind (the segments of a segmented control)."),
                parameter("uikitSize", .choice(["skip", "only"]), "`skip` judges only controls not at UIKit's own size, `only` only those at it; left out, all."),
            ],
            variables: [("width", "the hit region's width"), ("height", "the hit region's height"),
                        ("minWidth", "the smallest width"), ("minHeight", "the smallest height")]),
        "capitalization": PrimitiveReference(
            summary: "The text of `property` follows the capitalisation (and, for alert titles and messages, the ending punctuation) the guidelines ask for.",
            parameters: [
                parameter("property", .property(.element), required: true, "The property whose text is judged."),
                parameter("style", .choice(["title", "sentence", "message", "alertTitle"]), required: true,
                          "`title`, `sentence`, `message` (sentence style ending in `.`, `?` or `!`), or `alertTitle` (chosen by the kind of title)."),
            ],
            variables: [("text", "the text as written"), ("expected", "the style asked for, in words"), ("corrected", "the text in that style")],
            variants: [("statement", "`alertTitle`: a title that is a statement"), ("question", "`alertTitle`: a title that is a question"),
                       ("sentences", "`alertTitle`: a title of several sentences")]),
        "imageSize": PrimitiveReference(
            summary: "An image's declared size is one the table gives for what it is (kind, device, scale, orientation). Images that fit no line of the table, or declare no size, are not judged.",
            parameters: [
                parameter("sizes", .sizeTable(.element), required: true, "The sizes allowed, by the image's properties."),
                parameter("tolerance", .number, "Accept sizes within this fraction of a listed one."),
                parameter("asMaximum", .boolean, "The listed sizes are upper bounds."),
            ],
            variables: [("width", "the image's width"), ("height", "the image's height"), ("allowed", "the sizes allowed for it")],
            variants: [("iphone", "the image's `device` is iphone"), ("ipad", "the image's `device` is ipad")]),
        "requiredImages": PrimitiveReference(
            summary: "An app has an image of every size its table marks `requiredFor` a device the app targets (`devices`, or the devices its images name, or iPhone).",
            parameters: [
                parameter("images", .selector(.children), required: true, "The app's children that count as images of the table."),
                parameter("sizes", .sizeTable(.children), required: true, "The sizes; lines with `requiredFor` must be present."),
            ],
            variables: [("missing", "the label of the missing image"), ("size", "its size, WxH"), ("devices", "the devices the app targets")],
            variants: [("iphone", "the missing image is required for iPhone only"), ("ipad", "the missing image is required for iPad only"),
                       ("every", "the missing image is required for several devices")]),
        "alsoOnScreen": PrimitiveReference(
            summary: "Another element matching `with` is on the same screen (a modal view is a screen of its own): for combinations the guidelines rule out.",
            parameters: [
                parameter("with", .selector(.anywhere), required: true, "The other element."),
                parameter("scope", .choice(["screen", "description"]), "`description` searches the whole description, modal views included (default `screen`)."),
            ],
            variables: [("other", "the other element")]),
        "edgeAttachment": PrimitiveReference(
            summary: "A bar with declared geometry sits at its screen's edge: `top` just below the status bar, `bottom` at the screen's bottom (or the home indicator's safe area).",
            parameters: [parameter("edge", .choice(["top", "bottom"]), required: true, "The edge the bar belongs to.")],
            variables: [("position", "where the bar is"), ("expected", "where it should be")]),
        "propertyValue": PrimitiveReference(
            summary: "A property, when given, has an allowed value: one of `allowed`, within `min`...`max`, or a number that divides `divides` evenly.",
            parameters: [
                parameter("property", .property(.element), required: true, "The property judged."),
                parameter("allowed", .propertyValues, "The values allowed."),
                parameter("min", .number, "The smallest number allowed."),
                parameter("max", .number, "The largest number allowed."),
                parameter("divides", .number, "The value must divide this number evenly (a minute interval that divides 60)."),
            ],
            variables: [("value", "the value given"), ("allowed", "the values allowed"), ("min", "the smallest allowed"),
                        ("max", "the largest allowed"), ("divides", "the number to divide")]),
        "uniformChildren": PrimitiveReference(
            summary: "The children that match `children` agree: all have the same value of `property`, or all fall in the same one of `classes`.",
            parameters: [
                parameter("children", .selector(.children), required: true, "The children compared."),
                parameter("property", .property(.children), "The property that must be the same on every child (UIKit's default counts)."),
                parameter("equivalent", .propertyValueMap, "Values of `property` that count as another one (`done` as `bordered`)."),
                parameter("classes", .selectorMap(.children), "Named selectors; every counted child must fall in the same one (a child in none is not counted)."),
            ],
            variables: [("values", "the values or classes found")]),
        "sizeRatio": PrimitiveReference(
            summary: "Among the children that match `children` and give `property`, the largest is at most `maxRatio` times the smallest.",
            parameters: [
                parameter("children", .selector(.children), required: true, "The children compared."),
                parameter("property", .property(.children), required: true, "The number compared (a width, say)."),
                parameter("maxRatio", .number, required: true, "The largest ratio of largest to smallest allowed."),
            ],
            variables: [("smallest", "the smallest value"), ("largest", "the largest value"), ("maxRatio", "the ratio allowed")]),
        "uniqueValues": PrimitiveReference(
            summary: "No two children that match `children` have the same `property` (ignoring case and spacing); each later duplicate is reported.",
            parameters: [
                parameter("children", .selector(.children), required: true, "The children compared."),
                parameter("property", .property(.children), required: true, "The property that must differ."),
            ],
            variables: [("value", "the repeated value"), ("first", "the position (1-based) of the child that has it first")]),
        "textPattern": PrimitiveReference(
            summary: "The text of `properties` matches `pattern`: a finding per property that matches, or with `mustMatch: true` per property that does not.",
            parameters: [
                parameter("properties", .properties(.element), required: true, "The properties whose text is searched."),
                parameter("pattern", .pattern, required: true, "A regular expression, matched ignoring case."),
                parameter("mustMatch", .boolean, "Report texts that do not match, rather than those that do."),
                parameter("unless", .pattern, "A regular expression that excuses a text."),
                parameter("reportAt", .property(.element), "The finding is at this property (the one to change), or at the element when it leaves it out, rather than at the text that matched."),
            ],
            variables: [("text", "the text"), ("match", "what the pattern matched"), ("property", "the property's name")]),
        "textLength": PrimitiveReference(
            summary: "The text of `properties` is at most `maxCharacters` characters and `maxWords` words long.",
            parameters: [
                parameter("properties", .properties(.element), required: true, "The properties whose text is measured."),
                parameter("maxCharacters", .integer, "The most characters allowed."),
                parameter("maxWords", .integer, "The most words allowed."),
            ],
            variables: [("text", "the text"), ("length", "its length in characters"), ("words", "its number of words"),
                        ("limit", "the limit exceeded"), ("property", "the property's name")]),
        "textWidth": PrimitiveReference(
            summary: "The text of `properties`, drawn in Helvetica Bold (UIKit's bold system font on iOS 4) of `fontSize` points, is at most `maxWidth` points wide, measured with the font's advance widths; a text of several lines is judged by its widest line.",
            parameters: [
                parameter("properties", .properties(.element), required: true, "The properties whose text is measured."),
                parameter("maxWidth", .number, required: true, "The widest the text may be, in points."),
                parameter("fontSize", .number, required: true, "The font's size in points."),
            ],
            variables: [("text", "the text"), ("width", "its width in points"), ("limit", "`maxWidth`"),
                        ("property", "the property's name")]),
        "buttonReferences": PrimitiveReference(
            summary: "How the text of an alert (its `properties`) speaks of its own buttons (the children that match `buttons`).",
            parameters: [
                parameter("properties", .properties(.element), required: true, "The properties whose text is read."),
                parameter("buttons", .selector(.children), required: true, "The children whose titles count as buttons."),
                parameter("mode", .choice(["quoted", "caseMismatch", "instruction"]), required: true,
                          "`quoted`: a button title in quotation marks; `caseMismatch`: a mention of a button in another capitalisation; `instruction`: one of `verbs` followed by a button title or the word \"button\"."),
                parameter("verbs", .words, "For `instruction`: the verbs that make an instruction (default `tap`)."),
            ],
            variables: [("text", "the text"), ("button", "the button's title"), ("found", "the words found"),
                        ("verb", "the verb found"), ("property", "the property's name")]),
        "consistentAcrossScreens": PrimitiveReference(
            summary: "The elements the check applies to have the same `properties` on every screen of an app (or of a group of them); the most common appearance is the app's, and each screen that differs is reported. A cross-screen check.",
            parameters: [
                parameter("properties", .properties(.element), required: true, "The properties compared (UIKit's defaults count)."),
                parameter("groupBy", .property(.root), "Compare only screens with the same value of this property of the screen (its orientation, say)."),
            ],
            variables: [("value", "this screen's appearance"), ("expected", "the app's appearance"),
                        ("screens", "the other screens involved"), ("group", "the group compared, or \"all screens\"")],
            variants: [("tie", "no appearance is the most common (one screen against one)")]),
        "imageFile": PrimitiveReference(
            summary: "What the image file an element names must be. Elements without a file, or whose file could not be read, are judged by `readable` only.",
            parameters: [
                parameter("expect", .choice(["readable", "standardPNG", "declaredSize", "noTransparency", "noAlphaChannel", "format", "standardDepth"]),
                          required: true,
                          "`readable`: the file reads as an image; `standardPNG`: not Apple's optimised PNG; `declaredSize`: the declared size is the file's; `noTransparency`: no transparent pixel; `noAlphaChannel`: no alpha channel; `format`: one of `formats`; `standardDepth`: 8 bits per channel, RGB or RGBA."),
                parameter("formats", .words, "For `format`: the formats allowed (default png)."),
            ],
            variables: [("file", "the file's path"), ("problem", "what is wrong with it"), ("format", "its format"),
                        ("fileWidth", "its width in pixels"), ("fileHeight", "its height in pixels"),
                        ("width", "the declared width"), ("height", "the declared height"), ("depth", "its bit depth and colour type")]),
    ]
}
