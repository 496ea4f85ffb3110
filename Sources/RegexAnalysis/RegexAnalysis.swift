/// Regex parsing per flavour and automata. Placeholder until the analyser lands.
public enum RegexAnalysis {}
