/// The parts of a storyboard or xib that configure fields: elements with user-defined
/// runtime attributes, and outlet connections.
public struct InterfaceBuilderDocument: Sendable {
  public var text: SourceText
  public var elements: [IBElement]
  public var outlets: [IBOutlet]
  public var diagnostics: [ScanDiagnostic]
  /// `maskls:` directives of the XML comments (`<!-- maskls: ignore -->`).
  public var directives: [Directive]

  public init(
    text: SourceText, elements: [IBElement] = [], outlets: [IBOutlet] = [], diagnostics: [ScanDiagnostic] = [],
    directives: [Directive] = []
  ) {
    self.text = text
    self.elements = elements
    self.outlets = outlets
    self.diagnostics = diagnostics
    self.directives = directives
  }
}

/// An element that carries runtime attributes (a `textField`, a `view` with a custom class).
public struct IBElement: Sendable, Hashable {
  /// The XML tag, e.g. `textField`.
  public var tag: String
  /// The `id` attribute.
  public var id: String
  public var customClass: String?
  /// The `userLabel` attribute, if any.
  public var userLabel: String?
  /// Source bytes of the start tag.
  public var range: Range<Int>
  public var runtimeAttributes: [IBRuntimeAttribute]

  public init(tag: String, id: String, customClass: String?, userLabel: String?, range: Range<Int>, runtimeAttributes: [IBRuntimeAttribute]) {
    self.tag = tag
    self.id = id
    self.customClass = customClass
    self.userLabel = userLabel
    self.range = range
    self.runtimeAttributes = runtimeAttributes
  }
}

/// `<userDefinedRuntimeAttribute type="string" keyPath="BBB_pattern" value="..."/>`; number
/// attributes carry their value in a nested `<integer key="value" value="10"/>` or
/// `<real .../>`, also read here.
public struct IBRuntimeAttribute: Sendable, Hashable {
  public var keyPath: String
  /// `string`, `number`, `boolean`, …
  public var type: String
  /// The decoded value (XML entities decoded) with its map to the source.
  public var value: StringLiteral
  /// Source bytes of the keyPath attribute value.
  public var keyPathRange: Range<Int>
  /// Source bytes of the whole element.
  public var range: Range<Int>

  public init(keyPath: String, type: String, value: StringLiteral, keyPathRange: Range<Int>, range: Range<Int>) {
    self.keyPath = keyPath
    self.type = type
    self.value = value
    self.keyPathRange = keyPathRange
    self.range = range
  }
}

/// `<outlet property="phoneField" destination="abc-12-xyz" id="..."/>` inside the element
/// that owns the property (a view controller or a placeholder with a custom class).
public struct IBOutlet: Sendable, Hashable {
  public var property: String
  public var destination: String
  /// The custom class of the owning element (the view controller class), if known.
  public var ownerClass: String?
  public var range: Range<Int>

  public init(property: String, destination: String, ownerClass: String?, range: Range<Int>) {
    self.property = property
    self.destination = destination
    self.ownerClass = ownerClass
    self.range = range
  }
}

