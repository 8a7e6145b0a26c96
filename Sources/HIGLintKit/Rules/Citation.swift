/// The document every rule comes from.
enum Guidelines {
    static let document = "iPhone Human Interface Guidelines"
    static let edition = "2010-09-01"
}

/// Where in the guidelines a rule comes from, with the guideline's own words.
public struct Citation: Codable, RuleReadable, Sendable, Hashable {
    public var document: String
    public var edition: String
    /// Section path inside the document, e.g. "Toolbars › Toolbar Contents".
    public var section: String
    public var page: Int
    /// The guideline, verbatim.
    public var quote: String

    enum CodingKeys: String, CodingKey { case document, edition, section, page, quote }

    init(section: String, page: Int, quote: String) {
        self.document = Guidelines.document
        self.edition = Guidelines.edition
        self.section = section
        self.page = page
        self.quote = quote
    }

    /// Rule files give only section, page and quote; document and edition are the guidelines'.
    init(reading: RuleReading) throws {
        let fields = try reading.fields(allowed: ["document", "edition", "section", "page", "quote"], in: "a citation")
        self.init(section: try fields.required("section"), page: try fields.required("page"),
                  quote: try fields.required("quote", as: String.self).trimmedOfWhitespaceAndNewlines)
        document = try fields.optional("document") ?? Guidelines.document
        edition = try fields.optional("edition") ?? Guidelines.edition
    }
}

import Foundation
