//! Demo photos: a deterministic abstract "painting" per seed, framed on a gallery wall, as JPEG.
//! Pure: the same seed gives the same bytes; nothing is read or written here.
use image::{codecs::jpeg::JpegEncoder, ExtendedColorType, Rgb, RgbImage};

pub const WIDTH: u32 = 640;
pub const HEIGHT: u32 = 480;
const JPEG_QUALITY: u8 = 82;

/// A small, stable generator (SplitMix64): the pictures must not change with a `rand` upgrade.
struct SplitMix(u64);

impl SplitMix {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `[lo, hi)`.
    fn range(&mut self, lo: f32, hi: f32) -> f32 {
        lo + (self.next() >> 40) as f32 / (1u64 << 24) as f32 * (hi - lo)
    }

    fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[(self.next() % items.len() as u64) as usize]
    }
}

type Colour = [f32; 3];

/// Palettes a painter might keep: earth, sea, dusk, citrus, slate.
const PALETTES: &[[Colour; 4]] = &[
    [
        [176., 92., 52.],
        [222., 184., 120.],
        [96., 62., 44.],
        [238., 220., 190.],
    ],
    [
        [28., 70., 110.],
        [92., 150., 170.],
        [220., 226., 214.],
        [14., 34., 58.],
    ],
    [
        [120., 40., 70.],
        [232., 120., 90.],
        [250., 200., 140.],
        [50., 30., 70.],
    ],
    [
        [236., 196., 40.],
        [40., 120., 80.],
        [230., 90., 40.],
        [245., 240., 225.],
    ],
    [
        [70., 78., 88.],
        [150., 160., 165.],
        [200., 80., 60.],
        [230., 228., 220.],
    ],
];

const FRAMES: &[Colour] = &[
    [30., 26., 24.],    // black lacquer
    [150., 110., 60.],  // oak
    [190., 160., 90.],  // gilt
    [235., 232., 225.], // white float frame
];

enum Shape {
    /// A soft-edged colour field (x0, y0, x1, y1 in canvas units 0..1).
    Field([f32; 4], Colour),
    /// A disc (centre x, centre y, radius).
    Disc([f32; 3], Colour),
    /// A horizontal band (y0, y1) with a wavy edge.
    Band([f32; 3], Colour),
}

/// The JPEG of painting number `seed`, `WIDTH` × `HEIGHT`.
pub fn painting(seed: u64) -> Vec<u8> {
    let img = render(seed);
    let mut out = Vec::with_capacity(48 * 1024);
    JpegEncoder::new_with_quality(&mut out, JPEG_QUALITY)
        .encode(img.as_raw(), WIDTH, HEIGHT, ExtendedColorType::Rgb8)
        .expect("encoding an in-memory RGB image cannot fail");
    out
}

fn render(seed: u64) -> RgbImage {
    let mut rng = SplitMix(seed.wrapping_mul(0x2545_F491_4F6C_DD1D) ^ 0x5EED);
    let palette = rng.pick(PALETTES);
    let frame = *rng.pick(FRAMES);
    let wall: Colour = [
        rng.range(214., 236.),
        rng.range(210., 230.),
        rng.range(200., 222.),
    ];

    // The canvas: portrait or landscape, centred a little above the middle as hung in a gallery.
    let portrait = rng.range(0., 3.) < 1.; // one in three
    let (cw, ch) = if portrait {
        (rng.range(200., 260.), rng.range(300., 360.))
    } else {
        (rng.range(340., 460.), rng.range(230., 300.))
    };
    let cx0 = (WIDTH as f32 - cw) / 2.;
    let cy0 = (HEIGHT as f32 - ch) / 2. - 12.;
    let border = rng.range(7., 14.);

    let ground_index = (rng.next() % 4) as usize;
    let ground = palette[ground_index];
    let ground_to = palette[(rng.next() % 4) as usize];
    let shapes = compose(&mut rng, palette, ground_index);
    let grain = rng.range(4., 12.);

    RgbImage::from_fn(WIDTH, HEIGHT, |x, y| {
        let (fx, fy) = (x as f32, y as f32);
        // Canvas coordinates, 0..1 inside the painted area.
        let u = (fx - cx0) / cw;
        let v = (fy - cy0) / ch;
        let bu = border / cw;
        let bv = border / ch;
        let colour = if (0.0..1.0).contains(&u) && (0.0..1.0).contains(&v) {
            paint(u, v, cw / ch, ground, ground_to, &shapes, grain, x, y)
        } else if (-bu..1. + bu).contains(&u) && (-bv..1. + bv).contains(&v) {
            // The frame, a touch darker on its lower and right sides (light from the top left).
            let shade = if u >= 1.0 || v >= 1.0 { 0.82 } else { 1.0 };
            scale(frame, shade)
        } else {
            // The wall: light from above, and the frame's soft shadow below-right.
            let light = 1.0 - 0.12 * (fy / HEIGHT as f32);
            let su = (fx - cx0 - 6.) / cw;
            let sv = (fy - cy0 - 10.) / ch;
            let in_shadow = (-bu..1. + bu).contains(&su) && (-bv..1. + bv).contains(&sv);
            scale(wall, if in_shadow { light * 0.82 } else { light })
        };
        Rgb(colour.map(|c| c.clamp(0., 255.) as u8))
    })
}

