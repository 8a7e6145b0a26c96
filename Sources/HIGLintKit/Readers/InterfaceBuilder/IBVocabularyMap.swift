/// How Interface Builder's names and numbers translate into higlint's kinds and property values.
/// The document format (Xcode 5 and later) names things (`<barButtonItem systemItem="add">`); the
/// archive format stores UIKit's enumeration values as numbers (`IBUISystemItemIdentifier` 4).
/// Every value given here is one the vocabulary accepts; an IB value without a counterpart maps to
/// nothing, and the property is left out rather than written with a value the schema refuses.
enum IBVocabularyMap {
    // MARK: Views

    /// Document-format element names of views, and the kind each becomes. Views higlint's format
    /// has no kind for (stack views, scroll views, collection views, container views…) become a
    /// plain `view`, so that their content is still judged. `tableViewCell` becomes `cell` inside a
    /// table and `view` elsewhere (see `IBDocumentViews`).
    static let documentViewKinds: [String: String] = [
        "view": "view", "window": "view", "label": "label", "imageView": "imageView", "button": "button",
        "switch": "switch", "slider": "slider", "segmentedControl": "segmentedControl", "textField": "textField",
        "stepper": "stepper", "pageControl": "pageControl", "tableView": "tableView", "tableViewCell": "cell",
        "webView": "webView", "wkWebView": "webView", "searchBar": "searchBar", "pickerView": "picker",
        "datePicker": "datePicker", "progressView": "progressView", "activityIndicatorView": "activityIndicator",
        "navigationBar": "navigationBar", "toolbar": "toolbar", "tabBar": "tabBar",
        // Views without a kind of their own.
        "stackView": "view", "scrollView": "view", "collectionView": "view", "collectionViewCell": "view",
        "collectionReusableView": "view", "containerView": "view", "visualEffectView": "view", "textView": "view",
        "mapView": "view", "tableViewHeaderFooterView": "view", "glkView": "view", "sceneKitView": "view",
        "skView": "view", "mtkView": "view", "arscnView": "view", "arskView": "view", "pdfView": "view",
        // A UIControl placed as such (a custom control's stand-in).
        "control": "view",
    ]

    /// Archive-format classes of views, and the kind each becomes (as `documentViewKinds`).
    static let archiveViewKinds: [String: String] = [
        "IBUIView": "view", "IBUIWindow": "view", "IBUILabel": "label", "IBUIImageView": "imageView",
        "IBUIButton": "button", "IBUISwitch": "switch", "IBUISlider": "slider",
        "IBUISegmentedControl": "segmentedControl", "IBUITextField": "textField", "IBUIStepper": "stepper",
        "IBUIPageControl": "pageControl", "IBUITableView": "tableView", "IBUITableViewCell": "cell",
        "IBUIWebView": "webView", "IBUISearchBar": "searchBar", "IBUIPickerView": "picker",
        "IBUIDatePicker": "datePicker", "IBUIProgressView": "progressView",
        "IBUIActivityIndicatorView": "activityIndicator", "IBUINavigationBar": "navigationBar",
        "IBUIToolbar": "toolbar", "IBUITabBar": "tabBar",
        "IBUIScrollView": "view", "IBUITextView": "view", "IBMKMapView": "view", "IBUICollectionView": "view",
        "IBUICollectionViewCell": "view", "IBUICollectionReusableView": "view", "IBADBannerView": "view",
        "IBGLKView": "view",
    ]

    /// Document-format objects beside the views of a xib or a scene that are not part of any screen
    /// and are not reported as unmapped: placeholders, gesture recognizers, helper objects.
    static func isNonUIObject(_ name: String) -> Bool {
        name.hasSuffix("GestureRecognizer") || [
            "placeholder", "customObject", "exit", "searchDisplayController", "navigationItem", "barButtonItem",
            "tabBarItem", "menu", "command", "keyCommand", "viewControllerPlaceholder",
        ].contains(name)
    }

    // MARK: Bar items

    /// A bar button system item by its IB name; the names are UIKit's and higlint's alike.
    static func barSystemItem(named name: String) -> String? {
        Vocabulary.barButtonSystemItems.contains(name) ? name : nil
    }

    /// A bar button system item by its UIBarButtonSystemItem number (the archive's
    /// `IBUISystemItemIdentifier`): the vocabulary lists them in UIKit's order, 0 done … 23 pageCurl.
    static func barSystemItem(number: Int) -> String? {
        Vocabulary.barButtonSystemItems.indices.contains(number) ? Vocabulary.barButtonSystemItems[number] : nil
    }

    /// A tab bar system item by its IB name.
    static func tabSystemItem(named name: String) -> String? {
        Vocabulary.tabBarSystemItems.contains(name) ? name : nil
    }

    /// A tab bar system item by its UITabBarSystemItem number: 0 more … 11 mostViewed.
    static func tabSystemItem(number: Int) -> String? {
        Vocabulary.tabBarSystemItems.indices.contains(number) ? Vocabulary.tabBarSystemItems[number] : nil
    }

    /// UIBarButtonItemStyle by number (archive `IBUIStyle`).
    static func barItemStyle(number: Int) -> String? {
        ["plain", "bordered", "done"].indices.contains(number) ? ["plain", "bordered", "done"][number] : nil
    }

    /// A bar item's style by its document-format name. The document format leaves the attribute
    /// out for a bordered item and writes `style="plain"` for a plain one (UIKit's own default).
    static func barItemStyle(named name: String?) -> String? {
        switch name {
        case nil: return "bordered"
        case "plain", "bordered", "done": return name
        default: return nil
        }
    }

