"""A real OpenID provider for the end-to-end tests: glewlwyd (Debian's package), on loopback over
HTTPS with a test CA, its SQLite database made from the package's own schema.

usage: glewlwyd.py prepare DIR PORT     the CA, the certificate, the database and DIR/glewlwyd.conf
       glewlwyd.py configure DIR PORT   once glewlwyd runs: the OIDC plugins, the client, the user
       glewlwyd.py approve DIR PORT CODE [PLUGIN [CLIENT]]  Ada signs in and approves the device
                                        code at PLUGIN (`oidc`) for CLIENT, as its page does
       glewlwyd.py end-grants DIR PORT [PLUGIN]  Ada ends, from her profile at PLUGIN (`oidc`), every
                                        refresh token glewlwyd issued her

Three plugin instances: `oidc` (codes last 10 minutes), `oidcshort` (3 seconds, for a code that
expires) and `oidcrevoke` (as `oidc`, offering RFC 7009 revocation: to confidential clients only). Each gives the ID token `name` and `preferred_username` (the user's login name). The
client `authtui-e2e` is public and allowed the device grant; `authtui-e2e-confidential` is the
same client with the secret CONFIDENTIAL_SECRET; the user is `ada`.
"""
import json, os, sqlite3, ssl, subprocess, sys, time, urllib.error, urllib.parse, urllib.request, http.cookiejar

SCHEMA = "/usr/share/dbconfig-common/data/glewlwyd/install/sqlite3"
TEMPLATE = "/usr/share/glewlwyd/templates/glewlwyd-debian.conf.properties"
PASSWORD = "correct horse battery staple"
CLIENT = "authtui-e2e"
CONFIDENTIAL = "authtui-e2e-confidential"
# Unreserved characters only: RFC 6749 §2.3.1 form-encodes the secret before HTTP Basic, and
# glewlwyd compares what Basic carries without decoding it.
CONFIDENTIAL_SECRET = "e2e-client-secret.7Qx_w~9"


def openssl(*arguments):
    subprocess.run(["openssl", *arguments], check=True, capture_output=True)


def prepare(folder, port):
    openssl("req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2", "-subj", "/CN=authtui test CA",
            "-keyout", f"{folder}/ca.key", "-out", f"{folder}/ca.pem")
    with open(f"{folder}/san.ext", "w") as f:
        f.write("subjectAltName=IP:127.0.0.1\n")
    openssl("req", "-newkey", "rsa:2048", "-nodes", "-subj", "/CN=127.0.0.1", "-keyout", f"{folder}/server.key",
            "-out", f"{folder}/server.csr")
    openssl("x509", "-req", "-in", f"{folder}/server.csr", "-CA", f"{folder}/ca.pem", "-CAkey", f"{folder}/ca.key",
            "-CAcreateserial", "-days", "2", "-extfile", f"{folder}/san.ext", "-out", f"{folder}/server.pem")
    openssl("genpkey", "-algorithm", "RSA", "-pkeyopt", "rsa_keygen_bits:2048", "-out", f"{folder}/sign.key")
    openssl("pkey", "-in", f"{folder}/sign.key", "-pubout", "-out", f"{folder}/sign.pub")
    database = sqlite3.connect(f"{folder}/glewlwyd.db")
    with open(SCHEMA) as f:
        database.executescript(f.read())
    database.commit()
    database.close()
    lines = []
    with open(TEMPLATE) as f:
        for line in f:
            key = line.split("=", 1)[0].strip()
            if key == "port":
                line = f"port={port}\n"
            elif key == "external_url":
                line = f'external_url="https://127.0.0.1:{port}"\n'
            elif key == "log_mode":
                line = 'log_mode="console"\n'
            elif key == "use_secure_connection":
                line = "use_secure_connection=true\n"
            elif key == "secure_connection_key_file":
                line = f'secure_connection_key_file="{folder}/server.key"\n'
            elif key == "secure_connection_pem_file":
                line = f'secure_connection_pem_file="{folder}/server.pem"\n'
            elif key == "secure_connection_ca_file":
                line = ""  # that is for client certificates
            elif line.startswith("@include"):
                line = f'database = {{ type = "sqlite3"\n path = "{folder}/glewlwyd.db" }}\n'
            lines.append(line)
    with open(f"{folder}/glewlwyd.conf", "w") as f:
        f.writelines(lines)


def session(folder):
    context = ssl.create_default_context(cafile=f"{folder}/ca.pem")
    opener = urllib.request.build_opener(
        urllib.request.HTTPSHandler(context=context), urllib.request.HTTPCookieProcessor(http.cookiejar.CookieJar()))
    return opener


def call(opener, port, method, path, body=None):
    data = json.dumps(body).encode() if body is not None else None
    request = urllib.request.Request(f"https://127.0.0.1:{port}{path}", data=data, method=method,
                                     headers={"Content-Type": "application/json"})
    try:
        # glewlwyd answers in milliseconds; a bound turns a stuck one into a test's failure, not a hang.
        with opener.open(request, timeout=20) as response:
            return response.status
    except urllib.error.HTTPError as error:
        return error.code


def must(status, what):
    if status != 200:
        sys.exit(f"glewlwyd: {what}: HTTP {status}")


