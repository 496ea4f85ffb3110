/// LSP 3.17 protocol types. Placeholder until the server lands.
public enum LSPProtocol {}
