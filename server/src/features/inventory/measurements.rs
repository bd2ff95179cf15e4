//! Measurement entries and money as rows and as the calls carry them: the pure rules (units, finite
//! non-negative figures, the conversions of docs/inventory.md, decimal money text) with their unit
//! tests. The server's one copy of the conversions (the asset view, the assignment totals, the
//! reports); the UI has its own in `ui/src/shared/units/conversions.ts`, with the same constants.
use entity::{
    measurement,
    types::{LengthUnit, MeasurementKind, WeightUnit},
};
use sea_orm::{ActiveValue::NotSet, Set};

use super::dto::{DimensionDto, MeasurementDto, WeightDto};
use crate::error::{AppError, AppResult};

/// 1 lb is 0.453592 kg (docs/inventory.md).
pub const KG_PER_LB: f64 = 0.453592;
/// 1 cm is 0.393700787 inch (docs/inventory.md).
pub const INCH_PER_CM: f64 = 0.393700787;
/// Cubic metres times 35.3146667 give cubic feet (docs/inventory.md).
pub const FT3_PER_M3: f64 = 35.3146667;
/// The largest figure accepted for a side or a weight (a side of 100 m, a weight of 100 t).
const MAX_FIGURE: f64 = 100_000.0;
/// Most measurement entries of one kind on one asset.
pub const MAX_ENTRIES: usize = 50;

/// 422 unless every figure is finite, not negative and not absurd, and every unit is one of the lists.
pub fn check(label: &str, entries: &[MeasurementDto]) -> AppResult<()> {
    if entries.len() > MAX_ENTRIES {
        return Err(AppError::Unprocessable(format!(
            "At most {MAX_ENTRIES} {label} measurements."
        )));
    }
    for (i, m) in entries.iter().enumerate() {
        let n = i + 1;
        if WeightUnit::parse(&m.weight.unit).is_none() {
            return Err(AppError::Unprocessable(format!(
                "{label} measurement {n}: the weight unit must be Kg or lb, not '{}'.",
                m.weight.unit
            )));
        }
        let d = &m.dimension;
        for unit in [&d.x_unit, &d.y_unit, &d.z_unit] {
            if LengthUnit::parse(unit).is_none() {
                return Err(AppError::Unprocessable(format!(
                    "{label} measurement {n}: a length unit must be cm or inch, not '{unit}'."
                )));
            }
        }
        for (what, v) in [
            ("weight", m.weight.value),
            ("x", d.x),
            ("y", d.y),
            ("z", d.z),
        ] {
            if v.is_some_and(|v| !v.is_finite() || !(0.0..=MAX_FIGURE).contains(&v)) {
                return Err(AppError::Unprocessable(format!(
                    "{label} measurement {n}: the {what} must be a number from 0 to {MAX_FIGURE}."
                )));
            }
        }
    }
    Ok(())
}

/// A length in centimetres, from `cm` or `inch`.
pub fn cm(value: f64, unit: &str) -> f64 {
    if unit == LengthUnit::Inch.as_str() {
        value / INCH_PER_CM
    } else {
        value
    }
}

/// A length in inches, from `cm` or `inch`.
pub fn inch(value: f64, unit: &str) -> f64 {
    if unit == LengthUnit::Inch.as_str() {
        value
    } else {
        value * INCH_PER_CM
    }
}

/// A weight in pounds, when it has a value.
pub fn lb(weight: &WeightDto) -> Option<f64> {
    let v = weight.value?;
    Some(if weight.unit == WeightUnit::Lb.as_str() {
        v
    } else {
        v / KG_PER_LB
    })
}

/// Cubic metres in cubic feet.
pub fn ft3(m3: f64) -> f64 {
    m3 * FT3_PER_M3
}

/// A weight in kilograms, when it has a value.
pub fn kg(weight: &WeightDto) -> Option<f64> {
    let v = weight.value?;
    Some(if weight.unit == WeightUnit::Lb.as_str() {
        v * KG_PER_LB
    } else {
        v
    })
}

/// Volume: x·y·z in cm over 1,000,000, in cubic metres; each side converted from its own unit
/// (docs/inventory.md).
pub fn volume_m3(d: &DimensionDto) -> Option<f64> {
    Some(cm(d.x?, &d.x_unit) * cm(d.y?, &d.y_unit) * cm(d.z?, &d.z_unit) / 1_000_000.0)
}

