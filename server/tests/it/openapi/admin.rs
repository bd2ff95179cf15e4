//! The OpenAPI document describes the admin's user, company and address calls as the UI reads them:
//! the schemas and their camelCase fields, 201 for the adds, the query parameter of `GET
//! /api/address`; and the admin assignment edit's body.
use crate::common;

use common::{Backend, TestApp};

const FIELDS: &[(&str, &[&str])] = &[
    (
        "AccountDto",
        &[
            "id",
            "email",
            "firstName",
            "lastName",
            "companyId",
            "companyName",
            "companyDivisionId",
            "divisionName",
            "roles",
            "businessRoles",
            "disabled",
            "createdAt",
        ],
    ),
    (
        "AccountInput",
        &[
            "id",
            "email",
            "firstName",
            "lastName",
            "companyId",
            "companyDivisionId",
            "roles",
            "businessRoles",
            "disabled",
            "newPassword",
        ],
    ),
    (
        "CompanyDto",
        &[
            "id",
            "name",
            "currencies",
            "invoice",
            "groupBrand",
            "divisions",
            "userCount",
            "createdAt",
        ],
    ),
    (
        "CompanyInput",
        &["id", "name", "currencies", "invoice", "groupBrand"],
    ),
    (
        "CompanySummaryDto",
        &["id", "name", "currencies", "invoice", "groupBrand"],
    ),
    ("DivisionDto", &["id", "name", "companyId", "invoice"]),
    ("DivisionInput", &["id", "companyId", "name", "invoice"]),
    ("InvoiceDto", &["addressee"]),
    (
        "AddressDto",
        &[
            "id",
            "companyId",
            "companyDivisionId",
            "kind",
            "name",
            "line1",
            "line2",
            "city",
            "county",
            "postCode",
            "country",
        ],
    ),
    (
        "AddressInput",
        &[
            "companyDivisionId",
            "name",
            "line1",
            "line2",
            "city",
            "county",
            "postCode",
            "country",
        ],
    ),
    ("CountryDto", &["code", "name"]),
    (
        "AdminAssignmentInput",
        &[
            "id",
            "version",
            "status",
            "progress",
            "confirmClose",
            "originAddressId",
            "destinationAddressId",
            "originStorage",
            "destinationStorage",
            "pickupOn",
            "deliverOn",
            "poNumber",
            "storage",
        ],
    ),
    ("StorageEntryInput", &["id", "inOn", "outOn", "location"]),
    ("StorageDto", &["id", "inOn", "outOn", "location"]),
    ("ActorDto", &["name", "provider"]),
];

async fn the_admin_calls_are_described(b: Backend) {
    let app = TestApp::new(b).await;
    let doc = app.get("/api/openapi.json", None).await.json();
    let schemas = &doc["components"]["schemas"];
    for (schema, fields) in FIELDS {
        let properties = schemas[schema]["properties"]
            .as_object()
            .unwrap_or_else(|| panic!("schema {schema}"));
        let mut listed: Vec<&str> = properties.keys().map(String::as_str).collect();
        let mut expected = fields.to_vec();
        listed.sort();
        expected.sort();
        assert_eq!(listed, expected, "{schema}");
    }
    let brand = &schemas["CompanyDto"]["properties"]["groupBrand"]["enum"];
    assert_eq!(*brand, serde_json::json!(["fd", "eagle"]));
    let currencies = &schemas["CompanyInput"]["properties"]["currencies"]["items"]["enum"];
    assert_eq!(currencies.as_array().unwrap().len(), 6);

    for (path, method) in [
        ("/api/admin/account", "post"),
        ("/api/admin/company", "post"),
        ("/api/admin/company/division/", "post"),
        ("/api/address", "post"),
    ] {
        let responses = &doc["paths"][path][method]["responses"];
        assert!(
            responses.get("201").is_some(),
            "{method} {path} answers 201"
        );
        assert!(
            responses.get("200").is_none(),
            "{method} {path} answers 201 only"
        );
    }
    for (path, method) in [
        ("/api/admin/company/{id}", "delete"),
        ("/api/admin/company/division/{id}", "delete"),
    ] {
        assert!(
            doc["paths"][path][method]["responses"].get("409").is_some(),
            "{path}"
        );
    }
    let by_division = &doc["paths"]["/api/address"]["get"]["parameters"][0];
    assert_eq!(by_division["name"], "companyDivisionId");
    assert_eq!(by_division["in"], "query");
    assert_eq!(by_division["required"], true);
}

on_both_databases!(the_admin_calls_are_described);
