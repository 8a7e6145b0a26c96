/// A small project file with one of each construct the reader follows: an app with a localized
/// storyboard (Base and a `.strings`), a file under a `SOURCE_ROOT` path, a synchronized folder with
/// exceptions; an app extension with whole localized xibs (English, French) and an `.xcconfig`; a
/// Mac app; a framework that takes a xib from beside the project's folder; a file no target ships,
/// in a group that has a name and no path.
enum ProjectFixture {
    static let pbxproj = #"""
        // !$*UTF8*$!
        {
        	archiveVersion = 1;
        	classes = {
        	};
        	objectVersion = 77;
        	objects = {

        /* Begin PBXBuildFile section */
        		B001 /* Main.storyboard in Resources */ = {isa = PBXBuildFile; fileRef = V001 /* Main.storyboard */; };
        		B002 = {isa = PBXBuildFile; fileRef = F003; };
        		B003 = {isa = PBXBuildFile; fileRef = F004; };
        		B004 = {isa = PBXBuildFile; fileRef = V002; };
        		B005 = {isa = PBXBuildFile; fileRef = F008; };
        		B006 = {isa = PBXBuildFile; productRef = P001; };
        		B007 = {isa = PBXBuildFile; fileRef = F009; };
        /* End PBXBuildFile section */
        		F001 /* Base */ = {isa = PBXFileReference; lastKnownFileType = file.storyboard; name = Base; path = Base.lproj/Main.storyboard; sourceTree = "<group>"; };
        		F002 /* es */ = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = es; path = es.lproj/Main.strings; sourceTree = "<group>"; };
        		F003 = {isa = PBXFileReference; path = Cells/ItemCell.xib; sourceTree = "<group>"; };
        		F004 = {isa = PBXFileReference; path = "App/Launch Screen.xib"; sourceTree = SOURCE_ROOT; };
        		F005 = {isa = PBXFileReference; name = English; path = English.lproj/MainInterface.xib; sourceTree = "<group>"; };
        		F006 = {isa = PBXFileReference; name = French; path = French.lproj/MainInterface.xib; sourceTree = "<group>"; };
        		F007 = {isa = PBXFileReference; path = "Old copy.xib"; sourceTree = "<group>"; };
        		F008 = {isa = PBXFileReference; path = Main.storyboard; sourceTree = "<group>"; };
        		F009 = {isa = PBXFileReference; path = HUD.xib; sourceTree = "<group>"; };
        		F010 = {isa = PBXFileReference; path = /System/Library/Frameworks/UIKit.framework; sourceTree = "<absolute>"; };
        		F011 = {isa = PBXFileReference; path = App.app; sourceTree = BUILT_PRODUCTS_DIR; };
        		F012 = {isa = PBXFileReference; path = Widget.xcconfig; sourceTree = "<group>"; };
        		V001 /* Main.storyboard */ = {
        			isa = PBXVariantGroup;
        			children = (
        				F001 /* Base */,
        				F002 /* es */,
        			);
        			name = Main.storyboard;
        			sourceTree = "<group>";
        		};
        		V002 = {isa = PBXVariantGroup; children = (F005, F006); name = MainInterface.xib; sourceTree = "<group>"; };
        		G000 = {isa = PBXGroup; children = (G001, G002, G003, G004, S001, F010, F011, F012, ); sourceTree = "<group>"; };
        		G001 = {isa = PBXGroup; children = (V001, F003, G005, ); path = App; sourceTree = "<group>"; };
        		G002 = {isa = PBXGroup; children = (V002, F004, ); path = "Today Widget"; sourceTree = "<group>"; };
        		G003 = {isa = PBXGroup; children = (F008, ); path = Mac; sourceTree = "<group>"; };
        		G004 = {isa = PBXGroup; children = (F009, ); path = ../Shared/UI; sourceTree = "<group>"; };
        		G005 = {isa = PBXGroup; children = (F007, ); name = Attic; sourceTree = "<group>"; };
        		S001 = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E001, E002, ); explicitFileTypes = {}; explicitFolders = (); path = Synced; sourceTree = "<group>"; };
        		E001 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Share/Picker.xib, /Localized/Share/Compose.xib, ); target = T001; };
        		E002 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Share/Picker.xib, ); target = T002; };
        		T001 = {isa = PBXNativeTarget; buildConfigurationList = L001; buildPhases = (R001, ); fileSystemSynchronizedGroups = (S001, ); name = App; productType = "com.apple.product-type.application"; };
        		T002 = {isa = PBXNativeTarget; buildConfigurationList = L002; buildPhases = (R002, ); name = "Today Widget"; productType = "com.apple.product-type.app-extension"; };
        		T003 = {isa = PBXNativeTarget; buildConfigurationList = L003; buildPhases = (R003, ); name = MacApp; productType = "com.apple.product-type.application"; };
        		T004 = {isa = PBXNativeTarget; buildConfigurationList = L004; buildPhases = (R004, ); name = UIKitty; productType = "com.apple.product-type.framework"; };
        		R001 = {isa = PBXResourcesBuildPhase; files = (B001, B002, B003, B006, ); };
        		R002 = {isa = PBXResourcesBuildPhase; files = (B004, ); };
        		R003 = {isa = PBXResourcesBuildPhase; files = (B005, ); };
        		R004 = {isa = PBXResourcesBuildPhase; files = (B007, ); };
        		L000 = {isa = XCConfigurationList; buildConfigurations = (C001, C002, ); defaultConfigurationName = Release; };
        		C001 = {isa = XCBuildConfiguration; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = 12.0; SDKROOT = iphoneos; TARGETED_DEVICE_FAMILY = "1,2"; }; name = Debug; };
        		C002 = {isa = XCBuildConfiguration; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = 12.5; SDKROOT = iphoneos; TARGETED_DEVICE_FAMILY = "1,2"; }; name = Release; };
        		L001 = {isa = XCConfigurationList; buildConfigurations = (C011, C012, ); defaultConfigurationName = Release; };
        		C011 = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = "App/Info-Debug.plist"; }; name = Debug; };
        		C012 = {
        			isa = XCBuildConfiguration;
        			buildSettings = {
        				INFOPLIST_FILE = "$(SRCROOT)/App/Info.plist";
        				"IPHONEOS_DEPLOYMENT_TARGET[sdk=macosx*]" = 10.15;
        				OTHER_SWIFT_FLAGS = "$(inherited) -DAPP";
        				TARGETED_DEVICE_FAMILY = 1;
        			};
        			name = Release;
        		};
        		L002 = {isa = XCConfigurationList; buildConfigurations = (C021, ); defaultConfigurationName = Release; };
        		C021 = {isa = XCBuildConfiguration; baseConfigurationReference = F012; buildSettings = {INFOPLIST_FILE = "$(TARGET_NAME)/Info.plist"; IPHONEOS_DEPLOYMENT_TARGET = 14.0; }; name = Release; };
        		L003 = {isa = XCConfigurationList; buildConfigurations = (C031, ); defaultConfigurationName = Release; };
        		C031 = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = Mac/Info.plist; SDKROOT = macosx; }; name = Release; };
        		L004 = {isa = XCConfigurationList; buildConfigurations = (C041, ); defaultConfigurationName = Release; };
        		C041 = {isa = XCBuildConfiguration; buildSettings = {
        		}; name = Release; };
        		P000 /* Project object */ = {isa = PBXProject; buildConfigurationList = L000; developmentRegion = en; mainGroup = G000; projectDirPath = ""; targets = (T001, T002, T003, T004, ); };
        		P001 = {isa = XCSwiftPackageProductDependency; productName = Charts; };
        	};
        	rootObject = P000 /* Project object */;
        }
        """#
}
