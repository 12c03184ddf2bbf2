"""A stand-in OpenID provider on loopback for the device flow's tests (StandInProvider.swift in
AuthDomainTests, OIDCEndToEndTests.swift in EndToEndTests).

usage: provider.py ANSWERS.json REQUESTS.jsonl [CERT.pem KEY.pem]

Prints its port, then serves until killed. ANSWERS.json is read again at every request, so a test
rewrites it at will: "discovery" (the document), "jwks" (key sets served in order, the last again
and again; "auto" is the set of "signing_key"), "device" (the device authorization) and
"device_status", "token" (the token endpoint's answers in order, the last again and again: each
[status, body], or {"sign": {claims}} for an ID token this provider signs with "signing_key"
(RS256, kid "kid") over its usual claims for "issuer" and "client_id" with these laid over, and a
fresh random refresh token), "revoke" (the revocation endpoint's [status, body]; 200 and an empty
body when absent: a test's discovery names "/revoke" when it wants revocation offered), and "hang"
(path -> seconds to wait before answering). Every request is appended to REQUESTS.jsonl as
{"path", "form"}, with "authorization" (the Authorization header) when the request had one,
"issued" (the refresh token) for a token response that gave one, and "tokens" (its access, ID and
refresh tokens) so a test can look for each where none may be.
"""
import base64, json, secrets, signal, ssl, sys, threading, time, urllib.parse
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

# The test process blocks signals its threads wait for, and a child inherits the mask.
signal.pthread_sigmask(signal.SIG_SETMASK, [])

answers_file, log_file = sys.argv[1], sys.argv[2]
served = {"jwks": 0, "token": 0}
lock = threading.Lock()


def answers():
    with open(answers_file) as f:
        return json.load(f)


def nth(items, key):
    with lock:
        index = served[key]
        served[key] += 1
    return items[min(index, len(items) - 1)]


def b64(data):
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def private_key(a):
    from cryptography.hazmat.primitives import serialization
    with open(a["signing_key"], "rb") as f:
        return serialization.load_pem_private_key(f.read(), password=None)


def key_set(a):
    numbers = private_key(a).public_key().public_numbers()
    def number(n):
        return b64(n.to_bytes((n.bit_length() + 7) // 8, "big"))
    return {"keys": [{"kty": "RSA", "kid": a["kid"], "use": "sig", "alg": "RS256",
                      "n": number(numbers.n), "e": number(numbers.e)}]}


def signed(a, overrides):
    from cryptography.hazmat.primitives import hashes
    from cryptography.hazmat.primitives.asymmetric import padding
    now = int(time.time())
    claims = {"iss": a["issuer"], "aud": a["client_id"], "sub": "248289761001", "iat": now,
              "exp": now + 300, "preferred_username": "ada", "name": "Ada Lovelace"}
    claims.update(overrides)
    header = {"alg": "RS256", "kid": a["kid"], "typ": "JWT"}
    signing_input = b64(json.dumps(header).encode()) + "." + b64(json.dumps(claims).encode())
    signature = private_key(a).sign(signing_input.encode(), padding.PKCS1v15(), hashes.SHA256())
    token = signing_input + "." + b64(signature)
    return 200, {"access_token": "at-" + secrets.token_urlsafe(16), "token_type": "Bearer", "id_token": token,
                 "refresh_token": "rt-" + secrets.token_urlsafe(16)}


class Provider(BaseHTTPRequestHandler):
    def log_message(self, *args):
        pass

    def reply(self, status, body):
        data = body.encode() if isinstance(body, str) else json.dumps(body).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def record(self, form, issued=None, tokens=None):
        entry = {"path": self.path, "form": form}
        if self.headers.get("Authorization") is not None:
            entry["authorization"] = self.headers["Authorization"]
        if issued is not None:
            entry["issued"] = issued
        if tokens:
            entry["tokens"] = tokens
        with lock, open(log_file, "a") as f:
            f.write(json.dumps(entry) + "\n")

    def do_GET(self):
        self.answer({})

    def do_POST(self):
        length = int(self.headers.get("Content-Length", "0"))
        body = self.rfile.read(length).decode()
        form = {k: v[0] for k, v in urllib.parse.parse_qs(body, keep_blank_values=True).items()}
        self.answer(form)

    def answer(self, form):
        a = answers()
        issued = None
        tokens = []
        if self.path == "/token":
            answer = nth(a["token"], "token")
            status, body = signed(a, answer["sign"]) if isinstance(answer, dict) else answer
            if isinstance(body, dict):
                issued = body.get("refresh_token")
                tokens = [body[k] for k in ("access_token", "id_token", "refresh_token") if k in body]
        # Recorded before the answer goes out, so a client that read the answer finds it logged.
        self.record(form, issued, tokens)
        if self.path in a.get("hang", {}):
            time.sleep(a["hang"][self.path])
        if self.path == "/.well-known/openid-configuration":
            self.reply(200, a["discovery"])
        elif self.path == "/jwks":
            keys = nth(a["jwks"], "jwks")
            self.reply(200, key_set(a) if keys == "auto" else keys)
        elif self.path == "/device":
            self.reply(a.get("device_status", 200), a["device"])
        elif self.path == "/token":
            self.reply(status, body)
        elif self.path == "/revoke":
            status, body = a.get("revoke", [200, ""])
            self.reply(status, body)
        else:
            self.reply(404, {"error": "not_found"})


server = ThreadingHTTPServer(("127.0.0.1", 0), Provider)
server.daemon_threads = True
if len(sys.argv) > 4:
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(sys.argv[3], sys.argv[4])
    server.socket = context.wrap_socket(server.socket, server_side=True)
print(server.server_address[1], flush=True)
server.serve_forever()
