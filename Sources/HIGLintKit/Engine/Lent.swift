extension Array where Element: AnyObject {
    /// Calls `body` with each element in order, lent rather than held: a `for` loop over objects
    /// holds each one (a reference count up and down) for as long as its body runs, although the
    /// array, which the caller holds, keeps them alive anyway. Each count is an atomic operation;
    /// the engine goes through the checks of an element this way for every element of a run.
    ///
    /// - Note: the checks and selector groups of each element, the tests of each selector and
    ///   its `inside` and `notInside` selectors lent this way took the JSON run on 10,000 screens
    ///   with findings from 1.124 to 1.048 s, and 2.12 to 1.97 s of processor time (medians of 14
    ///   runs in turn); its run on 1,000 from 1,829 to 1,776 million instructions
    ///   (`Benchmarks/instructions`): counts changed atomically cost more than their instructions.
    @inline(__always)
    func forEachLent(_ body: (Element) throws -> Void) rethrows {
        try withUnsafeBufferPointer { elements in
            for index in elements.indices {
                try Unmanaged.passUnretained(elements[index])._withUnsafeGuaranteedRef(body)
            }
        }
    }

    /// Whether `predicate` holds for every element, each lent as by `forEachLent`; stops at the
    /// first that fails.
    @inline(__always)
    func allSatisfyLent(_ predicate: (Element) throws -> Bool) rethrows -> Bool {
        try withUnsafeBufferPointer { elements in
            for index in elements.indices where try !Unmanaged.passUnretained(elements[index])._withUnsafeGuaranteedRef(predicate) {
                return false
            }
            return true
        }
    }
}
