"""A webhook receiver for the tests: verifies each delivery with the Standard Webhooks reference
library (`standardwebhooks` from PyPI), not with Plinth's own code.

    webhook_receiver.py PORT SECRET [SECRET...]

POST (any path): verified with each secret in turn (a delivery verifies when one of them accepts
it); answers 204 when verified, 400 when not. Every delivery is recorded as
{"path", "id": webhook-id, "type": the body's type, "verified": bool, "signatures": how many}.
GET /deliveries: the record, in arrival order, as JSON.
POST /secrets (JSON list): the secrets to verify with from now on.
POST /mode (JSON "ok" | "fail"): "fail" answers every delivery 500 (recorded as unverified).
Prints "listening" once it listens.
"""
import json
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from standardwebhooks import Webhook

lock = threading.Lock()
state = {"secrets": sys.argv[2:], "mode": "ok", "deliveries": []}


class Handler(BaseHTTPRequestHandler):
    def log_message(self, *args):
        pass

    def body(self):
        return self.rfile.read(int(self.headers.get("content-length") or 0))

    def answer(self, status, payload=None):
        data = b"" if payload is None else json.dumps(payload).encode()
        self.send_response(status)
        if payload is not None:
            self.send_header("content-type", "application/json")
        self.send_header("content-length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def do_GET(self):
        with lock:
            self.answer(200, state["deliveries"])

    def do_POST(self):
        body = self.body()
        if self.path in ("/secrets", "/mode"):
            with lock:
                state[self.path[1:]] = json.loads(body)
            return self.answer(200, {"ok": True})
        headers = {k.lower(): v for k, v in self.headers.items()}
        with lock:
            secrets, mode = list(state["secrets"]), state["mode"]
        verified = False
        for secret in secrets:
            try:
                Webhook(secret).verify(body, headers)
                verified = True
                break
            except Exception:
                pass
        try:
            kind = json.loads(body).get("type")
        except Exception:
            kind = None
        failing = mode == "fail"
        with lock:
            state["deliveries"].append({
                "path": self.path,
                "id": headers.get("webhook-id"),
                "type": kind,
                "verified": verified and not failing,
                "signatures": len(headers.get("webhook-signature", "").split()),
            })
        self.answer(500 if failing else (204 if verified else 400))


server = ThreadingHTTPServer(("127.0.0.1", int(sys.argv[1])), Handler)
print("listening", flush=True)
server.serve_forever()
