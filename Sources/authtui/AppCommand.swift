import AuthDomain
import AuthTUI

/// `authtui`: the login app on the account store (the embedded one in the data directory by default).
@MainActor
enum AppCommand {
    static func run(_ options: LaunchOptions) -> Int32 {
        SignalThread.claim()
        guard let service = openAccountStore(options, name: "authtui") else { return 1 }
        let probe = ConnectivityProbe.checking(service)
        let router = AppModules.build(
            service: service, probe: probe,
            settings: .init(
                advancedMode: !options.noLoading, hostRegion: options.hostRegion,
                overlayColor: options.overlayColor, animation: options.animation))
        let app = LoginApp(router: router)
        let source = ImageSource(imagePath: options.imagePath, imageURLTemplate: options.imageURL)
        // The generated picture is on the first frame; a file or a download arrives when read.
        app.loginFlow.picture = source.immediate()
        var screen = FullScreen.Options(fadeSeconds: options.animation)
        screen.stderrLog = "\(options.dataDirectory)/stderr.log"
        return FullScreen.run(app, options: screen) { session in
            app.start()
            guard app.loginFlow.picture == nil else { return }
            let size = session.size
            Task { app.loginFlow.picture = await source.load(columns: size.width, rows: size.height) }
        }
    }
}
