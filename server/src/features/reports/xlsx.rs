//! One worksheet written row by row: a header row (bold, frozen, with a filter), each column's
//! width and number format, and cells typed as what they are: text, numbers, real dates, booleans.
//! Pure and synchronous (data in, bytes out): it runs on a blocking thread (see `build.rs`).
//!
//! The sheet is made in rust_xlsxwriter's constant-memory mode: each row goes to a temporary
//! file as soon as the next one starts, so a report of 100,000 rows holds one row in memory, and
//! strings are written inline rather than into a shared table that would grow with the report.
//! Cells are written without a format of their own and take their column's (Excel does the same
//! for a column format), which keeps each write cheap.
use chrono::{DateTime, NaiveDate, Utc};
use rust_xlsxwriter::{Format, FormatBorder, Workbook, Worksheet, XlsxError};

use super::words::Words;

/// The MIME type of an xlsx file.
pub const CONTENT_TYPE: &str = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/// What a column holds, which sets its number format.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Kind {
    Text,
    /// Text that is one of a fixed set the reader's language has words for (an assignment's
    /// status): written in that language.
    Status,
    /// A whole number (`0`).
    Integer,
    /// A decimal shown with this many places; the cell keeps the full value.
    Decimal(u8),
    /// A calendar date, `dd mmm yyyy` (the lists' date, docs/i18n.md).
    Date,
    /// A UTC date and time, `dd mmm yyyy hh:mm`.
    DateTime,
    /// TRUE or FALSE.
    Bool,
}

/// One column: its header and width (in characters, as Excel counts them).
#[derive(Clone, Copy, Debug)]
pub struct Column {
    pub header: &'static str,
    pub width: f64,
    pub kind: Kind,
}

pub const fn column(header: &'static str, width: f64, kind: Kind) -> Column {
    Column {
        header,
        width,
        kind,
    }
}

/// One cell's value. `Empty` leaves the cell blank (a missing figure is not a zero).
#[derive(Clone, Debug, PartialEq)]
pub enum Cell {
    Empty,
    Text(String),
    Number(f64),
    Date(NaiveDate),
    DateTime(DateTime<Utc>),
    Bool(bool),
}

impl Cell {
    pub fn text(value: impl Into<String>) -> Cell {
        let value = value.into();
        if value.is_empty() {
            Cell::Empty
        } else {
            Cell::Text(value)
        }
    }

    pub fn opt_text(value: Option<&str>) -> Cell {
        value.map_or(Cell::Empty, Cell::text)
    }

    pub fn number(value: Option<f64>) -> Cell {
        value.map_or(Cell::Empty, Cell::Number)
    }

    pub fn int(value: i64) -> Cell {
        Cell::Number(value as f64)
    }

    pub fn date(value: Option<NaiveDate>) -> Cell {
        value.map_or(Cell::Empty, Cell::Date)
    }
}

/// The most characters Excel keeps in a cell; longer text is cut rather than refused.
const MAX_TEXT: usize = 32_767;

fn number_format(kind: Kind) -> Option<String> {
    match kind {
        Kind::Text | Kind::Status | Kind::Bool => None,
        Kind::Integer => Some("0".into()),
        Kind::Decimal(0) => Some("0".into()),
        Kind::Decimal(places) => Some(format!("0.{}", "0".repeat(places.into()))),
        Kind::Date => Some("dd mmm yyyy".into()),
        Kind::DateTime => Some("dd mmm yyyy hh:mm".into()),
    }
}

/// A workbook of one sheet being written. Rows are pushed in order after the header.
pub struct SheetWriter {
    workbook: Workbook,
    columns: usize,
    /// Per column, whether its text is written in the reader's language.
    translated: Vec<bool>,
    words: Words,
    /// The next row to write (0 is the header).
    next_row: u32,
}

