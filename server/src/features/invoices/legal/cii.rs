//! The Factur-X / ZUGFeRD XML (UN/CEFACT Cross Industry Invoice D16B) of the EN 16931 profile,
//! embedded in the PDF as `factur-x.xml`. Amounts from `LegalDoc` (the one calculation), written
//! in the document's currency with its own decimals.
use super::{
    model::{LegalDoc, Party},
    xml::Xml,
};
use crate::money::{amount_text, tax_rate_text};

const RSM: &str = "urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100";
const RAM: &str =
    "urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100";
const QDT: &str = "urn:un:unece:uncefact:data:standard:QualifiedDataType:100";
const UDT: &str = "urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100";
/// The EN 16931 profile of Factur-X 1.0 (BT-24).
pub const GUIDELINE: &str = "urn:cen.eu:en16931:2017";

fn date(x: &mut Xml, element: &str, day: chrono::NaiveDate, qualified: bool) {
    let inner = if qualified {
        "qdt:DateTimeString"
    } else {
        "udt:DateTimeString"
    };
    x.open(element, &[]);
    x.el_with(
        inner,
        &[("format", "102")],
        &day.format("%Y%m%d").to_string(),
    );
    x.close(element);
}

fn party(x: &mut Xml, element: &str, p: &Party) {
    x.open(element, &[]);
    x.el("ram:Name", &p.name);
    if let Some(reg) = &p.registration_number {
        x.open("ram:SpecifiedLegalOrganization", &[])
            .el("ram:ID", reg)
            .close("ram:SpecifiedLegalOrganization");
    }
    x.open("ram:PostalTradeAddress", &[]);
    x.opt("ram:PostcodeCode", Some(&p.postcode));
    let lines = address_lines(&p.street);
    x.opt("ram:LineOne", lines.first().map(String::as_str));
    x.opt("ram:LineTwo", lines.get(1).map(String::as_str));
    x.opt("ram:LineThree", lines.get(2).map(String::as_str));
    x.opt("ram:CityName", Some(&p.city));
    x.el("ram:CountryID", &p.country);
    x.close("ram:PostalTradeAddress");
    if let Some(vat) = &p.vat_number {
        x.open("ram:SpecifiedTaxRegistration", &[])
            .el_with("ram:ID", &[("schemeID", "VA")], vat)
            .close("ram:SpecifiedTaxRegistration");
    }
    x.close(element);
}

/// At most three address lines: the fourth and later join the third.
pub fn address_lines(street: &[String]) -> Vec<String> {
    let mut lines: Vec<String> = street.iter().take(2).cloned().collect();
    if street.len() > 2 {
        lines.push(street[2..].join(", "));
    }
    lines
}

