import AuthJSON

/// What a greeter asks greetd (greetd-ipc(7) "Requests").
public enum GreetdRequest: Equatable, Sendable {
    /// Starts a login attempt for `username`: greetd answers with its first authentication
    /// message, or success when PAM asks nothing.
    case createSession(username: String)
    /// Answers the authentication message that waits; nil for an information or error line.
    case postAuthMessageResponse(String?)
    /// Starts the authenticated session with `command` (joined and run by greetd's shell) and
    /// `environment` (`NAME=value`) once this greeter exits.
    case startSession(command: [String], environment: [String])
    /// Ends the session being configured.
    case cancelSession

    /// The JSON payload of the request.
    var json: JSONValue {
        switch self {
        case .createSession(let username):
            .object(["type": .string("create_session"), "username": .string(username)])
        case .postAuthMessageResponse(let response):
            .object([
                "type": .string("post_auth_message_response"),
                "response": response.map(JSONValue.string) ?? .null,
            ])
        case .startSession(let command, let environment):
            .object([
                "type": .string("start_session"), "cmd": .array(command.map(JSONValue.string)),
                "env": .array(environment.map(JSONValue.string)),
            ])
        case .cancelSession: .object(["type": .string("cancel_session")])
        }
    }
}

/// What greetd answers (greetd-ipc(7) "Responses").
public enum GreetdResponse: Equatable, Sendable {
    /// One message of PAM's conversation, relayed by greetd.
    public enum AuthMessage: Equatable, Sendable {
        /// A question whose answer is shown as typed.
        case visible(String)
        /// A question whose answer is never shown.
        case secret(String)
        case info(String)
        case error(String)
    }

    /// The request succeeded (after the last message: the session may be started).
    case success
    /// `auth_error`: the answers were wrong; any other kind is `failed`.
    case authenticationFailed(description: String)
    /// A general error, in greetd's words.
    case failed(description: String)
    case authMessage(AuthMessage)

    /// The response a JSON payload holds; nil when it is none of greetd's.
    init?(json: JSONValue) {
        switch json["type"]?.string {
        case "success": self = .success
        case "error":
            let description = json["description"]?.string ?? ""
            self =
                json["error_type"]?.string == "auth_error"
                ? .authenticationFailed(description: description) : .failed(description: description)
        case "auth_message":
            let text = json["auth_message"]?.string ?? ""
            switch json["auth_message_type"]?.string {
            case "visible": self = .authMessage(.visible(text))
            case "secret": self = .authMessage(.secret(text))
            case "info": self = .authMessage(.info(text))
            case "error": self = .authMessage(.error(text))
            default: return nil
            }
        default: return nil
        }
    }
}
