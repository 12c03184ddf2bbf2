import AuthDomain
import AuthTUI

/// `authtui`: the login app on the account store (the embedded one in the data directory by default).
@MainActor
enum AppCommand {
    static func run(_ options: LaunchOptions) -> Int32 {
        let directory = options.dataDirectory
        let service: AccountService
        do {
            service = try AccountService.openAndWait(
                store: options.store ?? .embedded(dataDirectory: directory), dataDirectory: directory,
                session: .from(environment: ProcessEnvironment.current))
        } catch {
            writeError("authtui: \(error.message)")
            return 1
        }
        if let problem = Blocking.run({ await service.schemaProblem() }) {
            writeError("authtui: \(problem.message)")
            return 1
        }
        let probe = ConnectivityProbe.checking(service)
        let router = AppModules.build(
            service: service, probe: probe,
            settings: .init(
                advancedMode: !options.noLoading, hostRegion: options.hostRegion,
                overlayColor: options.overlayColor, animation: options.animation))
        let app = LoginApp(router: router)
        let source = ImageSource(imagePath: options.imagePath, imageURLTemplate: options.imageURL)
        var screen = FullScreen.Options(fadeSeconds: options.animation)
        screen.stderrLog = "\(directory)/stderr.log"
        return FullScreen.run(app, options: screen) { session in
            app.start()
            let size = session.size
            Task { app.loginFlow.picture = await source.load(columns: size.width, rows: size.height) }
        }
    }
}
