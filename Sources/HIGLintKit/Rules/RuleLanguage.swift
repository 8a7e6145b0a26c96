/// The keys a rule file may use, with what each means: at the top of the file, in a check and
/// in a selector. The reader (`RuleFile`, `Selector`) refuses any other key, and the schema and
/// the reference of the rule language are generated from these lists.
enum RuleLanguage {
    struct Key: Sendable {
        var name: String
        var required: Bool
        var summary: String
    }

    static func key(_ name: String, required: Bool = false, _ summary: String) -> Key {
        Key(name: name, required: required, summary: summary)
    }

    /// The keys of a rule file.
    static let ruleKeys: [Key] = [
        key("id", required: true, "The rule's id: lowercase words joined by hyphens, the file's name without `.yml`."),
        key("title", required: true, "What the rule asks, in one sentence."),
        key("severity", required: true, "`info`, `warning` or `error`."),
        key("enabled", "`false` for a rule that runs only when `.higlint.yml` enables it (default `true`)."),
        key("summary", required: true, "What exactly is checked, in a sentence or two."),
        key("parameters", "Values users may change in `.higlint.yml`: a mapping of names to default values (a number, true or false, or text). Anywhere in the checks, `$name` stands for the value in force."),
        key("appliesTo", required: true, "A selector: the elements the rule's checks judge."),
        key("checks", required: true, "One or more checks: each a primitive (`type`) with its parameters, a message and, optionally, its own selector, severity and citation."),
        key("citations", required: true, "The passages of the guidelines the rule comes from, each `{ section, page, quote }`, the quote verbatim. The first is the rule's primary citation."),
        key("interfaceBuilder", "Why the rule cannot apply to Interface Builder files: text for both formats, or `{ document: …, archive: … }` for the format named (the XML document format of Xcode 5 and later, the archive format of Xcode 3–4). Left out, the rule applies to both, and docs/rules.md counts it as tested in a format only when it has an example in that format."),
        key("code", "Why the rule cannot apply to alerts read from source code, when its subject is an alert, an action sheet or a button (code gives only these, so a rule about anything else cannot apply there, and says so without this key). Left out, docs/rules.md counts the rule as tested on code only when it has an example in code."),
        key("examples", required: true, "`{ passing: [...], failing: [...] }`: descriptions on which the rule stays silent, and on which it, and only it, fires. Several screens of one example are separated by a line `---`. In a failing example, `↓` just before an element (`↓<barButtonItem …`, `↓{` in JSON) or a property (`<alert ↓title=…`) marks the place at fault: the rule's findings must be exactly one at each mark. A failing example may also be written `{ description: …, messages: [...] }` to pin the findings' messages, in report order, and, for a rule with a fix, `fixed: …`: the description once every fix is made. An example in source code is written `{ code: { language: objc, text: … } }` (and `messages`, if wanted), `↓` just before the argument at fault (`initWithTitle:↓@\"Error\"`) or the call that builds the alert."),
    ]

    /// The keys of a check, besides the parameters of its primitive.
    static let checkKeys: [Key] = [
        key("type", required: true, "The primitive: one of those below."),
        key("appliesTo", "A selector that replaces the rule's `appliesTo` for this check."),
        key("message", required: true, "The finding's message, with `{placeholders}` the primitive fills, the common `{element}`, `{kind}` and `{label}`, and `{@name}` for the checked element's property `name`."),
        key("messageFor", "Other messages for findings of a given variant: `{ variant: message }`."),
        key("messageInInterfaceBuilder", "The message for findings on screens read from storyboards and xibs, when `message` names a property of the description format (`hitInsets`, `keyboardType`): the advice says what to change in Interface Builder instead (a frame or constraint, a setting of the Attributes inspector). The same placeholders as `message`; a variant's own message still wins."),
        key("severity", "This check's severity, when it is not the rule's."),
        key("citation", "Which of the rule's citations (1-based) this check's findings carry (default 1)."),
        key("citationFor", "Citations (1-based) by finding variant: `{ variant: n }`, for checks whose cases different passages cover."),
        key("fix", "The repair of the check's findings at the element at fault: `{ set: property, to: value }`, `{ remove: property }`, `{ moveAfter: selector }`, or several made together (`operations`), and `safety` (see [Fixes](#fixes))."),
    ]

    /// The keys of a selector written as a mapping (a selector may also be a kind or a list of kinds).
    static let selectorKeys: [Key] = [
        key("element", "One kind or a list of kinds; any kind when left out."),
        key("where", "`{ property: value }` or `{ property: [value, ...] }`: every listed property has one of the listed values. A property the description leaves out has UIKit's default."),
        key("whereNot", "As `where`, but no listed property may have a listed value."),
        key("whereIgnoringCase", "As `where`, comparing texts without regard to case (`Cancel` matches `cancel` and `CANCEL`)."),
        key("startsWith", "`{ property: text }` or a list of texts: every listed property begins with one of them, ignoring case."),
        key("has", "A property name or a list: these properties are given and not empty, or set at run time (`setAtRunTime`)."),
        key("lacks", "A property name or a list: these properties are not given, or empty, and not set at run time."),
        key("inside", "A selector or a list of selectors: some ancestor matches one of them."),
        key("notInside", "A selector or a list of selectors: no ancestor matches any of them."),
        key("containing", "A selector or a list of selectors: some descendant matches one of them (a modal view's contents do not count)."),
        key("notContaining", "A selector or a list of selectors: no descendant matches any of them."),
    ]

    /// The keys of a line of a size table (`sizes`).
    static let sizeEntryKeys: [Key] = [
        key("where", "`{ property: value }`: the images this line is for; a property the image does not declare matches any value."),
        key("size", required: true, "`WIDTHxHEIGHT` in pixels, e.g. `57x57`."),
        key("label", "What the image is, for messages (default the size)."),
        key("requiredFor", "The devices (`iphone`, `ipad`) for which an image of this size must exist."),
    ]

    /// The placeholders every check's message may use.
    static let commonVariables: [(name: String, meaning: String)] = [
        ("element", "the element's path, as reports name it"),
        ("kind", "the element's kind"),
        ("label", "the element's name, title, text or system item, else its kind"),
    ]
}