pub fn cii(doc: &LegalDoc) -> String {
    let cur = doc.currency.as_str();
    let amount = |minor: i64| amount_text(minor, cur);
    let mut x = Xml::new();
    x.open(
        "rsm:CrossIndustryInvoice",
        &[
            ("xmlns:rsm", RSM),
            ("xmlns:ram", RAM),
            ("xmlns:qdt", QDT),
            ("xmlns:udt", UDT),
        ],
    );
    x.open("rsm:ExchangedDocumentContext", &[])
        .open("ram:GuidelineSpecifiedDocumentContextParameter", &[])
        .el("ram:ID", GUIDELINE)
        .close("ram:GuidelineSpecifiedDocumentContextParameter")
        .close("rsm:ExchangedDocumentContext");
    x.open("rsm:ExchangedDocument", &[]);
    x.el("ram:ID", &doc.number);
    x.el("ram:TypeCode", doc.kind.type_code());
    date(&mut x, "ram:IssueDateTime", doc.issued_on, false);
    for note in [doc.note.as_deref(), doc.footer.as_deref()]
        .into_iter()
        .flatten()
    {
        x.open("ram:IncludedNote", &[])
            .el("ram:Content", note)
            .close("ram:IncludedNote");
    }
    x.close("rsm:ExchangedDocument");

    x.open("rsm:SupplyChainTradeTransaction", &[]);
    for (i, line) in doc.lines.iter().enumerate() {
        x.open("ram:IncludedSupplyChainTradeLineItem", &[]);
        x.open("ram:AssociatedDocumentLineDocument", &[])
            .el("ram:LineID", &(i + 1).to_string())
            .close("ram:AssociatedDocumentLineDocument");
        x.open("ram:SpecifiedTradeProduct", &[])
            .el("ram:Name", &line.description)
            .close("ram:SpecifiedTradeProduct");
        x.open("ram:SpecifiedLineTradeAgreement", &[])
            .open("ram:NetPriceProductTradePrice", &[])
            .el("ram:ChargeAmount", &amount(line.net))
            .close("ram:NetPriceProductTradePrice")
            .close("ram:SpecifiedLineTradeAgreement");
        x.open("ram:SpecifiedLineTradeDelivery", &[])
            .el_with("ram:BilledQuantity", &[("unitCode", "C62")], "1")
            .close("ram:SpecifiedLineTradeDelivery");
        x.open("ram:SpecifiedLineTradeSettlement", &[]);
        x.open("ram:ApplicableTradeTax", &[]);
        x.el("ram:TypeCode", "VAT");
        x.el("ram:CategoryCode", line.category.code());
        if let Some(bp) = line.category.rate_bp(doc.standard_bp) {
            x.el("ram:RateApplicablePercent", &tax_rate_text(bp));
        }
        x.close("ram:ApplicableTradeTax");
        x.open("ram:SpecifiedTradeSettlementLineMonetarySummation", &[])
            .el("ram:LineTotalAmount", &amount(line.net))
            .close("ram:SpecifiedTradeSettlementLineMonetarySummation");
        x.close("ram:SpecifiedLineTradeSettlement");
        x.close("ram:IncludedSupplyChainTradeLineItem");
    }

    x.open("ram:ApplicableHeaderTradeAgreement", &[]);
    x.el("ram:BuyerReference", &doc.buyer_reference);
    party(&mut x, "ram:SellerTradeParty", &doc.seller);
    party(&mut x, "ram:BuyerTradeParty", &doc.buyer);
    if let Some(po) = &doc.po_number {
        x.open("ram:BuyerOrderReferencedDocument", &[])
            .el("ram:IssuerAssignedID", po)
            .close("ram:BuyerOrderReferencedDocument");
    }
    x.close("ram:ApplicableHeaderTradeAgreement");
    x.open("ram:ApplicableHeaderTradeDelivery", &[])
        .close("ram:ApplicableHeaderTradeDelivery");

    x.open("ram:ApplicableHeaderTradeSettlement", &[]);
    x.el("ram:PaymentReference", &doc.number);
    x.el("ram:InvoiceCurrencyCode", cur);
    x.open("ram:SpecifiedTradeSettlementPaymentMeans", &[]);
    match &doc.payment.iban {
        Some(iban) => {
            x.el("ram:TypeCode", "30");
            x.open("ram:PayeePartyCreditorFinancialAccount", &[])
                .el("ram:IBANID", iban)
                .close("ram:PayeePartyCreditorFinancialAccount");
            if let Some(bic) = &doc.payment.bic {
                x.open("ram:PayeeSpecifiedCreditorFinancialInstitution", &[])
                    .el("ram:BICID", bic)
                    .close("ram:PayeeSpecifiedCreditorFinancialInstitution");
            }
        }
        None => {
            // No IBAN: payment means "not defined" (UNTDID 4461 code 1) with the account as text.
            x.el("ram:TypeCode", "1");
            x.opt("ram:Information", doc.payment.account_text.as_deref());
        }
    }
    x.close("ram:SpecifiedTradeSettlementPaymentMeans");
    for c in &doc.totals.categories {
        x.open("ram:ApplicableTradeTax", &[]);
        x.el("ram:CalculatedAmount", &amount(c.tax));
        x.el("ram:TypeCode", "VAT");
        x.opt("ram:ExemptionReason", c.exempt_reason.as_deref());
        x.el("ram:BasisAmount", &amount(c.base));
        x.el("ram:CategoryCode", c.category.code());
        if let Some(bp) = c.rate_bp {
            x.el("ram:RateApplicablePercent", &tax_rate_text(bp));
        }
        x.close("ram:ApplicableTradeTax");
    }
    x.open("ram:SpecifiedTradePaymentTerms", &[]);
    x.el("ram:Description", &doc.terms_text());
    if doc.kind == super::model::DocKind::Invoice {
        date(&mut x, "ram:DueDateDateTime", doc.due_on, false);
    }
    x.close("ram:SpecifiedTradePaymentTerms");
    x.open("ram:SpecifiedTradeSettlementHeaderMonetarySummation", &[]);
    x.el("ram:LineTotalAmount", &amount(doc.totals.net));
    x.el("ram:TaxBasisTotalAmount", &amount(doc.totals.net));
    x.el_with(
        "ram:TaxTotalAmount",
        &[("currencyID", cur)],
        &amount(doc.totals.tax),
    );
    x.el("ram:GrandTotalAmount", &amount(doc.totals.gross));
    x.el("ram:DuePayableAmount", &amount(doc.totals.gross));
    x.close("ram:SpecifiedTradeSettlementHeaderMonetarySummation");
    if let Some((number, day)) = &doc.preceding {
        x.open("ram:InvoiceReferencedDocument", &[]);
        x.el("ram:IssuerAssignedID", number);
        date(&mut x, "ram:FormattedIssueDateTime", *day, true);
        x.close("ram:InvoiceReferencedDocument");
    }
    x.close("ram:ApplicableHeaderTradeSettlement");
    x.close("rsm:SupplyChainTradeTransaction");
    x.close("rsm:CrossIndustryInvoice");
    x.finish()
}

