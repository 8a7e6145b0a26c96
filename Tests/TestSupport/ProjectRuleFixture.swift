/// A project rule file that uses every place a name of the vocabulary can appear, for the tests of
/// rule validation in the library and on the command line, and where a token stands in a text.
package enum ProjectRuleFixture {
    /// A project rule that uses every place a name of the vocabulary can appear.
    package static let rule = """
        id: house-rule
        title: X
        severity: warning
        summary: x
        parameters:
          barStyle: black
        appliesTo: toolbar
        checks:
          - type: childCount
            children: { element: barButtonItem, where: { style: bordered }, notInside: { element: modalView } }
            when: { greaterThan: 5 }
            message: "{count} items on a {@style} toolbar"
          - type: minimumHitRegion
            appliesTo: { element: segmentedControl, whereNot: { enabled: false } }
            perChild: segment
            message: "small"
          - type: propertyValue
            appliesTo: { element: navigationBar, where: { style: $barStyle } }
            property: translucent
            allowed: [true]
            message: "{value}"
          - type: consistentAcrossScreens
            properties: [translucent]
            groupBy: orientation
            messageFor: { tie: "a tie" }
            message: "x"
        citations: [{ section: S, page: 80, quote: Q }]
        examples: { passing: [], failing: [] }
        """

    /// The line and column (1-based) where `token` first stands in `text`.
    package static func position(of token: String, in text: String) -> (line: Int, column: Int)? {
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if let range = line.range(of: token) { return (index + 1, line.distance(from: line.startIndex, to: range.lowerBound) + 1) }
        }
        return nil
    }
}
