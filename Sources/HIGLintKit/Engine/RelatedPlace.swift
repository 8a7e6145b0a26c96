/// Another place a finding speaks of. A cross-screen finding (a navigation bar unlike the app's)
/// names the screens it was compared with; each is one related place: the element of that screen
/// that was compared, the screen's name and what it has there. Reports link to them (SARIF's
/// `relatedLocations`, the JSON report's `related`) and the visual report draws those screens
/// beside the reported one.
public struct RelatedPlace: Sendable, Hashable {
    public var location: SourceLocation
    /// The compared element's path (`screen[Inbox]/navigationBar`), as `Violation.elementPath`.
    public var elementPath: String
    /// The screen's name, as the message gives it (without quotes).
    public var screen: String
    /// What that screen has, as the message gives it: `black`, `not translucent`.
    public var value: String

    init(location: SourceLocation, elementPath: String, screen: String, value: String) {
        self.location = location
        self.elementPath = elementPath
        self.screen = screen
        self.value = value
    }
}
