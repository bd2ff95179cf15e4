//! Form checks of the identifiers an invoice carries: VAT numbers, IBANs, BICs and country codes.
//!
//! The VAT number rules are those of `python-stdnum` (`stdnum.eu.vat` and the country modules) for
//! the countries Plinth's customers bill from and to: the country prefix, the length and characters,
//! and the check digits where the country defines them (BE, DE, DK, FR, GB, IT, NL, AT, ES as letters
//! and digits only). We write them here because no maintained Rust crate implements these rules (the
//! crates found check a handful of formats with regexes, or ask the EU's VIES service online, which a
//! form check must not). A number of another country passes when it has a two-letter prefix and
//! 2–13 letters or digits: the buyer's own tax authority is the judge of those.

/// ISO 3166-1 alpha-2 codes accepted for a seller's or buyer's country.
pub const COUNTRIES: &[&str] = &[
    "AD", "AE", "AR", "AT", "AU", "BE", "BG", "BR", "CA", "CH", "CN", "CY", "CZ", "DE", "DK", "EE",
    "ES", "FI", "FR", "GB", "GR", "HK", "HR", "HU", "IE", "IL", "IN", "IS", "IT", "JP", "KR", "LI",
    "LT", "LU", "LV", "MC", "MT", "MX", "NL", "NO", "NZ", "PL", "PT", "QA", "RO", "SA", "SE", "SG",
    "SI", "SK", "TR", "TW", "US", "ZA",
];

/// The VAT number without spaces, dots and dashes, in upper case: `DE 136,695.976` is `DE136695976`.
pub fn compact(number: &str) -> String {
    number
        .chars()
        .filter(|c| !matches!(c, ' ' | '.' | '-' | ',' | '/'))
        .flat_map(char::to_uppercase)
        .collect()
}

fn digits(s: &str) -> bool {
    !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit())
}

fn num(s: &str) -> u64 {
    s.bytes().fold(0, |n, b| n * 10 + u64::from(b - b'0'))
}

/// ISO 7064 mod 11, 10 (Germany): valid when the running check ends at 1.
fn mod_11_10(s: &str) -> bool {
    let mut check = 5u32;
    for b in s.bytes() {
        let doubled = (if check == 0 { 10 } else { check } * 2) % 11;
        check = (doubled + u32::from(b - b'0')) % 10;
    }
    check == 1
}

/// The Luhn checksum (Italy's last digit).
fn luhn(s: &str) -> bool {
    let mut sum = 0u32;
    for (i, b) in s.bytes().rev().enumerate() {
        let mut d = u32::from(b - b'0');
        if i % 2 == 1 {
            d *= 2;
            if d > 9 {
                d -= 9;
            }
        }
        sum += d;
    }
    sum % 10 == 0
}

