"""Checks Plinth's issued invoices and credit notes with tools nobody at Plinth wrote.

Reads the files `server/tests/it/invoices/structured.rs` downloads into a folder (with
`manifest.json`: each document's PDF, UBL file, kind, currency, total and what its PDF must say),
and for each document checks:

1. the Factur-X PDF with the `factur-x` library (PyPI): the embedded file is found under the name
   `factur-x.xml`, it is valid against the library's XSD of the EN 16931 profile, and the library
   reads its level as `en16931`;
2. the PDF's metadata with `pypdf`: the XMP parses, says PDF/A-3B and carries the Factur-X entries
   (document type, file name, version, conformance level) with their PDF/A extension schema, and
   the catalogue's associated file (`/AF`) is the XML, related as `Alternative`, typed `text/xml`;
3. the CII against the EN 16931 business rules: the Factur-X EN 16931 schematron (the CEN rules
   with the Factur-X profile's) as compiled to XSLT in the `factur-x` package, run with `saxonche`;
   every failed assertion flagged fatal or error fails, warnings are printed;
4. the UBL file against the OASIS UBL 2.1 XSD (Invoice or CreditNote, from the `factur-x`
   package, with `lxml`) and the CEN EN 16931 UBL schematron (same package, `saxonche`), then read
   back: the same number, currency, tax and total as the CII;
5. the PDF's text as `pypdf` extracts it: the total, the VAT categories, the due date, the bank
   details the manifest names.

Not checked here: the Peppol BIS Billing 3.0 rules on top of EN 16931 (their schematron is in no
registry package), a full PDF/A validation (veraPDF is not packaged either), national rules such as
XRechnung's or France's CTC.

Usage: python scripts/einvoice_check.py FOLDER. Prints one line per check and `N passed, N failed`.
"""
import io
import json
import pathlib
import sys
from importlib import resources

import facturx
from lxml import etree
from pypdf import PdfReader
from saxonche import PySaxonProcessor

SCHEMAS = pathlib.Path(str(resources.files("facturx"))) / "xsd_and_schematron"
CII_RULES = SCHEMAS / "facturx-en16931" / "FACTUR-X_EN16931.xslt"
UBL_RULES = SCHEMAS / "ubl-2.1" / "EN16931-UBL-validation.xslt"
UBL_XSD = {
    "invoice": SCHEMAS / "ubl-2.1" / "maindoc" / "UBL-Invoice-2.1.xsd",
    "credit_note": SCHEMAS / "ubl-2.1" / "maindoc" / "UBL-CreditNote-2.1.xsd",
}
SVRL = {"svrl": "http://purl.oclc.org/dsdl/svrl"}
CII = {
    "rsm": "urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100",
    "ram": "urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100",
}
UBL = {
    "cbc": "urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2",
    "cac": "urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2",
}

passed, failed = 0, 0


def check(name, ok, detail=""):
    global passed, failed
    if ok:
        passed += 1
        print(f"ok   {name}")
    else:
        failed += 1
        print(f"FAIL {name}: {detail}")


class Rules:
    """A schematron compiled to XSLT, run with Saxon; failed assertions by flag."""

    def __init__(self, proc, path):
        self.proc = proc
        self.exe = proc.new_xslt30_processor().compile_stylesheet(stylesheet_file=str(path))

    def failures(self, xml_bytes):
        node = self.proc.parse_xml(xml_text=xml_bytes.decode("utf-8"))
        svrl = etree.fromstring(self.exe.transform_to_string(xdm_node=node).encode("utf-8"))
        errors, warnings = [], []
        for fa in svrl.iterfind(".//svrl:failed-assert", SVRL):
            text = " ".join("".join(fa.itertext()).split())
            line = f"[{fa.get('id')}] {text} at {fa.get('location')}"
            (warnings if fa.get("flag") == "warning" else errors).append(line)
        return errors, warnings


