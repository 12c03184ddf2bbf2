import AuthDomain
import AuthTUI

/// `authtui`: the login app on the embedded store in the data directory.
@MainActor
enum LoginCommand {
    static func run(_ options: LaunchOptions, environment: [String: String]) -> Int32 {
        let directory = options.dataDirectory
        let service: AccountService
        do {
            let store = options.store ?? .embedded(dataDirectory: directory)
            service = try waitFor { try await AccountService.open(store: store, dataDirectory: directory) }
        } catch let error as AccountError {
            writeError("authtui: \(error.message)")
            return 1
        } catch {
            writeError("authtui: cannot open the account store in \(directory): \(error)")
            return 1
        }
        let probe = ConnectivityProbe(storeAnswers: { (try? await service.ping()) != nil })
        let router = AppModules.build(
            service: service, probe: probe,
            settings: .init(
                advancedMode: !options.noLoading, hostRegion: options.hostRegion,
                overlayColor: options.overlayColor, animation: options.animation))
        let source = ImageSource(imagePath: options.imagePath, imageURLTemplate: options.imageURL)
        return FullScreen.run { terminal in
            let screen = LoginAppScreen(
                router: router, colorTier: terminal.colorTier, noColor: FullScreen.noColor(environment))
            let size = terminal.size
            Task { await router.start() }
            Task {
                let picture = await source.load(columns: size.width, rows: size.height)
                screen.show(picture: picture)
            }
            return screen
        }
    }
}
