"""A real SMTP server for the mail tests: aiosmtpd (PyPI) on 127.0.0.1:PORT, writing each message it
accepts to DIR as <n>.eml (written beside, then renamed, so a reader never sees half a mail), with
the envelope's recipients in the X-Sink-Rcpt header. Runs until killed.

    python scripts/smtp_sink.py PORT DIR
"""
import itertools
import os
import sys
import threading

from aiosmtpd.controller import Controller


class Sink:
    def __init__(self, folder):
        self.folder = folder
        self.lock = threading.Lock()
        taken = [int(n.split(".")[0]) for n in os.listdir(folder) if n.endswith(".eml")]
        self.numbers = itertools.count(max(taken, default=0) + 1)

    async def handle_DATA(self, server, session, envelope):
        with self.lock:
            n = next(self.numbers)
        head = "X-Sink-Rcpt: " + ", ".join(envelope.rcpt_tos) + "\r\n"
        data = envelope.original_content or envelope.content
        if isinstance(data, str):
            data = data.encode("utf-8")
        tmp = os.path.join(self.folder, f".{n}.tmp")
        with open(tmp, "wb") as f:
            f.write(head.encode("ascii") + data)
        os.rename(tmp, os.path.join(self.folder, f"{n}.eml"))
        return "250 Message accepted for delivery"


def main():
    port, folder = int(sys.argv[1]), sys.argv[2]
    os.makedirs(folder, exist_ok=True)
    controller = Controller(Sink(folder), hostname="127.0.0.1", port=port)
    controller.start()
    print(f"listening on 127.0.0.1:{port}", flush=True)
    threading.Event().wait()


if __name__ == "__main__":
    main()