def pdf_checks(name, pdf_bytes, sample):
    found_name, xml = facturx.get_facturx_xml_from_pdf(pdf_bytes, check_xsd=True)
    check(f"{name}: factur-x finds the embedded XML", found_name == "factur-x.xml", found_name)
    try:
        facturx.xml_check_xsd(xml, flavor="factur-x", level="en16931")
        check(f"{name}: CII valid against the EN 16931 XSD", True)
    except Exception as e:  # the library raises on an invalid file
        check(f"{name}: CII valid against the EN 16931 XSD", False, e)
    level = facturx.get_level(etree.fromstring(xml))
    check(f"{name}: factur-x reads the level en16931", level == "en16931", level)

    reader = PdfReader(io.BytesIO(pdf_bytes))
    root = reader.trailer["/Root"]
    xmp_raw = root["/Metadata"].get_object().get_data()
    try:
        xmp = etree.fromstring(xmp_raw)
        check(f"{name}: the XMP is well-formed XML", True)
    except etree.XMLSyntaxError as e:
        check(f"{name}: the XMP is well-formed XML", False, e)
        xmp = None
    if xmp is not None:
        ns = {
            "pdfaid": "http://www.aiim.org/pdfa/ns/id/",
            "fx": "urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#",
            "pdfaSchema": "http://www.aiim.org/pdfa/ns/schema#",
        }

        def value(path):
            hits = xmp.xpath(f"//{path}/text() | //@{path}", namespaces=ns)
            return str(hits[0]) if hits else None

        check(f"{name}: XMP says PDF/A-3B", (value("pdfaid:part"), value("pdfaid:conformance")) == ("3", "B"),
              (value("pdfaid:part"), value("pdfaid:conformance")))
        fx = {k: value(f"fx:{k}") for k in ("DocumentType", "DocumentFileName", "Version", "ConformanceLevel")}
        check(f"{name}: XMP carries the Factur-X entries",
              fx == {"DocumentType": "INVOICE", "DocumentFileName": "factur-x.xml", "Version": "1.0",
                     "ConformanceLevel": "EN 16931"}, fx)
        prefixes = xmp.xpath("//pdfaSchema:prefix/text()", namespaces=ns)
        check(f"{name}: XMP declares the fx extension schema", "fx" in prefixes, prefixes)
    af = [f.get_object() for f in root.get("/AF", [])]
    spec = next((f for f in af if f.get("/F") == "factur-x.xml"), None)
    check(f"{name}: the catalogue's /AF names factur-x.xml as Alternative",
          spec is not None and spec.get("/AFRelationship") == "/Alternative", af)
    if spec is not None:
        stream = spec["/EF"]["/F"].get_object()
        check(f"{name}: the embedded file is typed text/xml", stream.get("/Subtype") == "/text/xml", stream.get("/Subtype"))

    text = " ".join(" ".join(page.extract_text() or "" for page in reader.pages).split())
    for expected in sample["text"]:
        check(f"{name}: the PDF reads '{expected}'", expected in text, text[:400])
    return xml


def main(folder):
    folder = pathlib.Path(folder)
    manifest = json.loads((folder / "manifest.json").read_text())
    kinds = {s["kind"] for s in manifest}
    check("every kind of document is there (invoices and a credit note)", kinds == {"invoice", "credit_note"}, kinds)
    check("at least two currencies", len({s["currency"] for s in manifest}) >= 2, manifest)
    ubl_schemas = {k: etree.XMLSchema(etree.parse(str(p))) for k, p in UBL_XSD.items()}
    with PySaxonProcessor(license=False) as proc:
        cii_rules, ubl_rules = Rules(proc, CII_RULES), Rules(proc, UBL_RULES)
        for sample in manifest:
            name = sample["pdf"]
            cii = pdf_checks(name, (folder / sample["pdf"]).read_bytes(), sample)
            errors, warnings = cii_rules.failures(cii)
            for w in warnings:
                print(f"     warning {name}: {w}")
            check(f"{name}: CII passes the EN 16931 schematron", not errors, "\n  ".join(errors))

            xml_name = sample["xml"]
            ubl_bytes = (folder / xml_name).read_bytes()
            ubl = etree.fromstring(ubl_bytes)
            schema = ubl_schemas[sample["kind"]]
            check(f"{xml_name}: valid against the UBL 2.1 XSD", schema.validate(ubl), schema.error_log)
            errors, warnings = ubl_rules.failures(ubl_bytes)
            for w in warnings:
                print(f"     warning {xml_name}: {w}")
            check(f"{xml_name}: passes the EN 16931 UBL schematron", not errors, "\n  ".join(errors))

            cii_tree = etree.fromstring(cii)
            read = {
                "number": (ubl.findtext("cbc:ID", namespaces=UBL),
                           cii_tree.findtext("rsm:ExchangedDocument/ram:ID", namespaces=CII)),
                "currency": (ubl.findtext("cbc:DocumentCurrencyCode", namespaces=UBL),
                             cii_tree.findtext(".//ram:InvoiceCurrencyCode", namespaces=CII)),
                "tax": (ubl.findtext("cac:TaxTotal/cbc:TaxAmount", namespaces=UBL),
                        cii_tree.findtext(".//ram:TaxTotalAmount", namespaces=CII)),
                "total": (ubl.findtext("cac:LegalMonetaryTotal/cbc:PayableAmount", namespaces=UBL),
                          cii_tree.findtext(".//ram:DuePayableAmount", namespaces=CII)),
            }
            same = all(a == b for a, b in read.values())
            check(f"{xml_name}: reads back as the CII (number, currency, tax, total)", same, read)
            check(f"{xml_name}: its total is {sample['total']} {sample['currency']}",
                  read["total"][0] == sample["total"] and read["currency"][0] == sample["currency"], read)
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
