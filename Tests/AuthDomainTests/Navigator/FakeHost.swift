@testable import AuthDomain

/// A host screen for navigator tests: records every delegate call in order, answers
/// `shouldLogin()` at once or, when `isSlow`, only when the test calls `answer(_:)`.
@MainActor
final class FakeHost: Authenticatable {
    var mustLogin: Bool
    var isSlow = false
    /// What `willReturnFromLoginActions(success: true)` does to `mustLogin` (the demo app's rule).
    var loggedInAfterSuccess = true
    private(set) var calls: [String] = []
    private var waiting: [CheckedContinuation<Bool, Never>] = []

    init(mustLogin: Bool) { self.mustLogin = mustLogin }

    func shouldLogin() async -> Bool {
        calls.append("shouldLogin")
        guard isSlow else { return mustLogin }
        return await withCheckedContinuation { waiting.append($0) }
    }

    func willReturnFromLoginActions(success: Bool) {
        calls.append("willReturn(\(success))")
        if success && loggedInAfterSuccess { mustLogin = false }
    }

    var pendingQuestions: Int { waiting.count }

    func answer(_ value: Bool) {
        let continuations = waiting
        waiting = []
        for continuation in continuations { continuation.resume(returning: value) }
    }
}

extension NavigatorScene {
    /// The scene as one literal line: `overlay` when the host is covered, then each screen as
    /// `role:phase`; `content` when nothing covers the host.
    var summary: String {
        var parts: [String] = []
        if overlay != nil { parts.append("overlay") }
        for screen in screens {
            let phase =
                switch screen.transition {
                case .fadingIn: "in"
                case .shown: "shown"
                case .fadingOut: "out"
                }
            parts.append("\(screen.role):\(phase)")
        }
        return parts.isEmpty ? "content" : parts.joined(separator: " ")
    }
}

/// Lets tasks the navigator started on the main actor run (the background `shouldLogin()`).
@MainActor
func settle() async {
    for _ in 0..<20 { await Task.yield() }
}

@MainActor
func makeNavigator(host: FakeHost, advanced: Bool, duration: Double = 0.3) -> AuthNavigator {
    let navigator = AuthNavigator()
    navigator.delegate = host
    navigator.loginScreenID = "Login"
    navigator.loadingScreenID = advanced ? "Loading" : nil
    navigator.animationDuration = duration
    return navigator
}

/// Ends every fade the scene shows, as a renderer would when its fades complete.
@MainActor
func completeFades(_ navigator: AuthNavigator) {
    for screen in navigator.scene.screens where screen.transition != .shown {
        navigator.transitionEnded(presentationID: screen.id)
    }
}
