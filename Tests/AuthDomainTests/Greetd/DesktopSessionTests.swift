import AuthText
import XCTest

@testable import AuthGreetd

/// The sessions a greeter offers, from desktop entries as Wayland and X11 desktops install them.
final class DesktopSessionTests: XCTestCase {
    private func folder(_ entries: [String: String]) throws -> String {
        let path = NSTemporaryDirectory() + "authtui-sessions-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
        for (name, text) in entries {
            try text.write(toFile: "\(path)/\(name)", atomically: true, encoding: .utf8)
        }
        return path
    }

    func testWaylandThenX11EntriesByNameThenTheShell() throws {
        let wayland = try folder([
            "sway.desktop":
                "[Desktop Entry]\nName=Sway\nComment=An i3-compatible compositor\nExec=sway\nType=Application\nDesktopNames=sway\n",
            "gnome.desktop":
                "[Desktop Entry]\nName=GNOME\nName[de]=GNOME (de)\nExec=gnome-session %U\nDesktopNames=GNOME;GNOME-Classic\n",
            "hidden.desktop": "[Desktop Entry]\nName=Hidden\nExec=hidden\nHidden=true\n",
            "README": "not an entry",
        ])
        let x = try folder([
            "xfce.desktop": "# a comment\n[Desktop Entry]\nName = Xfce Session\nExec = startxfce4\n"
        ])
        let sessions = DesktopSession.installed(waylandDirectory: wayland, xDirectory: x)
        XCTAssertEqual(sessions.map(\.name), ["GNOME", "Sway", "Xfce Session", "Shell"])
        XCTAssertEqual(
            sessions.map(\.id),
            ["wayland/gnome.desktop", "wayland/sway.desktop", "x11/xfce.desktop", "shell"])
        XCTAssertEqual(sessions[0].command, "gnome-session")
        XCTAssertEqual(
            sessions[0].environment,
            [
                "XDG_SESSION_TYPE=wayland", "XDG_CURRENT_DESKTOP=GNOME:GNOME-Classic",
                "XDG_SESSION_DESKTOP=GNOME",
            ])
        // X11 needs a server: greetd gives a session only the console.
        XCTAssertEqual(sessions[2].command, "startx /usr/bin/env startxfce4")
        XCTAssertEqual(sessions[2].environment, ["XDG_SESSION_TYPE=x11"])
        XCTAssertEqual(sessions[3].command, "\"$SHELL\" -l")
    }

    func testEntriesWhoseTryExecIsNotInstalledOrThatAreHiddenAreNotOffered() throws {
        let bin = try folder(["mysession": "#!/bin/sh\n", "notaprogram": "text\n"])
        chmod(bin + "/mysession", 0o755)
        chmod(bin + "/notaprogram", 0o644)
        let wayland = try folder([
            "absolute.desktop": "[Desktop Entry]\nName=Absolute\nExec=a\nTryExec=\(bin)/mysession\n",
            "onpath.desktop": "[Desktop Entry]\nName=On the path\nExec=b\nTryExec=mysession\n",
            "gone.desktop": "[Desktop Entry]\nName=Gone\nExec=c\nTryExec=\(bin)/uninstalled\n",
            "notonpath.desktop": "[Desktop Entry]\nName=Not on the path\nExec=d\nTryExec=uninstalled\n",
            "notexecutable.desktop":
                "[Desktop Entry]\nName=Not executable\nExec=e\nTryExec=\(bin)/notaprogram\n",
            "folder.desktop": "[Desktop Entry]\nName=A folder\nExec=f\nTryExec=\(bin)\n",
            "relative.desktop": "[Desktop Entry]\nName=Relative\nExec=g\nTryExec=./mysession\n",
            "hidden.desktop": "[Desktop Entry]\nName=Hidden\nExec=h\nHidden=true\n",
            "nodisplay.desktop": "[Desktop Entry]\nName=No display\nExec=i\nNoDisplay=true\n",
            "shown.desktop": "[Desktop Entry]\nName=Shown\nExec=j\nHidden=false\nNoDisplay=false\n",
        ])
        let sessions = DesktopSession.installed(
            waylandDirectory: wayland, xDirectory: "/nonexistent", searchPath: ["/nonexistent", bin])
        XCTAssertEqual(sessions.map(\.name), ["Absolute", "On the path", "Shown", "Shell"])
        XCTAssertEqual(
            DesktopSession.installed(
                waylandDirectory: wayland, xDirectory: "/nonexistent", searchPath: ["/usr/bin"]
            )
            .map(\.name), ["Absolute", "Shown", "Shell"],
            "a bare TryExec is looked up in the search path only")
    }

