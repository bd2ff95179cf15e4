//! Job costing as the calls carry it. Amounts are the API's decimal text in their currency.
use serde::Serialize;
use utoipa::ToSchema;

/// Where a part of the job's money comes from.
#[derive(Clone, Copy, Debug, Serialize, ToSchema, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub enum PartKind {
    /// A sales invoice issued for the assignment (its net and its lines' cost).
    Invoiced,
    /// The working invoice's lines not yet invoiced (and not ignored), in one currency.
    Open,
    /// The assignment's share of a purchase invoice's net value.
    Purchase,
}

#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CostPartDto {
    pub kind: PartKind,
    /// `F12`; the supplier and number of a purchase invoice; empty for open lines.
    pub label: String,
    /// The purchase invoice's id (to open it), else none.
    pub purchase_invoice_id: Option<i32>,
    /// Of a purchase invoice: how many assignments share it.
    pub shared_by: Option<usize>,
    pub currency: String,
    pub charge: String,
    pub cost: String,
}

/// `GET /api/admin/assignment/{id}/costing`.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct JobCostingDto {
    /// The working invoice's currency (else the company's first, else GBP): the totals' currency.
    pub currency: String,
    pub charge: String,
    pub cost: String,
    /// Whole percent of (charge - cost) over cost; 0 without cost.
    pub margin: i64,
    /// Currencies of parts left out of the totals: the working invoice has no exchange rate for them.
    pub unconverted: Vec<String>,
    pub parts: Vec<CostPartDto>,
}
