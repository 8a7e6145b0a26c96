/// The tool's identity, as reports give it.
public enum HIGLint {
    static let name = "higlint"
    public static let version = "0.1.0"
}
