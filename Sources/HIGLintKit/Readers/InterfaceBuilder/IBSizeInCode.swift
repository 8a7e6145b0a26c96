/// A control whose class constrains its own size to a constant in code (`CodeViewClassFacts`:
/// `heightAnchor.constraint(greaterThanOrEqualToConstant: 50)` in its setup) is not drawn at the
/// frame the file stores: Interface Builder's designable shows the class before its code runs (a
/// 30 pt button whose code makes it at least 50 pt tall). The control gets the size the
/// constraint gives: at least, or exactly, the constant.
enum IBSizeInCode {
    /// Gives `draft`, an interactive element, the width and height its class's code constrains it to.
    static func settle(_ draft: inout ElementDraft, _ code: CodeTextFacts?) {
        guard let code, Vocabulary.interactiveKinds.contains(draft.kind), let customClass = draft.value("customClass") else { return }
        for (dimension, constraint) in code.sizeConstraintsInCode(ofClass: customClass) {
            let name = dimension.rawValue
            guard let index = draft.properties.lastIndex(where: { $0.name == name }), let designed = draft.properties[index].value.number else { continue }
            draft.set(name, number: constraint.size(designed: designed), at: draft.properties[index].location)
        }
    }
}