/// Why `number` is not a VAT number of its form, or `None`. `number` is compacted first and must
/// start with its country prefix (`EL` for Greece, `XI` for Northern Ireland as in the VAT system).
pub fn vat_number_problem(number: &str) -> Option<String> {
    let number = compact(number);
    let bad = || {
        Some(format!(
            "'{number}' is not a valid VAT number: check its country prefix, length and digits."
        ))
    };
    if number.len() < 4 || !number.is_char_boundary(2) {
        return bad();
    }
    let (country, rest) = number.split_at(2);
    if !country.bytes().all(|b| b.is_ascii_uppercase()) {
        return bad();
    }
    let ok = match country {
        "AT" => {
            rest.len() == 9 && rest.starts_with('U') && digits(&rest[1..]) && at_check(&rest[1..])
        }
        "BE" => {
            let r = if rest.len() == 9 {
                format!("0{rest}")
            } else {
                rest.to_owned()
            };
            r.len() == 10
                && digits(&r)
                && matches!(&r[..1], "0" | "1")
                && 97 - num(&r[..8]) % 97 == num(&r[8..])
        }
        "DE" => rest.len() == 9 && digits(rest) && !rest.starts_with('0') && mod_11_10(rest),
        "DK" => {
            rest.len() == 8 && digits(rest) && !rest.starts_with('0') && {
                let w = [2, 7, 6, 5, 4, 3, 2, 1];
                rest.bytes()
                    .zip(w)
                    .map(|(b, w)| u32::from(b - b'0') * w)
                    .sum::<u32>()
                    % 11
                    == 0
            }
        }
        "FR" => {
            rest.len() == 11 && rest[2..].bytes().all(|b| b.is_ascii_digit()) && {
                let key = &rest[..2];
                let siren = num(&rest[2..]);
                if digits(key) {
                    num(key) == (12 + 3 * (siren % 97)) % 97
                } else {
                    key.bytes()
                        .all(|b| b.is_ascii_alphanumeric() && b != b'I' && b != b'O')
                }
            }
        }
        "GB" | "XI" => {
            (rest.len() == 9 || rest.len() == 12) && digits(rest) && gb_check(&rest[..9])
                || (rest.len() == 5
                    && (rest.starts_with("GD") || rest.starts_with("HA"))
                    && digits(&rest[2..]))
        }
        "IT" => rest.len() == 11 && digits(rest) && num(&rest[..7]) != 0 && luhn(rest),
        "NL" => {
            rest.len() == 12
                && &rest[9..10] == "B"
                && digits(&rest[..9])
                && digits(&rest[10..])
                && {
                    let w = [9, 8, 7, 6, 5, 4, 3, 2];
                    let s: u32 = rest
                        .bytes()
                        .take(8)
                        .zip(w)
                        .map(|(b, w)| u32::from(b - b'0') * w)
                        .sum();
                    // The pre-2020 checksum, or the mod 97 one of the newer sole-trader numbers.
                    (s + 11 * 10 - u32::from(rest.as_bytes()[8] - b'0')) % 11 == 0 || nl_mod97(rest)
                }
        }
        "ES" => rest.len() == 9 && rest.bytes().all(|b| b.is_ascii_alphanumeric()),
        "CH" => {
            let r = rest
                .trim_end_matches("MWST")
                .trim_end_matches("TVA")
                .trim_end_matches("IVA");
            r.len() == 10 && r.starts_with('E') && digits(&r[1..])
        }
        "EL" | "GR" => rest.len() == 9 && digits(rest),
        "IE" => (8..=9).contains(&rest.len()) && rest.bytes().all(|b| b.is_ascii_alphanumeric()),
        "LU" => rest.len() == 8 && digits(rest) && num(&rest[..6]) % 89 == num(&rest[6..]),
        "PL" | "SK" => rest.len() == 10 && digits(rest),
        "PT" | "EE" | "MT" | "SI" | "FI" | "HU" | "CY" | "LV" | "LT" | "CZ" | "RO" | "HR"
        | "BG" | "SE" | "NO" => {
            (2..=14).contains(&rest.len()) && rest.bytes().all(|b| b.is_ascii_alphanumeric())
        }
        _ => (2..=13).contains(&rest.len()) && rest.bytes().all(|b| b.is_ascii_alphanumeric()),
    };
    if ok {
        None
    } else {
        bad()
    }
}

fn at_check(d: &str) -> bool {
    // python-stdnum's at.uid: Luhn-like over the first seven digits.
    let b: Vec<u32> = d.bytes().map(|b| u32::from(b - b'0')).collect();
    let mut sum = 0;
    for (i, &x) in b[..7].iter().enumerate() {
        let v = if i % 2 == 1 { x * 2 } else { x };
        sum += v / 10 + v % 10;
    }
    (6 + 10 - sum % 10) % 10 == b[7]
}

fn gb_check(d: &str) -> bool {
    let w = [8, 7, 6, 5, 4, 3, 2, 10, 1];
    let s: i64 = d.bytes().zip(w).map(|(b, w)| i64::from(b - b'0') * w).sum();
    s % 97 == 0 || (s + 55) % 97 == 0
}

fn nl_mod97(rest: &str) -> bool {
    // ISO 7064 mod 97-10 over "NL" + number, letters as 10..35.
    let text = format!("NL{rest}");
    let mut r = 0u64;
    for c in text.chars() {
        let v = c.to_digit(36).map(u64::from).unwrap_or(99);
        r = if v >= 10 {
            (r * 100 + v) % 97
        } else {
            (r * 10 + v) % 97
        };
    }
    r == 1
}

