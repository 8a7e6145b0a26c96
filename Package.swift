// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "higlint",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "higlint", targets: ["higlint"]),
        // Reads Swift files for the alerts they build, for higlint, which starts it beside itself:
        // swift-syntax lives here alone, so that building and starting `higlint` does not pay for it.
        .executable(name: "higlint-swift-reader", targets: ["higlint-swift-reader"]),
        .library(name: "HIGLintKit", targets: ["HIGLintKit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
    targets: [
        // libxml2 from the system (Debian: libxml2-dev), found through pkg-config.
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
        ),
        // libpng from the system (Debian: libpng-dev), to read the pixels of icons and launch images.
        .systemLibrary(
            name: "CLibPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"]), .brew(["libpng"])]
        ),
        // jemalloc from the system (Debian: libjemalloc-dev), linked into the executable in place of
        // the C library's malloc: a check allocates and frees small objects by the million.
        .systemLibrary(
            name: "CJemalloc",
            pkgConfig: "jemalloc",
            providers: [.apt(["libjemalloc-dev"])]
        ),
        // The rule file format: a rule file (YAML) becomes a plain value tree higlint makes its rule from.
        .target(name: "HIGLintRuleFormat", dependencies: ["Yams"]),
        // Turns the rule files in Rules/ into Swift source, so the binary carries its rules,
        // already converted to value trees written as Swift literals.
        .executableTarget(name: "embed-rules", dependencies: ["HIGLintRuleFormat", "Yams"]),
        .plugin(
            name: "EmbedRules",
            capability: .buildTool(),
            dependencies: ["embed-rules"]
        ),
        // The alerts and action sheets a code file builds, as both code readers give them: also
        // what the Swift reader's process answers with (Codable).
        .target(name: "HIGLintCodeModel"),
        // The Swift reader, on swift-syntax; run by `higlint-swift-reader`.
        .target(
            name: "HIGLintSwiftReader",
            dependencies: [
                "HIGLintCodeModel",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),
        .executableTarget(name: "higlint-swift-reader", dependencies: ["HIGLintCodeModel", "HIGLintSwiftReader"]),
        .target(
            name: "HIGLintKit",
            dependencies: ["CLibXML2", "CLibPNG", "HIGLintCodeModel", "HIGLintRuleFormat", "Yams"],
            plugins: ["EmbedRules"]
        ),
        .executableTarget(
            name: "higlint",
            dependencies: [
                "HIGLintKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .target(name: "CJemalloc", condition: .when(platforms: [.linux])),
            ]
        ),
        // What both test targets share: where the package and ../shared are, temporary folders,
        // the needs a test declares (Requires), running the built executable and outside tools.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        // Tests of the library, one folder per folder of Sources/HIGLintKit. Rule examples written
        // in Swift are read by the built `higlint-swift-reader`, as in a user's run.
        .testTarget(
            name: "HIGLintKitTests",
            dependencies: ["HIGLintKit", "higlint-swift-reader", "TestSupport", .product(name: "PropertyBased", package: "swift-property-based")],
            exclude: ["Golden", "FuzzRegressions"]
        ),
        // Tests of the Swift reader, called in-process.
        .testTarget(name: "HIGLintSwiftReaderTests", dependencies: ["HIGLintSwiftReader", "HIGLintCodeModel"]),
        // Tests that start the built `higlint` executable, as a user or a git hook does.
        .testTarget(
            name: "HIGLintCommandTests",
            dependencies: ["HIGLintKit", "higlint", "higlint-swift-reader", "TestSupport"]
        ),
    ]
)