    /// The greeter reads `wayland-sessions` and `xsessions` under each folder of `XDG_DATA_DIRS`
    /// and nothing else (a machine's other entries change nothing); a file in an earlier folder
    /// hides the same file in a later one; unset, the specification's two folders.
    func testEntriesComeFromEachFolderOfXDGDataDirsTheEarlierHidingTheSameFile() throws {
        let entry = { (name: String) in "[Desktop Entry]\nName=\(name)\nExec=\(name.lowercased())\n" }
        let local = try folder([:])
        let shared = try folder([:])
        for (base, folder, file, name) in [
            (local, "wayland-sessions", "sway.desktop", "Sway (local build)"),
            (shared, "wayland-sessions", "sway.desktop", "Sway"),
            (shared, "wayland-sessions", "niri.desktop", "Niri"),
            (shared, "xsessions", "xfce.desktop", "Xfce"),
        ] {
            try FileManager.default.createDirectory(
                atPath: "\(base)/\(folder)", withIntermediateDirectories: true)
            try entry(name).write(toFile: "\(base)/\(folder)/\(file)", atomically: true, encoding: .utf8)
        }
        let folders = DesktopSession.dataDirectories("\(local):relative/ignored:\(shared)")
        XCTAssertEqual(folders, [local, shared])
        XCTAssertEqual(
            DesktopSession.installed(dataDirectories: folders).map(\.name),
            ["Niri", "Sway (local build)", "Xfce", "Shell"])
        XCTAssertEqual(DesktopSession.dataDirectories(nil), ["/usr/local/share", "/usr/share"])
        XCTAssertEqual(DesktopSession.dataDirectories(""), ["/usr/local/share", "/usr/share"])
    }

    func testTheSearchPathIsPATHsAbsoluteFoldersOrTheUsualOnes() {
        XCTAssertEqual(DesktopSession.searchPath("/opt/bin::relative:/usr/bin"), ["/opt/bin", "/usr/bin"])
        XCTAssertEqual(DesktopSession.searchPath(nil), ["/usr/local/bin", "/usr/bin", "/bin"])
    }

    func testMissingFoldersLeaveTheShell() {
        XCTAssertEqual(
            DesktopSession.installed(waylandDirectory: "/nonexistent/a", xDirectory: "/nonexistent/b"),
            [.shell])
    }

    func testAnEntryWithoutExecOrNameOrOfAnotherTypeIsNotOffered() {
        XCTAssertNil(DesktopSession.parse(entry: "[Desktop Entry]\nName=A\n", id: "a", kind: .wayland))
        XCTAssertNil(DesktopSession.parse(entry: "[Desktop Entry]\nExec=a\n", id: "a", kind: .wayland))
        XCTAssertNil(
            DesktopSession.parse(
                entry: "[Desktop Entry]\nName=A\nExec=a\nType=Link\n", id: "a", kind: .wayland))
        XCTAssertNil(
            DesktopSession.parse(
                entry: "[Desktop Entry]\nName=A\nExec=a\nNoDisplay=true\n", id: "a", kind: .wayland))
        XCTAssertNil(DesktopSession.parse(entry: "[Other]\nName=A\nExec=a\n", id: "a", kind: .wayland))
    }

    func testFieldCodesAreRemovedAndAPercentKept() {
        XCTAssertEqual(DesktopSession.withoutFieldCodes("run %f --rate=50%% %U"), "run --rate=50%")
    }

