import AuthDomain

/// The built-in accounts' steps and choices by name, so tests read `[.signIn, .password]`.
enum AccountStep: String { case signIn, password, registration, code }
enum AccountChoice: String { case next, logIn, createAccount, register, verify }

/// A person answering the built-in accounts' steps: types into one field, presses one button.
extension AuthFlowPresenter {
    func answer(_ field: AccountField, _ text: String, choosing choice: AccountChoice) async {
        fill(field.rawValue, with: text)
        await choose(choice.rawValue)
    }
}

extension AuthFlowState {
    /// The open steps of the built-in accounts' conversation, bottom to top.
    var openSteps: [AccountStep] { stepIDs.compactMap(AccountStep.init) }
}