def plugin(folder, port, name, expiration, revokes=False):
    with open(f"{folder}/sign.key") as key, open(f"{folder}/sign.pub") as cert:
        key, cert = key.read(), cert.read()
    return {"module": "oidc", "name": name, "display_name": name, "enabled": True, "parameters": {
        "iss": f"https://127.0.0.1:{port}/api/{name}", "jwt-type": "rsa", "jwt-key-size": "256", "key": key,
        "cert": cert, "access-token-duration": 3600, "refresh-token-duration": 1209600, "code-duration": 600,
        "refresh-token-rolling": False, "allow-non-oidc": False, "auth-type-code-enabled": False,
        "auth-type-token-enabled": False, "auth-type-id-token-enabled": False, "auth-type-none-enabled": False,
        "auth-type-password-enabled": False, "auth-type-client-enabled": False, "auth-type-device-enabled": True,
        "auth-type-refresh-enabled": True, "device-authorization-expiration": expiration,
        "device-authorization-interval": 1, "scope": [],
        "claims": [{"name": "preferred_username", "user-property": "username", "type": "string", "mandatory": True}],
        "jwks-show": True, "subject-type": "public", "name-claim": "mandatory", "name-claim-scope": [],
        "email-claim": "no", "email-claim-scope": [], "address-claim": {"type": "no"},
        "session-cookie-name": "GLEWLWYD2_OIDC_SID", "session-cookie-expiration": 2592000,
        "allowed-scope": ["openid", "profile"],
        # RFC 7009 revocation, which glewlwyd grants confidential clients only (client_secret_basic).
        "introspection-revocation-allowed": revokes, "introspection-revocation-allow-target-client": True}}


def configure(folder, port):
    admin = session(folder)
    for _ in range(100):
        try:
            if call(admin, port, "POST", "/api/auth/", {"username": "admin", "password": "password"}) == 200:
                break
        except urllib.error.URLError:
            pass
        time.sleep(0.1)
    else:
        sys.exit("glewlwyd: the administrator cannot sign in")
    must(call(admin, port, "POST", "/api/mod/plugin/", plugin(folder, port, "oidc", 600)), "plugin oidc")
    must(call(admin, port, "POST", "/api/mod/plugin/", plugin(folder, port, "oidcshort", 3)), "plugin oidcshort")
    must(call(admin, port, "POST", "/api/mod/plugin/", plugin(folder, port, "oidcrevoke", 600, revokes=True)),
         "plugin oidcrevoke")
    must(call(admin, port, "POST", "/api/scope/", {"name": "profile", "display_name": "Profile", "description": "Name and login name",
                                                   "password_required": False, "password_max_age": 0, "scheme": {}}),
         "scope")
    must(call(admin, port, "POST", "/api/client/", {"client_id": CLIENT, "name": "authtui", "confidential": False,
                                                    "enabled": True, "redirect_uri": [], "scope": [],
                                                    "authorization_type": ["device_authorization", "refresh_token"]}),
         "client")
    must(call(admin, port, "POST", "/api/client/", {"client_id": CONFIDENTIAL, "name": "authtui (confidential)",
                                                    "confidential": True, "password": CONFIDENTIAL_SECRET,
                                                    "token_endpoint_auth_method": ["client_secret_basic"],
                                                    "enabled": True, "redirect_uri": [], "scope": [],
                                                    "authorization_type": ["device_authorization", "refresh_token"]}),
         "confidential client")
    must(call(admin, port, "POST", "/api/user/", {"username": "ada", "name": "Ada Lovelace", "enabled": True,
                                                  "email": "ada@example.test", "password": PASSWORD,
                                                  "scope": ["openid", "profile"]}), "user")


def end_grants(folder, port, plugin_name="oidc"):
    user = session(folder)
    must(call(user, port, "POST", "/api/auth/", {"username": "ada", "password": PASSWORD}), "ada signs in")
    request = urllib.request.Request(f"https://127.0.0.1:{port}/api/{plugin_name}/token")
    with user.open(request, timeout=20) as response:
        tokens = json.load(response)
    hashes = [token["token_hash"] for token in tokens if token.get("enabled")]
    if not hashes:
        sys.exit("glewlwyd: ada has no refresh token to end")
    for token_hash in hashes:
        must(call(user, port, "DELETE", f"/api/{plugin_name}/token/{urllib.parse.quote(token_hash, safe='')}"),
             "ada ends a refresh token")


class KeepRedirects(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *arguments, **keywords):
        return None


def approve(folder, port, code, plugin_name="oidc", client=CLIENT):
    user = session(folder)
    must(call(user, port, "POST", "/api/auth/", {"username": "ada", "password": PASSWORD}), "ada signs in")
    must(call(user, port, "PUT", f"/api/auth/grant/{client}", {"scope": "openid profile"}), "ada grants")
    user.add_handler(KeepRedirects())
    # The verification page's own request: approved, glewlwyd answers with a redirect to its
    # completion page (not followed here).
    call(user, port, "GET", f"/api/{plugin_name}/device?code={code}&g_continue")


if __name__ == "__main__":
    command, folder, port = sys.argv[1], sys.argv[2], sys.argv[3]
    if command == "prepare":
        prepare(folder, port)
    elif command == "configure":
        configure(folder, port)
    elif command == "approve":
        approve(folder, port, *sys.argv[4:7])
    elif command == "end-grants":
        end_grants(folder, port, *sys.argv[4:5])
