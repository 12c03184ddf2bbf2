// A host screen that only a signed-in person sees: the built-in login flow, accounts in the
// embedded SQLite store, and a remembered session (the second start logs in by itself).
import AuthLogin
import Glibc

@MainActor final class Hello: ScreenView {
    weak var gate: LoginGate?

    func render(size: TerminalSize, context: ScreenContext) -> ScreenFrame {
        var canvas = context.blank(size)
        let name = gate?.identity?.displayName ?? ""
        canvas.draw("Hello, \(name)! l logs out, Ctrl-C quits.", x: 2, y: 1, style: context.theme[.title])
        return ScreenFrame(canvas: canvas)
    }

    func handle(_ key: Key, size: TerminalSize, context: ScreenContext) -> LoopCommand {
        if key == .character("l") { gate?.logOut() }
        return .keepRunning
    }
}

let hello = Hello()
let dataDirectory = ProcessEnvironment.current["HELLO_DATA_DIR"]  // nil: ~/.local/share/authtui
guard let gate = try? LoginGate(host: hello, dataDirectory: dataDirectory) else {
    print("hello: cannot open the account store")
    exit(1)
}
hello.gate = gate
exit(FullScreen.run(gate.screen) { _ in gate.start() })
