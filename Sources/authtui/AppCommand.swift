import AuthCommandLine
import AuthDomain
import AuthLogin
import AuthPAM
import AuthTUI

/// `authtui`: the login app on the account store (the embedded one in the data directory by default).
@MainActor
enum AppCommand {
    static func run(_ options: LaunchOptions, environment: [String: String]) -> Int32 {
        // The store opens on a thread of its own while this one starts the terminal; the thread
        // starts first, so its wait for a core overlaps what is read before the opening.
        let storeThread = AccountService.newThread()
        storeThread.start()
        SignalThread.claim()
        let opening = startOpeningAccountStore(
            options, name: "authtui", environment: environment, on: storeThread)
        if PlainMode.isWanted(asked: options.plain, environment: environment) {
            return runLineByLine(options, opening: opening)
        }
        let source = ImageSource(imagePath: options.imagePath, imageURLTemplate: options.imageURL)
        var screen = FullScreen.Options(fadeSeconds: options.animation)
        screen.themeTable = ThemeTable(options.theme)
        screen.capturesStandardError = true
        // A store that cannot be used is the problem to report, with or without a terminal (a
        // terminal that cannot show a screen goes on a line at a time, which reports it too).
        let linesOnly = LinesOnlyFallback()
        screen.onTerminalError = linesOnly.handler { error in
            if case .failed(let problem) = opening.wait() {
                writeError(problem.line)
            } else {
                writeError("authtui: \(error)")
            }
        }
        var app: LoginApp?
        var problem: StoreProblem?
        let status = FullScreen.run(options: screen) {
            let service: AccountService
            switch opening.wait() {
            case .opened(let opened): service = opened
            case .failed(let failure):
                problem = failure
                return nil
            }
            let router = AppModules.build(
                service: service,
                authenticator: options.oidcAuthenticator(recordingIn: service)
                    ?? options.pamService.map(PAMAuthenticator.init),
                probe: ConnectivityProbe.checking(service),
                settings: .init(
                    advancedMode: !options.noLoading, hostRegion: options.hostRegion,
                    overlayColor: options.overlayColor))
            let built = LoginApp(router: router)
            // The generated picture is on the first frame; a file or a download arrives when read.
            built.loginFlow.picture = source.immediate()
            app = built
            return built
        } started: { session in
            guard let app else { return }
            app.start()
            guard app.loginFlow.picture == nil else { return }
            let size = session.size
            Task { app.loginFlow.picture = await source.load(columns: size.width, rows: size.height) }
        }
        if let problem { writeError(problem.line) }
        if status != 0, linesOnly.isNeeded { return runLineByLine(options, opening: opening) }
        recordCountedRefusals(opening)
        return status
    }

    /// The refusals counted since the last `throttled` event reach the security log before the
    /// app ends (`RefusalWindows`), as `login` and `run` do.
    private static func recordCountedRefusals(_ opening: Blocking.Pending<StoreOpening>) {
        guard case .opened(let service) = opening.wait() else { return }
        _ = Blocking.run { (try? await service.recordCountedRefusals()) != nil }
    }

    /// The same app a line at a time (`--plain`, `ACCESSIBLE=1`, a terminal with no screen).
    private static func runLineByLine(
        _ options: LaunchOptions, opening: Blocking.Pending<StoreOpening>
    ) -> Int32 {
        let service: AccountService
        switch opening.wait() {
        case .opened(let opened): service = opened
        case .failed(let problem):
            writeError(problem.line)
            return 1
        }
        let router = AppModules.build(
            service: service,
            authenticator: options.oidcAuthenticator(recordingIn: service)
                ?? options.pamService.map(PAMAuthenticator.init),
            probe: ConnectivityProbe.checking(service), settings: .init(advancedMode: false, fades: false))
        defer { recordCountedRefusals(opening) }
        do throws(TerminalError) {
            return try PlainApp.run(router: router)
        } catch {
            writeError("authtui: \(error)")
            return 1
        }
    }
}
