import AuthJSON
import XCTest

@testable import AuthGreetd

/// greetd-ipc(7)'s messages as bytes: the requests a greeter writes and the responses it reads.
final class GreetdMessageTests: XCTestCase {
    func testCreateSessionIsTheManPagesPayload() {
        let json = GreetdRequest.createSession(username: "me").json
        XCTAssertEqual(json.text, #"{"type":"create_session","username":"me"}"#)
        XCTAssertEqual(JSONValue.parse(Array(#"{"type": "create_session", "username": "me"}"#.utf8)), json)
    }

    func testAnInformationLineIsAcknowledgedWithANullResponse() {
        XCTAssertEqual(
            GreetdRequest.postAuthMessageResponse(nil).json.text,
            #"{"response":null,"type":"post_auth_message_response"}"#)
        XCTAssertEqual(
            GreetdRequest.postAuthMessageResponse("s3cr\"t\\\n").json.text,
            #"{"response":"s3cr\"t\\\n","type":"post_auth_message_response"}"#)
    }

    func testStartSessionSendsTheCommandAndTheEnvironmentAsArrays() {
        XCTAssertEqual(
            GreetdRequest.startSession(command: ["sway"], environment: ["XDG_SESSION_TYPE=wayland"]).json
                .text,
            #"{"cmd":["sway"],"env":["XDG_SESSION_TYPE=wayland"],"type":"start_session"}"#)
        XCTAssertEqual(GreetdRequest.cancelSession.json.text, #"{"type":"cancel_session"}"#)
    }

    func testEveryResponseKindIsRead() {
        func read(_ text: String) -> GreetdResponse? {
            JSONValue.parse(Array(text.utf8)).flatMap(GreetdResponse.init(json:))
        }
        XCTAssertEqual(read(#"{"type":"success"}"#), .success)
        XCTAssertEqual(
            read(#"{"type":"auth_message","auth_message_type":"secret","auth_message":"Password: "}"#),
            .authMessage(.secret("Password: ")))
        XCTAssertEqual(
            read(
                #"{"type":"auth_message","auth_message_type":"visible","auth_message":"One-time password (OATH) for `alice': "}"#
            ),
            .authMessage(.visible("One-time password (OATH) for `alice': ")))
        XCTAssertEqual(
            read(
                #"{"type":"auth_message","auth_message_type":"info","auth_message":"Welcome \u00e9\ud83d\ude00"}"#
            ),
            .authMessage(.info("Welcome é😀")))
        XCTAssertEqual(
            read(#"{"type":"auth_message","auth_message_type":"error","auth_message":"Account locked"}"#),
            .authMessage(.error("Account locked")))
        XCTAssertEqual(
            read(#"{"type":"error","error_type":"auth_error","description":"pam_authenticate: AUTH_ERR"}"#),
            .authenticationFailed(description: "pam_authenticate: AUTH_ERR"))
        XCTAssertEqual(
            read(
                #"{"type":"error","error_type":"error","description":"a session is already being configured"}"#
            ),
            .failed(description: "a session is already being configured"))
    }

    func testWhatIsNotGreetdsIsRefusedRatherThanGuessed() {
        for text in [
            #"{"type":"auth_message","auth_message_type":"telepathy","auth_message":"?"}"#,
            #"{"type":"hello"}"#,
            #"{"type":"success""#, #"{"type":"success"} trailing"#, "\"success\"", #"{"type":"s\u12"}"#,
            #"{"type":"a\tb"}"#, String(repeating: "[", count: 50) + String(repeating: "]", count: 50),
        ] {
            let response = JSONValue.parse(Array(text.utf8)).flatMap(GreetdResponse.init(json:))
            XCTAssertNil(response, text)
        }
    }

    func testAnAuthenticationFailureSaysPAMsOneSentenceNotGreetdsLogLine() {
        XCTAssertEqual(
            GreetdAuthenticator.refusal(
                .success(.authenticationFailed(description: "pam_authenticate: AUTH_ERR"))),
            GreetdAuthenticator.authenticationFailure.text)
        XCTAssertEqual(
            GreetdAuthenticator.refusal(.success(.failed(description: "no such session"))), "no such session")
    }
}