    // MARK: Controls

    /// A button type by its document-format name. `system` (iOS 7) has UIButtonTypeRoundedRect's
    /// value; a button without `buttonType` is custom.
    static func buttonType(named name: String?) -> String? {
        switch name {
        case nil, "custom": return "custom"
        case "roundedRect", "system": return "roundedRect"
        case "infoLight", "infoDark", "detailDisclosure", "contactAdd": return name
        default: return nil
        }
    }

    /// A button type by its UIButtonType number (archive `IBUIButtonType`).
    static func buttonType(number: Int) -> String? {
        let types = ["custom", "roundedRect", "detailDisclosure", "infoLight", "infoDark", "contactAdd"]
        return types.indices.contains(number) ? types[number] : nil
    }

    /// A keyboard type by its document-format name (`alphabet` is UIKeyboardTypeASCIICapable).
    static func keyboardType(named name: String) -> String? {
        switch name {
        case "alphabet": return "asciiCapable"
        case "default", "asciiCapable", "numbersAndPunctuation", "URL", "numberPad", "phonePad", "namePhonePad",
             "emailAddress", "decimalPad": return name
        default: return nil
        }
    }

    /// A keyboard type by its UIKeyboardType number: 0 default … 8 decimalPad.
    static func keyboardType(number: Int) -> String? {
        let types = ["default", "asciiCapable", "numbersAndPunctuation", "URL", "numberPad", "phonePad",
                     "namePhonePad", "emailAddress", "decimalPad"]
        return types.indices.contains(number) ? types[number] : nil
    }

    /// A text field's border style by its UITextBorderStyle number: 0 none … 3 roundedRect.
    static func borderStyle(number: Int) -> String? {
        let styles = ["none", "line", "bezel", "roundedRect"]
        return styles.indices.contains(number) ? styles[number] : nil
    }

    /// A text field's border style by its document-format name.
    static func borderStyle(named name: String) -> String? {
        ["none", "line", "bezel", "roundedRect"].contains(name) ? name : nil
    }

    // MARK: Tables

    static func tableStyle(named name: String?) -> String? {
        switch name {
        case "plain": return "plain"
        case "grouped", "insetGrouped": return "grouped"
        default: return nil
        }
    }

    static func cellStyle(named name: String) -> String? {
        switch name {
        case "IBUITableViewCellStyleDefault": return "default"
        case "IBUITableViewCellStyleValue1": return "value1"
        case "IBUITableViewCellStyleValue2": return "value2"
        case "IBUITableViewCellStyleSubtitle": return "subtitle"
        default: return nil
        }
    }

    /// A cell accessory by name; iOS 7's `detailButton` has no counterpart.
    static func accessory(named name: String) -> String? {
        ["none", "disclosureIndicator", "detailDisclosureButton", "checkmark"].contains(name) ? name : nil
    }

    /// UITableViewCellAccessoryType by number: 0 none, 1 disclosureIndicator, 2 detailDisclosureButton, 3 checkmark.
    static func accessory(number: Int) -> String? {
        let types = ["none", "disclosureIndicator", "detailDisclosureButton", "checkmark"]
        return types.indices.contains(number) ? types[number] : nil
    }

    /// A selection style by name; iOS 7's `default` is left to the vocabulary's default.
    static func selectionStyle(named name: String) -> String? {
        ["none", "blue", "gray"].contains(name) ? name : nil
    }

    /// UITableViewCellSelectionStyle by number: 0 none, 1 blue, 2 gray (3, default, is left out).
    static func selectionStyle(number: Int) -> String? {
        ["none", "blue", "gray"].indices.contains(number) ? ["none", "blue", "gray"][number] : nil
    }

    // MARK: Bars and screens

    /// A status bar style by document-format name, in a file of UIKit `era`. iOS 7's
    /// `lightContent` has no 2010 counterpart, nor has `blackOpaque` in a file of iOS 7 or later,
    /// where it stands for light content (`UIKitEra.blackOpaqueStatusBar`).
    static func statusBarStyle(named name: String?, era: UIKitEra) -> String? {
        switch name {
        case nil, "default", "darkContent": return "gray"
        case "blackOpaque": return era.blackOpaqueStatusBar
        case "blackTranslucent": return "black-translucent"
        default: return nil
        }
    }

    /// UIStatusBarStyle by number (archive `IBUIStatusBarStyle`): 0 gray, 1 black-translucent, 2 black-opaque.
    static func statusBarStyle(number: Int) -> String? {
        let styles = ["gray", "black-translucent", "black-opaque"]
        return styles.indices.contains(number) ? styles[number] : nil
    }

    static func modalTransition(named name: String) -> String? {
        ["coverVertical", "flipHorizontal", "crossDissolve", "partialCurl"].contains(name) ? name : nil
    }

    static func datePickerMode(named name: String) -> String? {
        ["time", "date", "dateAndTime", "countDownTimer"].contains(name) ? name : nil
    }

    /// UIInterfaceOrientation by number: 1 and 2 portrait, 3 and 4 landscape.
    static func orientation(number: Int) -> String? {
        switch number {
        case 1, 2: return "portrait"
        case 3, 4: return "landscape"
        default: return nil
        }
    }

    static func orientation(named name: String) -> String? {
        switch name {
        case "portrait", "portraitUpsideDown": return "portrait"
        case "landscape", "landscapeLeft", "landscapeRight": return "landscape"
        default: return nil
        }
    }
}