/// The gross entry (docs/inventory.md): the first gross measurement, else the first net one.
pub fn gross_entry<'a>(
    gross: &'a [MeasurementDto],
    net: &'a [MeasurementDto],
) -> Option<&'a MeasurementDto> {
    gross.first().or_else(|| net.first())
}

impl From<&measurement::Model> for MeasurementDto {
    fn from(m: &measurement::Model) -> Self {
        MeasurementDto {
            weight: WeightDto {
                value: m.weight_value,
                unit: m.weight_unit.clone(),
            },
            dimension: DimensionDto {
                x: m.x,
                y: m.y,
                z: m.z,
                x_unit: m.x_unit.clone(),
                y_unit: m.y_unit.clone(),
                z_unit: m.z_unit.clone(),
            },
        }
    }
}

/// The rows of checked entries of one kind, in their order.
pub fn rows(
    company_id: i32,
    asset_id: i32,
    kind: MeasurementKind,
    entries: &[MeasurementDto],
) -> Vec<measurement::ActiveModel> {
    entries
        .iter()
        .enumerate()
        .map(|(position, m)| measurement::ActiveModel {
            id: NotSet,
            company_id: Set(company_id),
            asset_id: Set(asset_id),
            kind: Set(kind.as_str().to_owned()),
            position: Set(position as i32),
            weight_value: Set(m.weight.value),
            weight_unit: Set(m.weight.unit.clone()),
            x: Set(m.dimension.x),
            y: Set(m.dimension.y),
            z: Set(m.dimension.z),
            x_unit: Set(m.dimension.x_unit.clone()),
            y_unit: Set(m.dimension.y_unit.clone()),
            z_unit: Set(m.dimension.z_unit.clone()),
        })
        .collect()
}

/// Largest value accepted, in major units (a hundred billion).
const MAX_VALUE_MAJOR: i64 = 100_000_000_000;

/// Plain decimal text in major units (`"12500"`, `"12500.5"`) as minor units; blank is none.
/// Negative, more than two decimals, or not a number: 422. A comma is refused, not guessed at:
/// `"350,50"` is 350.50 in Spanish and `"12,500"` 12500 in English, so the UI reads what people type
/// in their language and sends the plain number, and so must any other client.
pub fn parse_money(text: Option<&str>) -> AppResult<Option<i64>> {
    let Some(text) = text.map(str::trim).filter(|t| !t.is_empty()) else {
        return Ok(None);
    };
    if text.contains(',') {
        return Err(AppError::Unprocessable(format!(
            "The value '{text}' has a comma: send plain decimal text with a point and no group \
             separators, like 12500 or 12500.50."
        )));
    }
    let bad = || {
        AppError::Unprocessable(format!(
            "The value '{text}' is not an amount: write it like 12500 or 12500.50."
        ))
    };
    let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    let (major, minor) = match text.split_once('.') {
        Some((major, minor)) if digits(minor) => (major, minor),
        Some(_) => return Err(bad()),
        None => (text, ""),
    };
    if !digits(major) || minor.len() > 2 || major.len() > 12 {
        return Err(bad());
    }
    let major: i64 = major.parse().map_err(|_| bad())?;
    if major > MAX_VALUE_MAJOR {
        return Err(bad());
    }
    let minor: i64 = format!("{minor:0<2}").parse().map_err(|_| bad())?;
    Ok(Some(major * 100 + minor))
}

