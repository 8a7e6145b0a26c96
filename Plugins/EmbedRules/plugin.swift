import Foundation
import PackagePlugin

/// Embeds the package's `Rules/*.yml` files into the target that uses the plugin.
@main
struct EmbedRules: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let rulesDirectory = context.package.directoryURL.appending(path: "Rules")
        let ruleFiles = try FileManager.default
            .contentsOfDirectory(at: rulesDirectory, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "yml" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedRules.swift")
        return [
            .buildCommand(
                displayName: "Embedding \(ruleFiles.count) rule files",
                executable: try context.tool(named: "embed-rules").url,
                arguments: [output.path] + ruleFiles.map(\.path),
                inputFiles: ruleFiles + [rulesDirectory],
                outputFiles: [output]
            )
        ]
    }
}
