"""LSP base-protocol framing for the benchmark clients (bench_lsp.py, soak.py)."""
import json


def read_message(stream):
    """The next JSON-RPC message from `stream` (a binary file), or None at the end of input."""
    length = None
    while True:
        line = stream.readline()
        if not line:
            return None
        line = line.strip()
        if not line:
            break
        name, _, value = line.partition(b":")
        if name.strip().lower() == b"content-length":
            length = int(value.strip())
    return json.loads(stream.read(length))


def frame(message):
    """`message` as bytes to write: a Content-Length header, then the JSON body."""
    body = json.dumps(message).encode()
    return b"Content-Length: %d\r\n\r\n" % len(body) + body