/// Three to six shapes in one of three manners: colour fields, discs, or a banded landscape.
/// Shapes never take the ground's colour, so none disappears into it.
fn compose(rng: &mut SplitMix, palette: &[Colour; 4], ground_index: usize) -> Vec<Shape> {
    let manner = rng.next() % 3;
    let count = 3 + (rng.next() % 4) as usize;
    (0..count)
        .map(|i| {
            let colour = palette[(ground_index + 1 + (rng.next() % 3) as usize) % 4];
            match manner {
                0 => {
                    let y0 = 0.08 + i as f32 * 0.84 / count as f32;
                    Shape::Field(
                        [
                            rng.range(0.06, 0.14),
                            y0,
                            rng.range(0.86, 0.94),
                            y0 + rng.range(0.10, 0.84 / count as f32),
                        ],
                        colour,
                    )
                }
                1 => Shape::Disc(
                    [
                        rng.range(0.15, 0.85),
                        rng.range(0.15, 0.85),
                        rng.range(0.05, 0.25),
                    ],
                    colour,
                ),
                _ => Shape::Band(
                    [
                        i as f32 / count as f32,
                        rng.range(0.02, 0.08),
                        rng.range(4., 14.),
                    ],
                    colour,
                ),
            }
        })
        .collect()
}

#[allow(clippy::too_many_arguments)]
fn paint(
    u: f32,
    v: f32,
    aspect: f32,
    ground: Colour,
    ground_to: Colour,
    shapes: &[Shape],
    grain: f32,
    x: u32,
    y: u32,
) -> Colour {
    let mut c = mix(ground, ground_to, v);
    for shape in shapes {
        let (alpha, colour) = match shape {
            Shape::Field([x0, y0, x1, y1], colour) => {
                // Soft, slightly irregular edges, as a brushed field has.
                let wobble = 0.01 * ((v * 40.).sin() + (u * 33.).cos());
                let inside = (u - x0 - wobble)
                    .min(x1 - u + wobble)
                    .min(v - y0)
                    .min(y1 - v);
                ((inside * 60.).clamp(0., 1.) * 0.9, colour)
            }
            Shape::Disc([cx, cy, r], colour) => {
                // Measured in canvas heights, so a disc stays round on any canvas.
                let d = (((u - cx) * aspect).powi(2) + (v - cy).powi(2)).sqrt();
                (((r - d) * 80.).clamp(0., 1.) * 0.85, colour)
            }
            Shape::Band([y0, wave, freq], colour) => {
                let edge = y0 + wave * (u * freq).sin();
                (((v - edge) * 90.).clamp(0., 1.) * 0.8, colour)
            }
        };
        c = mix(c, *colour, alpha);
    }
    // Canvas grain: a fixed hash of the pixel, so the same seed gives the same picture.
    let h = (x.wrapping_mul(73_856_093) ^ y.wrapping_mul(19_349_663)) % 1000;
    let g = (h as f32 / 1000. - 0.5) * grain;
    c.map(|ch| ch + g)
}

fn mix(a: Colour, b: Colour, t: f32) -> Colour {
    [
        a[0] + (b[0] - a[0]) * t,
        a[1] + (b[1] - a[1]) * t,
        a[2] + (b[2] - a[2]) * t,
    ]
}

fn scale(c: Colour, k: f32) -> Colour {
    c.map(|ch| ch * k)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_painting_decodes_to_the_right_size() {
        let jpeg = painting(7);
        assert_eq!(&jpeg[..3], &[0xFF, 0xD8, 0xFF], "a JPEG header");
        let img = image::load_from_memory_with_format(&jpeg, image::ImageFormat::Jpeg).unwrap();
        assert_eq!((img.width(), img.height()), (WIDTH, HEIGHT));
    }

    #[test]
    fn the_same_seed_gives_the_same_bytes_and_different_seeds_differ() {
        assert_eq!(painting(3), painting(3));
        let all: Vec<Vec<u8>> = (0..12).map(painting).collect();
        for (i, a) in all.iter().enumerate() {
            for b in &all[i + 1..] {
                assert_ne!(a, b);
            }
        }
        // Not only the bytes: the pictures themselves differ visibly.
        let (a, b) = (render(1), render(2));
        let differing = a
            .pixels()
            .zip(b.pixels())
            .filter(|(p, q)| p.0.iter().zip(q.0).any(|(x, y)| x.abs_diff(y) > 24))
            .count();
        assert!(differing > (WIDTH * HEIGHT / 10) as usize, "{differing}");
    }
}
