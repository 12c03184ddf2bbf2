/// Fades each sheet of a modal stack in when it is presented: the top sheet's opacity comes from
/// the animator while its fade runs.
@MainActor
struct SheetFades {
    let name: String
    let animator: Animator
    var seconds: Double

    /// Starts the fade for `sheetID`, newly on top.
    func presented(_ sheetID: String) {
        guard seconds > 0 else { return }
        // A sheet covers about a third of the screen.
        animator.start("\(name).\(sheetID)", from: 0, to: 1, seconds: seconds, coverage: 0.35)
    }

    /// The opacity to draw the top sheet of `stack` with.
    func topOpacity(of stack: ModalStack) -> Double {
        guard let top = stack.top else { return 1 }
        return animator.value("\(name).\(top.id)") ?? 1
    }
}
