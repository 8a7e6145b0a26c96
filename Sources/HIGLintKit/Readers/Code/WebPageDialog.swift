import HIGLintCodeModel

/// The `WKUIDelegate` methods that show a web page's JavaScript `alert()`, `confirm()` and
/// `prompt()` as an alert: the page writes its text, and the web API prescribes its buttons (one
/// OK for `alert()`, OK and Cancel for `confirm()`). An alert built in one of them is not the
/// app's wording, nor its choice of buttons, so it is not judged. Only the method's own body
/// counts: an alert built in a helper it calls is judged like any other.
enum WebPageDialog {
    /// The selectors' parts up to the one that names the panel; the parts after it
    /// (`initiatedByFrame:completionHandler:`, or none in Swift's `async` form) vary.
    static let selectorPrefixes = [
        "webView:runJavaScriptAlertPanelWithMessage:",
        "webView:runJavaScriptConfirmPanelWithMessage:",
        "webView:runJavaScriptTextInputPanelWithPrompt:",
    ]

    /// The JavaScript function whose panel the alert shows (`alert()`), or nil when it is the app's own.
    static func javaScriptFunction(showing alert: CodeAlert) -> String? {
        guard let selector = alert.enclosingSelector else { return nil }
        guard let index = selectorPrefixes.firstIndex(where: selector.hasPrefix) else { return nil }
        return ["alert()", "confirm()", "prompt()"][index]
    }
}