/// Why `iban` is not an IBAN (ISO 13616: country, check digits mod 97, 15–34 characters), or `None`.
pub fn iban_problem(iban: &str) -> Option<String> {
    let iban = compact(iban);
    let valid = (15..=34).contains(&iban.len())
        && iban.bytes().all(|b| b.is_ascii_alphanumeric())
        && iban.as_bytes()[..2].iter().all(u8::is_ascii_uppercase)
        && iban.as_bytes()[2..4].iter().all(u8::is_ascii_digit)
        && {
            let moved = format!("{}{}", &iban[4..], &iban[..4]);
            let mut r = 0u64;
            for c in moved.chars() {
                let v = u64::from(c.to_digit(36).unwrap_or(0));
                r = if v >= 10 {
                    (r * 100 + v) % 97
                } else {
                    (r * 10 + v) % 97
                };
            }
            r == 1
        };
    (!valid).then(|| {
        format!("'{iban}' is not a valid IBAN: check the country, the check digits and the length.")
    })
}

/// Why `bic` is not a BIC (ISO 9362: 8 or 11 characters, bank and country letters), or `None`.
pub fn bic_problem(bic: &str) -> Option<String> {
    let bic = compact(bic);
    let b = bic.as_bytes();
    let valid = (b.len() == 8 || b.len() == 11)
        && b[..6].iter().all(u8::is_ascii_uppercase)
        && b[6..].iter().all(u8::is_ascii_alphanumeric);
    (!valid)
        .then(|| format!("'{bic}' is not a valid BIC: 8 or 11 letters and digits, e.g. DEUTDEFF."))
}

/// The country code in upper case if it is one accepted, else why not.
pub fn country(code: &str) -> Result<String, String> {
    let code = code.trim().to_uppercase();
    if COUNTRIES.contains(&code.as_str()) {
        Ok(code)
    } else {
        Err(format!(
            "Unknown country '{code}': give its two-letter ISO code, e.g. GB, DE, FR."
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn vat_numbers_with_the_right_check_digits_pass() {
        // The examples of python-stdnum's country modules.
        for good in [
            "DE 136,695,976",
            "BE 0403.170.701",
            "BE403170701",
            "FR 40 303 265 045",
            "FRK7399859412",
            "GB 980 7806 84",
            "NL004495445B01",
            "IT 00743110157",
            "DK 13585628",
            "ATU13585627",
            "LU 15027442",
            "CHE-107.787.577 IVA",
            "ESX2482300W",
            "XI980780684",
        ] {
            assert_eq!(vat_number_problem(good), None, "{good}");
        }
    }

    #[test]
    fn vat_numbers_with_wrong_digits_or_form_are_refused() {
        for bad in [
            "DE136695978",
            "DE13669597",
            "BE0403170702",
            "FR41303265045",
            "GB980780685",
            "NL004495446B01",
            "IT00743110158",
            "DK13585627",
            "ATU13585626",
            "LU15027443",
            "136695976",
            "D",
            "",
            "12345678901",
            "GB12",
        ] {
            assert!(vat_number_problem(bad).is_some(), "{bad}");
        }
    }

    #[test]
    fn ibans_bics_and_countries_are_checked_for_form() {
        assert_eq!(iban_problem("GB82 WEST 1234 5698 7654 32"), None);
        assert_eq!(iban_problem("DE89370400440532013000"), None);
        assert!(iban_problem("GB82WEST12345698765433").is_some());
        assert!(iban_problem("GB82").is_some());
        assert_eq!(bic_problem("DEUTDEFF"), None);
        assert_eq!(bic_problem("NWBKGB2LXXX"), None);
        assert!(bic_problem("DEUT1EFF").is_some());
        assert!(bic_problem("DEUTDE").is_some());
        assert_eq!(country(" gb ").unwrap(), "GB");
        assert!(country("UK").is_err());
    }
}