/// Minor units as decimal text with two decimals.
pub fn money_text(minor: i64) -> String {
    format!("{}.{:02}", minor / 100, minor % 100)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(w: Option<f64>, wu: &str, sides: [Option<f64>; 3], lu: &str) -> MeasurementDto {
        MeasurementDto {
            weight: WeightDto {
                value: w,
                unit: wu.into(),
            },
            dimension: DimensionDto {
                x: sides[0],
                y: sides[1],
                z: sides[2],
                x_unit: lu.into(),
                y_unit: lu.into(),
                z_unit: lu.into(),
            },
        }
    }

    #[test]
    fn volumes_and_weights_follow_spec_nine() {
        let cm = entry(
            Some(10.0),
            "Kg",
            [Some(100.0), Some(50.0), Some(20.0)],
            "cm",
        );
        assert!((volume_m3(&cm.dimension).unwrap() - 0.1).abs() < 1e-12);
        let inch = entry(
            Some(10.0),
            "lb",
            [Some(39.3700787), Some(39.3700787), Some(39.3700787)],
            "inch",
        );
        assert!((volume_m3(&inch.dimension).unwrap() - 1.0).abs() < 1e-6);
        assert!((kg(&inch.weight).unwrap() - 4.53592).abs() < 1e-12);
        assert_eq!(kg(&cm.weight), Some(10.0));
        let partial = entry(None, "Kg", [Some(1.0), None, Some(1.0)], "cm");
        assert_eq!(volume_m3(&partial.dimension), None);
        assert_eq!(kg(&partial.weight), None);
    }

    #[test]
    fn each_figure_converts_both_ways() {
        assert_eq!(cm(30.0, "cm"), 30.0);
        assert!((cm(10.0, "inch") - 25.4).abs() < 1e-6);
        assert_eq!(inch(10.0, "inch"), 10.0);
        assert!((inch(25.4, "cm") - 10.0).abs() < 1e-6);
        let pounds = WeightDto {
            value: Some(10.0),
            unit: "lb".into(),
        };
        let kilos = WeightDto {
            value: Some(4.53592),
            unit: "Kg".into(),
        };
        assert_eq!(lb(&pounds), Some(10.0));
        assert!((lb(&kilos).unwrap() - 10.0).abs() < 1e-12);
        assert_eq!(
            lb(&WeightDto {
                value: None,
                unit: "Kg".into()
            }),
            None
        );
        assert!((ft3(1.0) - 35.3146667).abs() < 1e-12);
        assert!((ft3(0.1) - 3.53146667).abs() < 1e-12);
    }

    #[test]
    fn the_gross_entry_is_the_first_gross_else_the_first_net() {
        let a = entry(Some(1.0), "Kg", [None; 3], "cm");
        let b = entry(Some(2.0), "Kg", [None; 3], "cm");
        assert_eq!(
            gross_entry(std::slice::from_ref(&a), std::slice::from_ref(&b)),
            Some(&a)
        );
        assert_eq!(gross_entry(&[], std::slice::from_ref(&b)), Some(&b));
        assert_eq!(gross_entry(&[], &[]), None);
    }

    #[test]
    fn units_and_figures_are_checked() {
        let ok = entry(Some(1.5), "lb", [Some(1.0), Some(2.0), None], "inch");
        assert!(check("Net", std::slice::from_ref(&ok)).is_ok());
        let reason =
            |m: MeasurementDto| check("Net", &[ok.clone(), m]).unwrap_err().public_message();
        assert_eq!(
            reason(entry(Some(1.0), "kg", [None; 3], "cm")),
            "Net measurement 2: the weight unit must be Kg or lb, not 'kg'."
        );
        assert!(
            reason(entry(None, "Kg", [None; 3], "mm")).contains("length unit must be cm or inch")
        );
        assert!(reason(entry(Some(-1.0), "Kg", [None; 3], "cm"))
            .contains("the weight must be a number"));
        assert!(
            reason(entry(None, "Kg", [Some(f64::INFINITY), None, None], "cm"))
                .contains("the x must")
        );
        assert!(check("Net", &vec![ok; MAX_ENTRIES + 1]).is_err());
    }

    #[test]
    fn money_is_decimal_text_in_minor_units() {
        assert_eq!(parse_money(Some("12500")).unwrap(), Some(1_250_000));
        assert_eq!(parse_money(Some(" 12500.5 ")).unwrap(), Some(1_250_050));
        assert_eq!(parse_money(Some("350.50")).unwrap(), Some(35_050));
        assert_eq!(parse_money(Some("0.07")).unwrap(), Some(7));
        assert_eq!(parse_money(Some("  ")).unwrap(), None);
        assert_eq!(parse_money(None).unwrap(), None);
        for bad in ["-5", "1.234", "abc", "1e5", ".5", "5.", "1000000000000"] {
            assert!(parse_money(Some(bad)).is_err(), "{bad}");
        }
        // A comma is never guessed at: 350,50 is not 35050, nor 12,500.50 12500.50.
        for comma in ["350,50", "12,500.50", "12,500", "1.234,56"] {
            let refused = parse_money(Some(comma)).unwrap_err();
            assert!(
                matches!(&refused, AppError::Unprocessable(m) if m.contains("has a comma")),
                "{comma}: {refused:?}"
            );
        }
        assert_eq!(money_text(1_250_050), "12500.50");
        assert_eq!(money_text(35_050), "350.50");
        assert_eq!(money_text(7), "0.07");
    }
}
