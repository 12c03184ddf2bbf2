import AuthJSON
import XCTest

@testable import AuthOIDC

/// The strict readers under the ID token's checks: base64url with one spelling per byte string,
/// JSON that names no member twice, and a key set that keeps only keys a signature can be checked with.
final class JOSEReadingTests: XCTestCase {
    func testBase64URLDecodesRFC4648sVectorsWithoutPadding() {
        let vectors = [
            "": "", "Zg": "f", "Zm8": "fo", "Zm9v": "foo", "Zm9vYg": "foob", "Zm9vYmE": "fooba",
            "Zm9vYmFy": "foobar",
        ]
        for (text, bytes) in vectors {
            XCTAssertEqual(Base64URL.decode(text), Array(bytes.utf8), text)
        }
        XCTAssertEqual(Base64URL.decode("-_8"), [0xFB, 0xFF])
    }

    func testBase64URLRefusesEverySecondSpelling() {
        for text in ["Zg==", "Zm8=", "+/8", "Zh", "Zm9", "Z", "Zm 9v", "Zm9v\n"] {
            XCTAssertNil(Base64URL.decode(text), text)
        }
    }

    func testJSONRefusesAMemberNamedTwiceAndNumbersOutsideTheGrammar() {
        XCTAssertEqual(
            JSONValue.parse(Array(#"{"a":1,"b":[true,null,"x\u00e9"]}"#.utf8))?["b"],
            .array([.bool(true), .null, .string("xé")]))
        for text in [
            #"{"a":1,"a":1}"#, #"{"a":1,"\u0061":2}"#, "01", "1.", "+1", ".5", "1e", "-", "NaN", "1 2",
            #"{"a":1,}"#, "[1,]",
        ] {
            XCTAssertNil(JSONValue.parse(Array(text.utf8)), text)
        }
        XCTAssertEqual(JSONValue.parse(Array("-0.5e+2".utf8)), .number(-50))
    }

    func testAKeySetKeepsTheKeysASignatureCanBeCheckedWith() throws {
        let x = String(repeating: "A", count: 43)
        let text = """
            {"keys":[
              {"kty":"RSA","kid":"r","alg":"RS256","n":"AQAB","e":"AQAB"},
              {"kty":"EC","crv":"P-256","kid":"e","x":"\(x)","y":"\(x)"},
              {"kty":"EC","crv":"P-384","kid":"p384","x":"\(x)","y":"\(x)"},
              {"kty":"EC","crv":"P-256","kid":"short","x":"AAAA","y":"\(x)"},
              {"kty":"OKP","crv":"Ed25519","kid":"d","x":"\(x)"},
              {"kty":"OKP","crv":"X25519","kid":"x","x":"\(x)"},
              {"kty":"oct","kid":"h","k":"c2VjcmV0"},
              {"kty":"RSA","kid":7,"n":"AQAB","e":"AQAB"}
            ]}
            """
        let set = try XCTUnwrap(JSONWebKeySet(json: Array(text.utf8)))
        XCTAssertEqual(set.keys.map(\.id), ["r", "e", "d"])
        XCTAssertEqual(set.keys[0].algorithm, "RS256")
        XCTAssertTrue(set.keys[0].fits(.rs256))
        XCTAssertFalse(set.keys[0].fits(.es256))
        XCTAssertNil(JSONWebKeySet(json: Array(#"{"keys":{}}"#.utf8)))
    }
}
