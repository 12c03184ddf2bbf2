// A second process for the account tests (not shipped): races sign-ups against other processes,
// and runs a sign-up/delete loop that the tests kill with SIGKILL. Every line it prints is an
// acknowledgement given after the operation returned.
import AuthDomain

#if canImport(Glibc)
    import Glibc
#endif

/// Writes one line straight to fd 1 (unbuffered), so a SIGKILL never loses an acknowledgement.
func say(_ line: String) {
    let bytes = Array((line + "\n").utf8)
    var written = 0
    while written < bytes.count {
        let count = bytes.withUnsafeBytes { write(1, $0.baseAddress! + written, $0.count - written) }
        guard count > 0 else { return }
        written += count
    }
}

let arguments = CommandLine.arguments
guard arguments.count >= 3 else {
    say("usage: accounts-stress signup-race DIR EMAIL GOFILE | guess-race DIR EMAIL GOFILE | churn DIR")
    exit(64)
}
// Every password verification is announced, so a test can count how many got past throttling.
let configuration = AccountService.Configuration(
    hashing: .minimum, onVerification: { if arguments[1] == "guess-race" { say("verifying") } })
let service: AccountService
do {
    service = try await AccountService.openDefault(dataDirectory: arguments[2], configuration: configuration)
} catch {
    say("error \(error.message)")
    exit(2)
}

switch arguments[1] {
case "signup-race" where arguments.count == 5:
    // Start together: everyone opens the store first, then waits for the go file.
    while access(arguments[4], F_OK) != 0 { usleep(500) }
    do {
        try await service.signUp(email: arguments[3], password: "correct horse battery", username: "racer")
        say("won")
    } catch .emailAlreadyRegistered {
        say("taken")
    } catch {
        say("error \(error.message)")
        exit(2)
    }
case "guess-race" where arguments.count == 5:
    while access(arguments[4], F_OK) != 0 { usleep(500) }
    do {
        try await service.signIn(email: arguments[3], password: "not the password at all")
        say("signed in")
    } catch .wrongCredentials {
        say("wrong")
    } catch .tooManyAttempts {
        say("throttled")
    } catch {
        say("error \(error.message)")
        exit(2)
    }
case "churn":
    let prefix = "p\(getpid())"
    var round = 0
    while true {
        do {
            let kept = "\(prefix)-keep-\(round)@churn.example"
            try await service.signUp(email: kept, password: "correct horse battery")
            say("kept \(kept)")
            let temporary = "\(prefix)-temp-\(round)@churn.example"
            try await service.signUp(email: temporary, password: "correct horse battery", username: "temp")
            say("created \(temporary)")
            try await service.deleteAccount(password: "correct horse battery")
            say("deleted \(temporary)")
        } catch {
            say("error \(error.message)")
            exit(2)
        }
        round += 1
    }
default:
    say("unknown mode \(arguments[1])")
    exit(64)
}
