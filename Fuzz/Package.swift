// swift-tools-version:6.0
// Fuzz targets for higlint's readers, built with libFuzzer (see Fuzz/run). A package of its own,
// so that the main package never needs the fuzzer's flags.
import PackageDescription

let package = Package(
    name: "higlint-fuzz",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "higlint", path: "..")],
    targets: [.target(name: "CFuzzerDriver")] + ["FuzzXML", "FuzzJSON", "FuzzPNG", "FuzzIB", "FuzzMerge", "FuzzXcodeProject"].map { name in
        .executableTarget(name: name, dependencies: ["CFuzzerDriver", .product(name: "HIGLintKit", package: "higlint")])
    }
)
