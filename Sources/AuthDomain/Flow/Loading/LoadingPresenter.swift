/// What a loading screen shows: its title, the step under way, and how far along it is.
public struct LoadingState: Equatable, Sendable {
    public var title: String
    public var step: String
    /// 0…1 for a progress bar; nil for an indeterminate spinner.
    public var fraction: Double?

    public init(title: String, step: String = "", fraction: Double? = nil) {
        self.title = title
        self.step = step
        self.fraction = fraction
    }
}

/// The presenter of a navigator's loading screen: runs its steps in order while the screen shows,
/// then calls `finishLoading()` (which also waits for the host's `shouldLogin()` answer).
@MainActor
public final class LoadingPresenter {
    /// One thing the loading screen waits for, with the line it shows meanwhile.
    public struct Step: Sendable {
        public var label: String
        public var run: @MainActor @Sendable () async -> Void

        public init(label: String, run: @escaping @MainActor @Sendable () async -> Void) {
            self.label = label
            self.run = run
        }
    }

    public private(set) var state: LoadingState

    private let navigator: AuthNavigator
    private let steps: [Step]
    private let finishingLabel: String
    private let showsProgress: Bool
    private let minimumSeconds: Double
    /// The presentation being run, so one loading screen runs its steps once.
    private var runningPresentation: Int?

    /// - Parameters:
    ///   - finishingLabel: shown while the navigator waits for the host's answer.
    ///   - minimumSeconds: the screen stays at least this long, so a check that answers at once
    ///     is still seen (the ancestor's demo showed its spinner for 2 s).
    public init(
        title: String, navigator: AuthNavigator, steps: [Step], finishingLabel: String, showsProgress: Bool,
        minimumSeconds: Double = 0
    ) {
        self.minimumSeconds = minimumSeconds
        self.navigator = navigator
        self.steps = steps
        self.finishingLabel = finishingLabel
        self.showsProgress = showsProgress
        self.state = LoadingState(title: title, fraction: showsProgress ? 0 : nil)
    }

    /// Runs the steps for the loading presentation `id` (once per presentation), then finishes
    /// loading. Returns when the navigator has decided what comes next.
    public func run(presentation id: Int) async {
        guard runningPresentation != id else { return }
        runningPresentation = id
        let started = ContinuousClock.now
        let total = Double(steps.count + 1)
        for (index, step) in steps.enumerated() {
            state.step = step.label
            if showsProgress { state.fraction = Double(index) / total }
            await step.run()
        }
        state.step = finishingLabel
        if showsProgress { state.fraction = Double(steps.count) / total }
        let remaining = Duration.milliseconds(Int64(minimumSeconds * 1000)) - (ContinuousClock.now - started)
        if remaining > .zero { try? await Task.sleep(for: remaining) }
        // Only finish the screen that is still showing (a logout may have replaced it).
        guard navigator.scene.activeScreen?.id == id else { return }
        try? await navigator.finishLoading()
        // The screen now fades out: show it complete.
        if showsProgress { state.fraction = 1 }
        state.step = "Done"
    }
}
