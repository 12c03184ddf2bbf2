import AuthDomain
import Foundation
import XCTest

@testable import AuthTUI

/// The login app's router on a fresh embedded store in a temporary folder (removed when `test`
/// ends), hashing at the minimum cost, with the connection check the app itself uses.
@MainActor
func makeRouter(_ test: XCTestCase, settings: AppModules.Settings) async throws -> AppRouter {
    let directory = NSTemporaryDirectory() + "authtui-app-" + UUID().uuidString
    test.addTeardownBlock { try? FileManager.default.removeItem(atPath: directory) }
    let service = try await AccountService.open(
        dataDirectory: directory, configuration: .init(hashing: .minimum))
    return AppModules.build(service: service, probe: .checking(service), settings: settings)
}

extension AppRouter {
    /// Puts `account` on the home host as if its person had just signed in (no sheets walked).
    func showSignedIn(_ account: Account) async throws {
        loggedIn.show(Identity(account: account))
        try homeNavigator.logout(presentLoading: false)
        try await homeNavigator.finishLogin(success: true)
    }
}

extension LoggedInPresenter {
    /// The open action's top step.
    var step: ConversationStep? { conversation.state.top?.step }

    /// The key to type into an authenticator app, read from the enrolment step's address to scan.
    var enrolmentKey: String? {
        guard case .scan(let address, _) = step?.lines.first else { return nil }
        return URLComponents(string: address)?.queryItems?.first { $0.name == "secret" }?.value
    }

    /// The recovery codes the step on top shows, if it shows them.
    var recoveryCodes: [String]? {
        guard case .list(let codes) = step?.lines.last, codes.count > 1 else { return nil }
        return codes
    }
}

/// The languages a screen is tried in: English, the pseudo-locale (every text bracketed and a
/// third longer) and every language with a catalogue.
var everyLanguage: [Language] { [.english, .pseudo] + Language.translated.compactMap(Language.named) }

/// Runs `walk` once in each of `everyLanguage`, that language current while it runs.
@MainActor
func inEveryLanguage(_ walk: () async throws -> Void) async rethrows {
    defer { Language.use(.english) }
    for language in everyLanguage {
        Language.use(language)
        try await walk()
    }
}

/// In the pseudo-locale every letter of the catalogue that can carry an accent carries one: a word
/// on screen with a plain `a`, `e`, `o`… that is not in `data` (what the test typed, what the
/// store holds, the program's name) came from somewhere else, a sentence some code wrote in English.
func assertEveryWordIsFromTheCatalogue(
    _ canvas: Canvas, _ what: String, data: Set<String>, file: StaticString = #filePath, line: UInt = #line
) {
    let text = canvas.lines.joined(separator: "\n")
    let words = text.split { !($0.isASCII && $0.isLetter) }.map(String.init)
    let accentable = Set("aeiouAEIOUcny")
    let known = data.union(["authtui"])
    // A long value (a key, a recovery code) may show in groups: any part of it counts.
    let long = known.filter { $0.count >= 10 }
    let foreign = words.filter { word in
        word.count > 1 && word.contains(where: accentable.contains) && !known.contains(word)
            && !long.contains(where: { $0.contains(word) })
    }
    XCTAssertEqual(foreign, [], "words not from the catalogue in \(what):\n\(text)", file: file, line: line)
}