    func testAGivenCommandIsQuotedForGreetdsShell() {
        let session = DesktopSession.given(["sh", "-c", "echo it's me > /tmp/x"])
        XCTAssertEqual(session.command, #"sh -c 'echo it'\''s me > /tmp/x'"#)
        XCTAssertEqual(session.environment, ["XDG_SESSION_TYPE=tty"])
    }

    /// tuigreet's `--xsession-wrapper`: an X11 entry starts as the wrapper's words then its
    /// `Exec`, and with no wrapper (`--no-xsession-wrapper`) as its `Exec` alone; a Wayland entry
    /// is never wrapped. An X11 entry says so beside its name.
    func testAnX11EntryStartsThroughTheWrapperAndIsMarked() throws {
        let x = try folder(["gnome-xorg.desktop": "[Desktop Entry]\nName=GNOME on Xorg\nExec=gnome-session\n"]
        )
        let wayland = try folder(["gnome.desktop": "[Desktop Entry]\nName=GNOME\nExec=gnome-session\n"])
        let wrapped = DesktopSession.installed(
            waylandDirectory: wayland, xDirectory: x, xWrapper: "/usr/local/bin/xwrap --flag")
        XCTAssertEqual(
            wrapped.map(\.command),
            ["gnome-session", "/usr/local/bin/xwrap --flag gnome-session", "\"$SHELL\" -l"])
        XCTAssertEqual(
            wrapped.map(\.label),
            ["GNOME", DesktopSession.x11Label("GNOME on Xorg"), DesktopSession.shellName.text])
        XCTAssertNotEqual(DesktopSession.x11Label("GNOME on Xorg"), "GNOME on Xorg")
        let plasma = DesktopSession(
            id: "x11/plasmax11.desktop", name: "Plasma (X11)", command: "x", kind: .x11)
        XCTAssertEqual(plasma.label, "Plasma (X11)", "a name that says X11 already is not marked twice")
        XCTAssertEqual(wrapped[1].environment, ["XDG_SESSION_TYPE=x11"])
        let unwrapped = DesktopSession.installed(waylandDirectory: wayland, xDirectory: x, xWrapper: nil)
        XCTAssertEqual(unwrapped[1].command, "gnome-session")
    }

    /// Display managers show an entry's name in the person's language (`Name[de]`; for `pt_BR`,
    /// `Name[pt_BR]` else `Name[pt]`), its `Name` where it has none; the shell is named by the
    /// catalogue.
    func testSessionsAreNamedInThePersonsLanguage() throws {
        defer { Language.use(.english) }
        let wayland = try folder([
            "gnome.desktop":
                "[Desktop Entry]\nName=GNOME\nName[de]=GNOME (de)\nName[pt]=GNOME (pt)\nExec=gnome-session\n"
        ])
        let x = try folder([
            "gnome-xorg.desktop":
                "[Desktop Entry]\nName=GNOME on Xorg\nName[de]=GNOME auf Xorg\nExec=gnome-session\n"
        ])
        let sessions = DesktopSession.installed(waylandDirectory: wayland, xDirectory: x)
        XCTAssertEqual(sessions.map(\.name), ["GNOME", "GNOME on Xorg", DesktopSession.shellName.english])
        XCTAssertEqual(
            sessions.map(\.label),
            ["GNOME", DesktopSession.x11Label("GNOME on Xorg"), DesktopSession.shellName.english])
        Language.use(try XCTUnwrap(Language.named("de")))
        XCTAssertEqual(sessions[0].label, "GNOME (de)")
        XCTAssertEqual(sessions[1].label, DesktopSession.x11Label("GNOME auf Xorg"))
        Language.use(try XCTUnwrap(Language.named("pt_BR")))
        XCTAssertEqual(sessions[0].label, "GNOME (pt)", "pt_BR reads the entry's Name[pt]")
        XCTAssertEqual(sessions[1].label, DesktopSession.x11Label("GNOME on Xorg"), "no Name[pt]: its Name")
        Language.use(try XCTUnwrap(Language.named("ru")))
        XCTAssertEqual(sessions[2].label, DesktopSession.shellName.text)
        XCTAssertNotEqual(
            sessions[2].label, DesktopSession.shellName.english, "the shell's name is translated")
    }
}
