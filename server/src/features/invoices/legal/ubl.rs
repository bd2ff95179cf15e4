//! The UBL 2.1 file of Peppol BIS Billing 3.0 (an `Invoice` or a `CreditNote`), downloadable beside
//! the PDF. The same `LegalDoc` as the PDF and the CII, so the same figures.
use super::{
    cii::address_lines,
    model::{DocKind, LegalDoc, Party},
    xml::Xml,
};
use crate::money::{amount_text, tax_rate_text};

const CAC: &str = "urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2";
const CBC: &str = "urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2";
const CUSTOMIZATION: &str =
    "urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0";
const PROFILE: &str = "urn:fdc:peppol.eu:2017:poacc:billing:01:1.0";

/// The Peppol electronic address scheme (ISO 6523 ICD) of a VAT number, by its country, for the
/// countries that register one; `None` elsewhere (the party then has no endpoint).
fn endpoint_scheme(country: &str) -> Option<&'static str> {
    Some(match country {
        "AT" => "9914",
        "BE" => "9925",
        "DE" => "9930",
        "ES" => "9920",
        "FR" => "9957",
        "GB" => "9932",
        "IE" => "9935",
        "IT" => "9906",
        "LU" => "9938",
        "NL" => "9944",
        "PT" => "9946",
        _ => return None,
    })
}

fn tax_category(
    x: &mut Xml,
    element: &str,
    code: &str,
    percent: Option<String>,
    reason: Option<&str>,
) {
    x.open(element, &[]);
    x.el("cbc:ID", code);
    if let Some(p) = percent {
        x.el("cbc:Percent", &p);
    }
    x.opt("cbc:TaxExemptionReason", reason);
    x.open("cac:TaxScheme", &[])
        .el("cbc:ID", "VAT")
        .close("cac:TaxScheme");
    x.close(element);
}

fn party(x: &mut Xml, element: &str, p: &Party) {
    x.open(element, &[]).open("cac:Party", &[]);
    if let (Some(vat), Some(scheme)) = (&p.vat_number, endpoint_scheme(&p.country)) {
        x.el_with("cbc:EndpointID", &[("schemeID", scheme)], vat);
    }
    x.open("cac:PartyName", &[])
        .el("cbc:Name", &p.name)
        .close("cac:PartyName");
    x.open("cac:PostalAddress", &[]);
    let lines = address_lines(&p.street);
    x.opt("cbc:StreetName", lines.first().map(String::as_str));
    x.opt("cbc:AdditionalStreetName", lines.get(1).map(String::as_str));
    x.opt("cbc:CityName", Some(&p.city));
    x.opt("cbc:PostalZone", Some(&p.postcode));
    if let Some(third) = lines.get(2) {
        x.open("cac:AddressLine", &[])
            .el("cbc:Line", third)
            .close("cac:AddressLine");
    }
    x.open("cac:Country", &[])
        .el("cbc:IdentificationCode", &p.country)
        .close("cac:Country");
    x.close("cac:PostalAddress");
    if let Some(vat) = &p.vat_number {
        x.open("cac:PartyTaxScheme", &[]).el("cbc:CompanyID", vat);
        x.open("cac:TaxScheme", &[])
            .el("cbc:ID", "VAT")
            .close("cac:TaxScheme");
        x.close("cac:PartyTaxScheme");
    }
    x.open("cac:PartyLegalEntity", &[]);
    x.el("cbc:RegistrationName", &p.name);
    x.opt("cbc:CompanyID", p.registration_number.as_deref());
    x.close("cac:PartyLegalEntity");
    x.close("cac:Party").close(element);
}

