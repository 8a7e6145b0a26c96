#!/usr/bin/env python3
"""Writes two copies of the storyboards and xibs under a folder of apps (one app a folder, as
../shared/corpus holds them), for timing what reading Xcode projects costs a run:

    OUT/without/<app>/...                        the files alone
    OUT/with/<app>/...                           the same files, and
    OUT/with/<app>/<app>.xcodeproj/project.pbxproj   a project whose one iOS app ships all of them

Each project also lists SOURCES source files in groups and a Sources phase, as a real app's
project does (a project file of an app with a few dozen screens holds thousands of objects), so
that the time measured includes parsing a project file of a real size.

    Benchmarks/xcodeproj.py CORPUS OUT [--sources 2000]
"""
import argparse
import os
import shutil
from pathlib import Path


def object_id(kind, number):
    # 24 hex digits, as Xcode writes them.
    return f"{kind:02X}{number:022X}"


def pbxproj(app, files, sources):
    objects = []
    references, build_files, source_builds = [], [], []
    for number, path in enumerate(files):
        reference, build = object_id(1, number), object_id(2, number)
        kind = "file.storyboard" if path.endswith(".storyboard") else "file.xib"
        objects.append(f'{reference} /* {Path(path).name} */ = {{isa = PBXFileReference; lastKnownFileType = {kind}; path = "{path}"; sourceTree = "<group>"; }};')
        objects.append(f'{build} /* {Path(path).name} in Resources */ = {{isa = PBXBuildFile; fileRef = {reference} /* {Path(path).name} */; }};')
        references.append(reference)
        build_files.append(build)
    groups = []
    for number in range(sources):
        reference, build = object_id(3, number), object_id(4, number)
        name = f"Source{number:05d}.swift"
        objects.append(f'{reference} /* {name} */ = {{isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = {name}; sourceTree = "<group>"; }};')
        objects.append(f'{build} /* {name} in Sources */ = {{isa = PBXBuildFile; fileRef = {reference} /* {name} */; }};')
        source_builds.append(build)
        if number % 50 == 0:
            groups.append([])
        groups[-1].append(reference)
    group_ids = []
    for number, children in enumerate(groups):
        group = object_id(5, number)
        group_ids.append(group)
        listed = "".join(f"\n\t\t\t\t{child},\n" for child in children)
        objects.append(f'{group} /* Group{number} */ = {{\n\t\t\tisa = PBXGroup;\n\t\t\tchildren = ({listed}\t\t\t);\n\t\t\tpath = Sources/Group{number};\n\t\t\tsourceTree = "<group>";\n\t\t}};')
    main = object_id(6, 0)
    children = "".join(f"\n\t\t\t\t{child}," for child in references + group_ids)
    objects.append(f'{main} = {{\n\t\t\tisa = PBXGroup;\n\t\t\tchildren = ({children}\n\t\t\t);\n\t\t\tsourceTree = "<group>";\n\t\t}};')
    resources, sources_phase, target, project = object_id(7, 0), object_id(7, 1), object_id(8, 0), object_id(9, 0)
    listed = "".join(f"\n\t\t\t\t{build}," for build in build_files)
    objects.append(f'{resources} /* Resources */ = {{\n\t\t\tisa = PBXResourcesBuildPhase;\n\t\t\tfiles = ({listed}\n\t\t\t);\n\t\t}};')
    listed = "".join(f"\n\t\t\t\t{build}," for build in source_builds)
    objects.append(f'{sources_phase} /* Sources */ = {{\n\t\t\tisa = PBXSourcesBuildPhase;\n\t\t\tfiles = ({listed}\n\t\t\t);\n\t\t}};')
    for number, owner in ((0, "target"), (1, "project")):
        configuration, configuration_list = object_id(10, number), object_id(11, number)
        settings = ("IPHONEOS_DEPLOYMENT_TARGET = 12.0; SDKROOT = iphoneos; TARGETED_DEVICE_FAMILY = \"1,2\";"
                    if owner == "project" else "INFOPLIST_FILE = Info.plist; PRODUCT_NAME = \"$(TARGET_NAME)\";")
        objects.append(f"{configuration} /* Release */ = {{isa = XCBuildConfiguration; buildSettings = {{{settings}}}; name = Release; }};")
        objects.append(f"{configuration_list} = {{isa = XCConfigurationList; buildConfigurations = ({configuration}, ); defaultConfigurationName = Release; }};")
    objects.append(f'{target} /* {app} */ = {{isa = PBXNativeTarget; buildConfigurationList = {object_id(11, 0)}; buildPhases = ({sources_phase}, {resources}, ); name = "{app}"; productType = "com.apple.product-type.application"; }};')
    objects.append(f"{project} = {{isa = PBXProject; buildConfigurationList = {object_id(11, 1)}; developmentRegion = en; mainGroup = {main}; projectDirPath = \"\"; targets = ({target}, ); }};")
    body = "\n".join(f"\t\t{text}" for text in objects)
    return f"// !$*UTF8*$!\n{{\n\tarchiveVersion = 1;\n\tclasses = {{\n\t}};\n\tobjectVersion = 56;\n\tobjects = {{\n{body}\n\t}};\n\trootObject = {project};\n}}\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("corpus", type=Path)
    parser.add_argument("out", type=Path)
    parser.add_argument("--sources", type=int, default=2000)
    args = parser.parse_args()
    shutil.rmtree(args.out, ignore_errors=True)
    for app in sorted(entry for entry in args.corpus.iterdir() if entry.is_dir()):
        files = sorted(str(path.relative_to(app)) for path in app.rglob("*")
                       if path.suffix in (".storyboard", ".xib") and path.is_file())
        if not files:
            continue
        for copy in ("with", "without"):
            for path in files:
                target = args.out / copy / app.name / path
                target.parent.mkdir(parents=True, exist_ok=True)
                shutil.copyfile(app / path, target)
        project = args.out / "with" / app.name / f"{app.name}.xcodeproj"
        project.mkdir(parents=True)
        (project / "project.pbxproj").write_text(pbxproj(app.name, files, args.sources))


if __name__ == "__main__":
    main()
