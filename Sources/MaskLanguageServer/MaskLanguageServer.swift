/// The language server. Placeholder until the server lands.
public enum MaskLanguageServer {}
