/// Where a rule's subject can exist in Interface Builder files, as a rule file declares it with the
/// key `interfaceBuilder`: for each IB format, nothing (the subject exists there, so the rule must
/// have an example in that format) or why the rule cannot apply to it (alerts are built in code;
/// archive xibs hold no segues). Written as text, the reason holds for both formats; written as
/// `{ document: …, archive: … }`, for the format named.
///
/// The coverage table of docs/rules.md is made from this and from the formats of the rule's
/// examples (`RuleCoverage`).
struct InterfaceBuilderScope: RuleReadable, Sendable, Equatable {
    /// Why the rule cannot apply to the XML document format of Xcode 5 and later, or nil if it can.
    var documentReason: String?
    /// Why the rule cannot apply to the archive format of Xcode 3–4, or nil if it can.
    var archiveReason: String?

    init(documentReason: String? = nil, archiveReason: String? = nil) {
        (self.documentReason, self.archiveReason) = (documentReason, archiveReason)
    }

    init(reading: RuleReading) throws {
        guard case .map = reading.value else {
            let reason = try String(reading: reading)
            self.init(documentReason: reason, archiveReason: reason)
            return
        }
        let fields = try reading.fields(allowed: ["document", "archive"], in: "interfaceBuilder")
        self.init(documentReason: try fields.optional("document"), archiveReason: try fields.optional("archive"))
        guard documentReason != nil || archiveReason != nil else {
            throw reading.problem("interfaceBuilder names no format: give document, archive or both, each with its reason")
        }
    }
}
