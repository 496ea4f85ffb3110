/// Recognisers, rules, findings. Placeholder.
public enum MaskAnalysis {}
