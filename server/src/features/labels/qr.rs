//! QR codes for labels, made here (the `qrcode` crate) and written as SVG: typst draws an SVG
//! picture as vector paths in the PDF, so a code stays sharp on any printer at any size.
use qrcode::{render::svg, EcLevel, QrCode};

use crate::error::{AppError, AppResult};

/// The QR code of `text` as an SVG document: medium error correction (a label survives a
/// scuff), and the quiet zone scanners need around it.
pub fn svg(text: &str) -> AppResult<String> {
    let code = QrCode::with_error_correction_level(text.as_bytes(), EcLevel::M)
        .map_err(|e| AppError::Internal(format!("QR code of {text}: {e}")))?;
    Ok(code
        .render::<svg::Color>()
        .quiet_zone(true)
        .module_dimensions(4, 4)
        .build())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_short_address_makes_a_small_vector_code() {
        let drawn = svg("https://plinth.example.com/app/asset/12345").unwrap();
        assert!(drawn.contains("<svg") && drawn.contains("<path"), "{drawn}");
        assert!(!drawn.contains("<image"), "vectors, not a picture");
        // Version 3 (29 modules) at medium correction, plus 4 modules of quiet zone a side.
        let code = QrCode::with_error_correction_level(
            "https://plinth.example.com/app/asset/12345",
            EcLevel::M,
        )
        .unwrap();
        assert_eq!(code.width(), 29);
    }
}
