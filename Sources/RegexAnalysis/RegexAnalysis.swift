/// Regex parsing per flavour (ICU, Swift Regex, ECMAScript, Java) with exact ranges, and
/// automata that answer what a regex accepts.
public enum RegexAnalysis {}