#[cfg(test)]
mod tests {
    use super::super::model::{sample, DocKind};
    use super::*;

    #[test]
    fn the_cii_carries_the_model_s_figures_escaped() {
        let xml = cii(&sample::doc(DocKind::Invoice));
        for expected in [
            "<ram:ID>urn:cen.eu:en16931:2017</ram:ID>",
            "<ram:TypeCode>380</ram:TypeCode>",
            "<udt:DateTimeString format=\"102\">20261124</udt:DateTimeString>",
            "<ram:IssuerAssignedID>PO &lt;42&gt; &amp; co</ram:IssuerAssignedID>",
            "<ram:CalculatedAmount>20.00</ram:CalculatedAmount>",
            "<ram:BasisAmount>100.01</ram:BasisAmount><ram:CategoryCode>S</ram:CategoryCode><ram:RateApplicablePercent>20</ram:RateApplicablePercent>",
            "<ram:ExemptionReason>Insurance services, Article 135(1)(a)</ram:ExemptionReason>",
            "<ram:GrandTotalAmount>645.01</ram:GrandTotalAmount>",
            "<ram:IBANID>GB82WEST12345698765432</ram:IBANID>",
            "<udt:DateTimeString format=\"102\">20261224</udt:DateTimeString>",
        ] {
            assert!(xml.contains(expected), "{expected} in {xml}");
        }
        let credit = cii(&sample::doc(DocKind::CreditNote));
        assert!(credit.contains("<ram:TypeCode>381</ram:TypeCode>"));
        assert!(credit.contains("<ram:IssuerAssignedID>F12</ram:IssuerAssignedID><ram:FormattedIssueDateTime><qdt:DateTimeString format=\"102\">20261120"));
    }

    #[test]
    fn long_addresses_fold_into_three_lines() {
        let street: Vec<String> = ["a", "b", "c", "d"].map(String::from).to_vec();
        assert_eq!(address_lines(&street), ["a", "b", "c, d"]);
    }
}