impl SheetWriter {
    /// The workbook with its one sheet `name`, the header row written and frozen; the sheet's
    /// name, the headers and the `Status` columns' cells in the language of `words`.
    pub fn new(name: &str, columns: &[Column], words: Words) -> Result<SheetWriter, XlsxError> {
        let mut workbook = Workbook::new();
        let sheet = workbook.add_worksheet_with_constant_memory();
        sheet.set_name(words.word(name))?;
        let header = Format::new()
            .set_bold()
            .set_border_bottom(FormatBorder::Thin);
        for (i, c) in columns.iter().enumerate() {
            let col = i as u16;
            sheet.set_column_width(col, c.width)?;
            if let Some(format) = number_format(c.kind) {
                sheet.set_column_format(col, &Format::new().set_num_format(format))?;
            }
            sheet.write_string_with_format(0, col, words.word(c.header), &header)?;
        }
        sheet.set_freeze_panes(1, 0)?;
        Ok(SheetWriter {
            workbook,
            columns: columns.len(),
            translated: columns.iter().map(|c| c.kind == Kind::Status).collect(),
            words,
            next_row: 1,
        })
    }

    fn sheet(&mut self) -> Result<&mut Worksheet, XlsxError> {
        self.workbook.worksheet_from_index(0)
    }

    /// Writes the next row; cells past the last column are ignored.
    pub fn push(&mut self, cells: &[Cell]) -> Result<(), XlsxError> {
        let row = self.next_row;
        let columns = self.columns;
        let words = self.words;
        let translated = &self.translated;
        // The fields are borrowed apart: the sheet mutably, the column flags to read.
        let sheet = self.workbook.worksheet_from_index(0)?;
        for (i, cell) in cells.iter().take(columns).enumerate() {
            let col = i as u16;
            match cell {
                Cell::Empty => {}
                Cell::Text(s) if s.chars().count() > MAX_TEXT => {
                    let cut: String = s.chars().take(MAX_TEXT).collect();
                    sheet.write_string(row, col, cut)?;
                }
                Cell::Text(s) if translated[i] => {
                    sheet.write_string(row, col, words.word(s))?;
                }
                Cell::Text(s) => {
                    sheet.write_string(row, col, s)?;
                }
                Cell::Number(n) => {
                    sheet.write_number(row, col, *n)?;
                }
                Cell::Date(d) => {
                    sheet.write_datetime(row, col, d)?;
                }
                Cell::DateTime(t) => {
                    sheet.write_datetime(row, col, t.naive_utc())?;
                }
                Cell::Bool(b) => {
                    sheet.write_boolean(row, col, *b)?;
                }
            }
        }
        self.next_row += 1;
        Ok(())
    }

    /// Rows written after the header.
    pub fn rows(&self) -> u32 {
        self.next_row - 1
    }

    /// The finished file: a filter on the header row over every row written.
    pub fn finish(mut self) -> Result<Vec<u8>, XlsxError> {
        let last_row = self.next_row - 1;
        let last_col = self.columns.saturating_sub(1) as u16;
        self.sheet()?.autofilter(0, 0, last_row, last_col)?;
        self.workbook.save_to_buffer()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn number_formats_follow_the_kind() {
        assert_eq!(number_format(Kind::Text), None);
        assert_eq!(number_format(Kind::Integer).as_deref(), Some("0"));
        assert_eq!(number_format(Kind::Decimal(2)).as_deref(), Some("0.00"));
        assert_eq!(number_format(Kind::Decimal(4)).as_deref(), Some("0.0000"));
        assert_eq!(number_format(Kind::Date).as_deref(), Some("dd mmm yyyy"));
    }

    #[test]
    fn cells_leave_missing_values_blank() {
        assert_eq!(Cell::text(""), Cell::Empty);
        assert_eq!(Cell::opt_text(None), Cell::Empty);
        assert_eq!(Cell::number(None), Cell::Empty);
        assert_eq!(Cell::date(None), Cell::Empty);
        assert_eq!(Cell::int(3), Cell::Number(3.0));
    }

    #[test]
    fn a_sheet_is_a_zip_of_its_rows() {
        let columns = [
            column("Name", 20.0, Kind::Text),
            column("On", 12.0, Kind::Date),
        ];
        let mut sheet = SheetWriter::new("Report", &columns, Words::ENGLISH).unwrap();
        sheet
            .push(&[
                Cell::text("Blue Horse"),
                Cell::Date(NaiveDate::from_ymd_opt(2026, 12, 1).unwrap()),
            ])
            .unwrap();
        sheet.push(&[Cell::text("x".repeat(40_000))]).unwrap();
        assert_eq!(sheet.rows(), 2);
        let bytes = sheet.finish().unwrap();
        assert_eq!(&bytes[..2], b"PK", "an xlsx file is a zip");
    }
}
