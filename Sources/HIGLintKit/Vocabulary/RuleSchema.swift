import Foundation

/// Rule files (`Rules/*.yml`, and a project's `rules_paths`) as a JSON Schema (draft 2020-12), for
/// editors and validators: the keys of a rule, of a check and of a selector, each primitive with
/// its parameters, and the kinds and properties of the vocabulary. Generated from
/// `RuleLanguage`, `PrimitiveDeclaration` and `Vocabulary` by `higlint schema rule`;
/// `schemas/rule.schema.json` holds the generated file. What a schema cannot say (that a property
/// belongs to the kinds a selector names, say) higlint checks when it reads a rule.
public enum RuleSchema {
    public static func jsonSchema() -> String {
        let kinds = Vocabulary.kinds.keys.sorted()
        let properties = Set(Vocabulary.kinds.values.flatMap(\.properties.keys)).sorted()
        var definitions: [String: Any] = [
            "fix": fixSchema(),
            "parameterReference": [
                "description": "A parameter of the rule (`$name`), replaced by its value in force.",
                "type": "string", "pattern": "^\\$[A-Za-z_][A-Za-z0-9_]*$",
            ],
            "kind": orParameter(["description": "An element kind of the vocabulary (docs/format.md).", "enum": kinds]),
            "property": orParameter(["description": "A property of the vocabulary (docs/format.md).", "enum": properties]),
            "properties": oneOrMany(["$ref": "#/$defs/property"]),
            "scalar": ["type": ["string", "number", "boolean"]],
            "selector": selectorSchema(),
            "selectors": oneOrMany(["$ref": "#/$defs/selector"]),
            "valueLists": valueListsSchema(properties: properties, checkValues: true),
            "prefixLists": valueListsSchema(properties: properties, checkValues: false),
            "countCondition": [
                "description": "When a count is a violation.",
                "type": "object",
                "properties": Dictionary(uniqueKeysWithValues: ["greaterThan", "lessThan", "equals", "notEquals"].map {
                    ($0, orParameter(["type": "integer"]))
                }),
                "minProperties": 1,
                "additionalProperties": false,
            ],
            "sizeTable": [
                "type": "array",
                "items": object(RuleLanguage.sizeEntryKeys, [
                    "where": ["$ref": "#/$defs/valueLists"],
                    "size": orParameter(["type": "string", "pattern": "^[0-9]+x[0-9]+$"]),
                    "label": ["type": "string"],
                    "requiredFor": oneOrMany(["enum": ["iphone", "ipad"]]),
                ]),
            ],
            "citation": [
                "type": "object",
                "properties": [
                    "section": ["description": "The section path, e.g. \"Toolbars › Toolbar Contents\".", "type": "string"],
                    "page": ["description": "The page of the guidelines.", "type": "integer"],
                    "quote": ["description": "The guideline's words, verbatim.", "type": "string"],
                    "document": ["type": "string"],
                    "edition": ["type": "string"],
                ],
                "required": ["section", "page", "quote"],
                "additionalProperties": false,
            ],
        ]
        var checkConditions: [Any] = []
        for (name, reference) in PrimitiveDeclaration.all.sorted(by: { $0.key < $1.key }) {
            definitions["check-" + name] = checkSchema(name, reference)
            checkConditions.append([
                "if": ["properties": ["type": ["const": name]], "required": ["type"]],
                "then": ["$ref": "#/$defs/check-\(name)"],
            ])
        }
        definitions["check"] = [
            "type": "object",
            "properties": ["type": ["description": "The primitive.", "enum": PrimitiveDeclaration.all.keys.sorted()]],
            "required": ["type", "message"],
            "allOf": checkConditions,
        ]
        let rule = object(RuleLanguage.ruleKeys, [
            "id": ["type": "string", "pattern": "^[a-z0-9]+(-[a-z0-9]+)*$"],
            "title": ["type": "string"],
            "severity": ["enum": Severity.allCases.map(\.rawValue)],
            "enabled": ["type": "boolean"],
            "summary": ["type": "string"],
            "parameters": ["type": "object", "additionalProperties": ["$ref": "#/$defs/scalar"]],
            "appliesTo": ["$ref": "#/$defs/selector"],
            "checks": ["type": "array", "minItems": 1, "items": ["$ref": "#/$defs/check"]],
            "citations": ["type": "array", "minItems": 1, "items": ["$ref": "#/$defs/citation"]],
            // Why the rule cannot apply to IB: for both formats, or per format.
            "interfaceBuilder": ["oneOf": [
                ["type": "string", "minLength": 1],
                ["type": "object", "additionalProperties": false, "minProperties": 1,
                 "properties": ["document": ["type": "string", "minLength": 1], "archive": ["type": "string", "minLength": 1]]],
            ] as [Any]],
            // Why the rule cannot apply to alerts read from code.
            "code": ["type": "string", "minLength": 1],
            // An example is its text, its text with the messages it must give, or code.
            "examples": [
                "type": "object", "required": ["passing", "failing"], "additionalProperties": false,
                "properties": [
                    "passing": ["type": "array", "items": ["oneOf": [["type": "string"], codeExample(withMessages: false)] as [Any]]],
                    "failing": ["type": "array", "items": ["oneOf": [
                        ["type": "string"],
                        ["type": "object", "required": ["description"], "additionalProperties": false,
                         "properties": ["description": ["type": "string"],
                                        "messages": ["type": "array", "items": ["type": "string"]],
                                        "fixed": ["type": "string"]]],
                        codeExample(withMessages: true),
                    ] as [Any]]],
                ],
            ] as [String: Any],
        ])
        var schema: [String: Any] = [
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "$id": "https://higlint.dev/schemas/rule.schema.json",
            "title": "higlint rule file",
            "description": "Generated by `higlint schema rule`; do not edit. docs/rule-language.md describes every key.",
            "$defs": definitions,
        ]
        schema.merge(rule) { own, _ in own }
        let data = try! JSONSerialization.data(withJSONObject: schema, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// An object of exactly these keys, each with its summary as description.
    private static func object(_ keys: [RuleLanguage.Key], _ schemas: [String: [String: Any]]) -> [String: Any] {
        var properties: [String: Any] = [:]
        for key in keys {
            var schema = schemas[key.name] ?? [:]
            schema["description"] = key.summary
            properties[key.name] = schema
        }
        return [
            "type": "object",
            "properties": properties,
            "required": keys.filter(\.required).map(\.name),
            "additionalProperties": false,
        ]
    }

    /// A check's repair: one operation (`{ set, to }`, `{ set, toValueNamed }`, `{ remove }`,
    /// `{ moveAfter }` or `{ moveBefore }`) or a list of them (`operations`), and its safety.
    private static func fixSchema() -> [String: Any] {
        let operationSchemas: [String: [String: Any]] = [
            "set": ["$ref": "#/$defs/property"],
            "to": ["type": ["string", "number", "boolean"]],
            "toValueNamed": ["type": "string"],
            "remove": ["$ref": "#/$defs/property"],
            "moveAfter": ["$ref": "#/$defs/selector"],
            "moveBefore": ["$ref": "#/$defs/selector"],
        ]
        let oneOperation: [[String: Any]] = [
            ["required": ["set", "to"]], ["required": ["set", "toValueNamed"]], ["required": ["remove"]],
            ["required": ["moveAfter"]], ["required": ["moveBefore"]],
        ]
        var operation = object(FixDeclaration.operationKeys, operationSchemas)
        operation["oneOf"] = oneOperation
        var fix = object(FixDeclaration.keys, operationSchemas.merging([
            "operations": ["type": "array", "minItems": 1, "items": operation],
            "safety": ["enum": SuggestedFix.Safety.allCases.map(\.rawValue)],
        ]) { first, _ in first })
        fix["oneOf"] = oneOperation + [["required": ["operations"]]]
        return fix
    }

    /// An example written in code: `{ code: { language, text }, messages }`.
    private static func codeExample(withMessages: Bool) -> [String: Any] {
        var properties: [String: Any] = [
            "code": ["type": "object", "required": ["language", "text"], "additionalProperties": false,
                     "properties": ["language": ["enum": CodeLanguage.allCases.map(\.rawValue)], "text": ["type": "string"]]] as [String: Any],
        ]
        if withMessages { properties["messages"] = ["type": "array", "items": ["type": "string"]] }
        return ["type": "object", "required": ["code"], "additionalProperties": false, "properties": properties]
    }

    private static func orParameter(_ schema: [String: Any]) -> [String: Any] {
        ["anyOf": [schema, ["$ref": "#/$defs/parameterReference"]]]
    }

    private static func oneOrMany(_ item: [String: Any]) -> [String: Any] {
        ["anyOf": [item, ["type": "array", "items": item]]]
    }

    private static func selectorSchema() -> [String: Any] {
        let keyed = object(RuleLanguage.selectorKeys, [
            "element": oneOrMany(["$ref": "#/$defs/kind"]),
            "where": ["$ref": "#/$defs/valueLists"],
            "whereNot": ["$ref": "#/$defs/valueLists"],
            "whereIgnoringCase": ["$ref": "#/$defs/prefixLists"],
            "startsWith": ["$ref": "#/$defs/prefixLists"],
            "has": ["$ref": "#/$defs/properties"],
            "lacks": ["$ref": "#/$defs/properties"],
            "inside": ["$ref": "#/$defs/selectors"],
            "notInside": ["$ref": "#/$defs/selectors"],
            "containing": ["$ref": "#/$defs/selectors"],
            "notContaining": ["$ref": "#/$defs/selectors"],
        ])
        return [
            "description": "Picks elements: a kind, a list of kinds, or a mapping of the keys below.",
            "anyOf": [["$ref": "#/$defs/kind"], ["type": "array", "items": ["$ref": "#/$defs/kind"]], keyed],
        ]
    }

    /// `{ property: value }` or `{ property: [values] }`; with `checkValues`, each value is one
    /// the property can take on some kind.
    private static func valueListsSchema(properties: [String], checkValues: Bool) -> [String: Any] {
        guard checkValues else {
            return ["type": "object", "propertyNames": ["$ref": "#/$defs/property"], "additionalProperties": oneOrMany(["type": ["string", "number"]])]
        }
        var byProperty: [String: Any] = [:]
        for name in properties { byProperty[name] = oneOrMany(valueSchema(of: name)) }
        return ["type": "object", "properties": byProperty, "additionalProperties": false]
    }

    /// The values a property takes on any kind: an enumeration when every kind that has it gives
    /// one, else any value of its types.
    private static func valueSchema(of property: String) -> [String: Any] {
        let types = Vocabulary.kinds.values.compactMap { $0.properties[property] }
        var choices: [String] = []
        for type in types {
            switch type {
            case .oneOf(let values): choices += values.filter { !choices.contains($0) }
            case .boolean: choices += ["true", "false"].filter { !choices.contains($0) }
            default: return ["$ref": "#/$defs/scalar"]
            }
        }
        // YAML reads `true` and `2` as a boolean and a number.
        var values: [Any] = choices.sorted()
        values += choices.compactMap { Int($0) }.sorted()
        values += choices.compactMap { ["true": true, "false": false][$0] }.sorted { !$0 && $1 }
        return orParameter(["enum": values])
    }

    private static func checkSchema(_ name: String, _ reference: PrimitiveDeclaration) -> [String: Any] {
        var schemas: [String: [String: Any]] = [
            "type": ["const": name],
            "appliesTo": ["$ref": "#/$defs/selector"],
            "message": ["type": "string"],
            "messageInInterfaceBuilder": ["type": "string"],
            "severity": ["enum": Severity.allCases.map(\.rawValue)],
            "citation": orParameter(["type": "integer", "minimum": 1]),
            "fix": ["$ref": "#/$defs/fix"],
        ]
        let variants = reference.variants.map(\.name)
        let variantNames: [String: Any] = variants.isEmpty ? ["maxLength": 0] : ["enum": variants]
        schemas["messageFor"] = ["type": "object", "propertyNames": variantNames, "additionalProperties": ["type": "string"]]
        schemas["citationFor"] = ["type": "object", "propertyNames": variantNames, "additionalProperties": ["type": "integer", "minimum": 1]]
        var keys = RuleLanguage.checkKeys
        for parameter in reference.parameters {
            schemas[parameter.name] = parameterSchema(parameter.shape)
            keys.append(RuleLanguage.Key(name: parameter.name, required: parameter.required, summary: parameter.summary))
        }
        var schema = object(keys, schemas)
        schema["description"] = reference.summary
        return schema
    }

    private static func parameterSchema(_ shape: PrimitiveDeclaration.Shape) -> [String: Any] {
        switch shape {
        case .selector: return ["$ref": "#/$defs/selector"]
        case .selectorMap: return ["type": "object", "additionalProperties": ["$ref": "#/$defs/selector"]]
        case .property: return ["$ref": "#/$defs/property"]
        case .properties: return ["$ref": "#/$defs/properties"]
        case .propertyValues: return oneOrMany(["$ref": "#/$defs/scalar"])
        case .propertyValueMap: return ["type": "object", "additionalProperties": ["$ref": "#/$defs/scalar"]]
        case .kind: return ["$ref": "#/$defs/kind"]
        case .integer: return orParameter(["type": "integer"])
        case .number: return orParameter(["type": "number"])
        case .boolean: return orParameter(["type": "boolean"])
        case .choice(let values): return orParameter(["enum": values])
        case .words: return oneOrMany(["type": "string"])
        case .pattern, .template: return ["type": "string"]
        case .countCondition: return ["$ref": "#/$defs/countCondition"]
        case .sizeTable: return ["$ref": "#/$defs/sizeTable"]
        }
    }
}