pub fn ubl(doc: &LegalDoc) -> String {
    let cur = doc.currency.as_str();
    let money = [("currencyID", cur)];
    let amount = |minor: i64| amount_text(minor, cur);
    let credit = doc.kind == DocKind::CreditNote;
    let root = if credit { "CreditNote" } else { "Invoice" };
    let ns = if credit {
        "urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2"
    } else {
        "urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"
    };
    let mut x = Xml::new();
    x.open(
        root,
        &[("xmlns", ns), ("xmlns:cac", CAC), ("xmlns:cbc", CBC)],
    );
    x.el("cbc:CustomizationID", CUSTOMIZATION);
    x.el("cbc:ProfileID", PROFILE);
    x.el("cbc:ID", &doc.number);
    x.el("cbc:IssueDate", &doc.issued_on.to_string());
    if credit {
        x.el("cbc:CreditNoteTypeCode", doc.kind.type_code());
    } else {
        x.el("cbc:DueDate", &doc.due_on.to_string());
        x.el("cbc:InvoiceTypeCode", doc.kind.type_code());
    }
    for note in [doc.note.as_deref(), doc.footer.as_deref()]
        .into_iter()
        .flatten()
    {
        x.el("cbc:Note", note);
    }
    x.el("cbc:DocumentCurrencyCode", cur);
    x.el("cbc:BuyerReference", &doc.buyer_reference);
    if let Some(po) = &doc.po_number {
        x.open("cac:OrderReference", &[])
            .el("cbc:ID", po)
            .close("cac:OrderReference");
    }
    if let Some((number, day)) = &doc.preceding {
        x.open("cac:BillingReference", &[])
            .open("cac:InvoiceDocumentReference", &[]);
        x.el("cbc:ID", number).el("cbc:IssueDate", &day.to_string());
        x.close("cac:InvoiceDocumentReference")
            .close("cac:BillingReference");
    }
    party(&mut x, "cac:AccountingSupplierParty", &doc.seller);
    party(&mut x, "cac:AccountingCustomerParty", &doc.buyer);
    x.open("cac:PaymentMeans", &[]);
    match &doc.payment.iban {
        Some(iban) => {
            x.el("cbc:PaymentMeansCode", "30");
            x.el("cbc:PaymentID", &doc.number);
            x.open("cac:PayeeFinancialAccount", &[]).el("cbc:ID", iban);
            if let Some(bic) = &doc.payment.bic {
                x.open("cac:FinancialInstitutionBranch", &[])
                    .el("cbc:ID", bic)
                    .close("cac:FinancialInstitutionBranch");
            }
            x.close("cac:PayeeFinancialAccount");
        }
        None => {
            x.el_with(
                "cbc:PaymentMeansCode",
                &[("name", doc.payment.account_text.as_deref().unwrap_or(""))],
                "1",
            );
            x.el("cbc:PaymentID", &doc.number);
        }
    }
    x.close("cac:PaymentMeans");
    x.open("cac:PaymentTerms", &[])
        .el("cbc:Note", &doc.terms_text())
        .close("cac:PaymentTerms");
    x.open("cac:TaxTotal", &[]);
    x.el_with("cbc:TaxAmount", &money, &amount(doc.totals.tax));
    for c in &doc.totals.categories {
        x.open("cac:TaxSubtotal", &[]);
        x.el_with("cbc:TaxableAmount", &money, &amount(c.base));
        x.el_with("cbc:TaxAmount", &money, &amount(c.tax));
        tax_category(
            &mut x,
            "cac:TaxCategory",
            c.category.code(),
            c.rate_bp.map(tax_rate_text),
            c.exempt_reason.as_deref(),
        );
        x.close("cac:TaxSubtotal");
    }
    x.close("cac:TaxTotal");
    x.open("cac:LegalMonetaryTotal", &[]);
    x.el_with("cbc:LineExtensionAmount", &money, &amount(doc.totals.net));
    x.el_with("cbc:TaxExclusiveAmount", &money, &amount(doc.totals.net));
    x.el_with("cbc:TaxInclusiveAmount", &money, &amount(doc.totals.gross));
    x.el_with("cbc:PayableAmount", &money, &amount(doc.totals.gross));
    x.close("cac:LegalMonetaryTotal");
    let (line_el, qty_el) = if credit {
        ("cac:CreditNoteLine", "cbc:CreditedQuantity")
    } else {
        ("cac:InvoiceLine", "cbc:InvoicedQuantity")
    };
    for (i, line) in doc.lines.iter().enumerate() {
        x.open(line_el, &[]);
        x.el("cbc:ID", &(i + 1).to_string());
        x.el_with(qty_el, &[("unitCode", "C62")], "1");
        x.el_with("cbc:LineExtensionAmount", &money, &amount(line.net));
        x.open("cac:Item", &[]).el("cbc:Name", &line.description);
        tax_category(
            &mut x,
            "cac:ClassifiedTaxCategory",
            line.category.code(),
            line.category.rate_bp(doc.standard_bp).map(tax_rate_text),
            None,
        );
        x.close("cac:Item");
        x.open("cac:Price", &[])
            .el_with("cbc:PriceAmount", &money, &amount(line.net))
            .close("cac:Price");
        x.close(line_el);
    }
    x.close(root);
    x.finish()
}

#[cfg(test)]
mod tests {
    use super::super::model::{sample, DocKind};
    use super::*;

    #[test]
    fn the_ubl_carries_the_same_figures_as_the_cii() {
        let xml = ubl(&sample::doc(DocKind::Invoice));
        for expected in [
            "<Invoice xmlns=\"urn:oasis:names:specification:ubl:schema:xsd:Invoice-2\"",
            "<cbc:DueDate>2026-12-24</cbc:DueDate>",
            "<cbc:EndpointID schemeID=\"9932\">GB980780684</cbc:EndpointID>",
            "<cbc:TaxAmount currencyID=\"EUR\">20.00</cbc:TaxAmount>",
            "<cbc:PayableAmount currencyID=\"EUR\">645.01</cbc:PayableAmount>",
            "<cbc:ID>E</cbc:ID><cbc:Percent>0</cbc:Percent><cbc:TaxExemptionReason>",
        ] {
            assert!(xml.contains(expected), "{expected} in {xml}");
        }
        let credit = ubl(&sample::doc(DocKind::CreditNote));
        assert!(credit.starts_with("<?xml"));
        assert!(credit.contains("<cbc:CreditNoteTypeCode>381</cbc:CreditNoteTypeCode>"));
        assert!(credit.contains("<cac:CreditNoteLine><cbc:ID>1</cbc:ID><cbc:CreditedQuantity unitCode=\"C62\">1</cbc:CreditedQuantity>"));
        assert!(!credit.contains("DueDate"));
    }
}
