/// JSON-RPC framing. Placeholder until the server lands.
public enum LSPTransport {}
