import XCTest

@testable import SourceScanning

final class InterfaceBuilderScannerTests: XCTestCase {
  static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
        <scenes>
            <!--Login <textField> comment-->
            <scene sceneID="s1">
                <objects>
                    <viewController id="vc1" customClass="LoginViewController" customModule="App" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="v1">
                            <subviews>
                                <textField opaque="NO" id="tf1" customClass="MaskedTextField" userLabel="Phone &amp; more">
                                    <userDefinedRuntimeAttributes>
                                        <userDefinedRuntimeAttribute type="string" keyPath="BBB_pattern" value="+7 (&amp;##) &#x41;&#66;"/>
                                        <userDefinedRuntimeAttribute type="number" keyPath="maxLength">
                                            <integer key="value" value="10"/>
                                        </userDefinedRuntimeAttribute>
                                        <userDefinedRuntimeAttribute type="boolean" keyPath="isStrict" value="YES"/>
                                        <userDefinedRuntimeAttribute type="number" keyPath="ratio">
                                            <real key="value" value="1.5"/>
                                        </userDefinedRuntimeAttribute>
                                    </userDefinedRuntimeAttributes>
                                </textField>
                                <textField id="tf2"/>
                            </subviews>
                        </view>
                        <connections>
                            <outlet property="phoneField" destination="tf1" id="o1"/>
                            <outlet property="plainField" destination="tf2" id="o2"/>
                        </connections>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """

  func testRuntimeAttributesAreGroupedByTheirElement() {
    let doc = InterfaceBuilderScanner.scan(SourceText(Self.storyboard))
    XCTAssertTrue(doc.diagnostics.isEmpty, "\(doc.diagnostics)")
    XCTAssertEqual(doc.elements.count, 1)
    let field = doc.elements[0]
    XCTAssertEqual(field.tag, "textField")
    XCTAssertEqual(field.id, "tf1")
    XCTAssertEqual(field.customClass, "MaskedTextField")
    XCTAssertEqual(field.userLabel, "Phone & more")
    XCTAssertTrue(doc.text.string(in: field.range).hasPrefix("<textField opaque=\"NO\" id=\"tf1\""))
    XCTAssertTrue(doc.text.string(in: field.range).hasSuffix("more\">"))
    XCTAssertEqual(field.runtimeAttributes.map(\.keyPath), ["BBB_pattern", "maxLength", "isStrict", "ratio"])
    XCTAssertEqual(field.runtimeAttributes.map(\.type), ["string", "number", "boolean", "number"])
    XCTAssertEqual(field.runtimeAttributes.map(\.value.value), ["+7 (&##) AB", "10", "YES", "1.5"])
    XCTAssertEqual(doc.text.string(in: field.runtimeAttributes[0].keyPathRange), "BBB_pattern")
    XCTAssertEqual(doc.text.string(in: field.runtimeAttributes[1].value.range), "\"10\"")
    let numberElement = doc.text.string(in: field.runtimeAttributes[1].range)
    XCTAssertTrue(numberElement.hasPrefix("<userDefinedRuntimeAttribute type=\"number\""))
    XCTAssertTrue(numberElement.hasSuffix("</userDefinedRuntimeAttribute>"))
  }

  func testEntitiesMapBackToTheSource() {
    let text = SourceText(Self.storyboard)
    let pattern = InterfaceBuilderScanner.scan(text).elements[0].runtimeAttributes[0].value
    XCTAssertEqual(pattern.value, "+7 (&##) AB")
    XCTAssertEqual(text.string(in: pattern.range), "\"+7 (&amp;##) &#x41;&#66;\"")
    XCTAssertEqual(sourceOf(pattern, characters: 4..<5, in: text), "&amp;")
    XCTAssertEqual(sourceOf(pattern, characters: 5..<7, in: text), "##")
    XCTAssertEqual(sourceOf(pattern, characters: 9..<10, in: text), "&#x41;")
    XCTAssertEqual(sourceOf(pattern, characters: 10..<11, in: text), "&#66;")
    XCTAssertEqual(sourceOf(pattern, characters: 0..<11, in: text), "+7 (&amp;##) &#x41;&#66;")
    // Line/column of `##`, as the CLI would print it.
    let position = text.position(of: pattern.sourceRange(forCharacters: 5..<7).lowerBound)
    let line = text.lineText(position.line)
    XCTAssertEqual(Array(line.utf16)[position.utf16Column], UInt16(UInt8(ascii: "#")))
    XCTAssertTrue(line.contains("BBB_pattern"))
  }

  func testOutletsKnowTheirOwnerClass() {
    let doc = InterfaceBuilderScanner.scan(SourceText(Self.storyboard))
    XCTAssertEqual(doc.outlets.map(\.property), ["phoneField", "plainField"])
    XCTAssertEqual(doc.outlets.map(\.destination), ["tf1", "tf2"])
    XCTAssertEqual(doc.outlets.map(\.ownerClass), ["LoginViewController", "LoginViewController"])
    XCTAssertTrue(doc.text.string(in: doc.outlets[0].range).hasPrefix("<outlet property=\"phoneField\""))
  }

  func testXibFilesOwnerPlaceholder() {
    let xib = """
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB">
        <objects>
          <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="CardView">
            <connections>
              <outlet property="cardField" destination="f9" id="x1"/>
            </connections>
          </placeholder>
          <view id="root">
            <subviews>
              <textField id='f9'>
                <userDefinedRuntimeAttributes>
                  <userDefinedRuntimeAttribute type="string" keyPath="formattingPattern" value="**** ****"/>
                </userDefinedRuntimeAttributes>
              </textField>
            </subviews>
          </view>
        </objects>
      </document>
      """
    let doc = InterfaceBuilderScanner.scan(SourceText(xib))
    XCTAssertEqual(doc.outlets.first?.ownerClass, "CardView")
    XCTAssertEqual(doc.outlets.first?.destination, "f9")
    XCTAssertEqual(doc.elements.map(\.id), ["f9"])
    XCTAssertNil(doc.elements.first?.customClass)
    XCTAssertEqual(doc.elements.first?.runtimeAttributes.first?.value.value, "**** ****")
    XCTAssertTrue(doc.diagnostics.isEmpty, "\(doc.diagnostics)")
  }

  func testAttributeWhitespaceIsNormalisedAndEmptyValueMaps() {
    let xml = "<v id=\"a\"><userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type=\"string\" keyPath=\"k\" value=\"a\tb\"/><userDefinedRuntimeAttribute type=\"string\" keyPath=\"e\" value=\"\"/></userDefinedRuntimeAttributes></v>"
    let text = SourceText(xml)
    let attributes = InterfaceBuilderScanner.scan(text).elements[0].runtimeAttributes
    XCTAssertEqual(attributes[0].value.value, "a b")
    XCTAssertEqual(attributes[1].value.value, "")
    let empty = attributes[1].value.sourceRange(forValueUTF8: 0..<0)
    XCTAssertEqual(empty, offset(of: "\"\"/>", in: xml) + 1..<offset(of: "\"\"/>", in: xml) + 1)
  }

  func testMalformedDocumentsAreDiagnosedNotFatal() {
    let cases = [
      "<view id=\"a\"><userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type=string keyPath=\"k\" value=\"x\"/>",
      "<view id=\"a\"><userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type=\"string\" keyPath=\"k\" value=\"x",
      "<view id=\"a\"><!-- never closed",
      "<view id=\"a\" <other>",
      "</nothing><view id=\"a\" title=\"&bogus; & x\"></view>",
    ]
    for xml in cases {
      let doc = InterfaceBuilderScanner.scan(SourceText(xml))
      XCTAssertFalse(doc.diagnostics.isEmpty, xml)
      for d in doc.diagnostics {
        XCTAssertLessThanOrEqual(d.range.upperBound, xml.utf8.count)
        XCTAssertGreaterThanOrEqual(d.range.lowerBound, 0)
      }
    }
    // The unquoted attribute is still read, and the truncated file keeps its attribute.
    let first = InterfaceBuilderScanner.scan(SourceText(cases[0]))
    XCTAssertEqual(first.elements.first?.runtimeAttributes.first?.type, "string")
    XCTAssertEqual(first.elements.first?.runtimeAttributes.first?.value.value, "x")
    XCTAssertEqual(InterfaceBuilderScanner.scan(SourceText(cases[1])).elements.first?.runtimeAttributes.first?.value.value, "x")
  }
}
