//! Number hot paths: add / compare / format of small integers and of 512-bit
//! numbers, parsing literals, side by side with raw dashu arithmetic.

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, Criterion};
use dashu_float::{round::mode::HalfEven, FBig};
use dashu_int::IBig;
use hcl2::value::Number;

type BinFloat = FBig<HalfEven, 2>;

fn small_ints(c: &mut Criterion) {
    let a = Number::parse("12345").unwrap();
    let b = Number::from_i64(678);
    let mut g = c.benchmark_group("small_int");
    g.bench_function("number_add", |bch| {
        bch.iter(|| black_box(&a).add(black_box(&b)).unwrap())
    });
    g.bench_function("number_mul", |bch| {
        bch.iter(|| black_box(&a).mul(black_box(&b)).unwrap())
    });
    g.bench_function("number_cmp", |bch| {
        bch.iter(|| black_box(&a).cmp(black_box(&b)))
    });
    g.bench_function("number_format", |bch| {
        bch.iter(|| black_box(&a).to_string())
    });
    g.bench_function("number_parse", |bch| {
        bch.iter(|| Number::parse(black_box("12345")).unwrap())
    });
    // the same values through the general (arbitrary precision) path
    let (ga, gb) = (a.to_general_form(), b.to_general_form());
    g.bench_function("general_path_add", |bch| {
        bch.iter(|| black_box(&ga).add(black_box(&gb)).unwrap())
    });
    g.bench_function("general_path_format", |bch| {
        bch.iter(|| black_box(&ga).to_string())
    });
    // raw dashu
    let (ia, ib) = (IBig::from(12345), IBig::from(678));
    g.bench_function("dashu_ibig_add", |bch| {
        bch.iter(|| black_box(&ia) + black_box(&ib))
    });
    g.bench_function("dashu_ibig_mul", |bch| {
        bch.iter(|| black_box(&ia) * black_box(&ib))
    });
    g.bench_function("dashu_ibig_cmp", |bch| {
        bch.iter(|| black_box(&ia).cmp(black_box(&ib)))
    });
    g.bench_function("dashu_ibig_format", |bch| {
        bch.iter(|| black_box(&ia).to_string())
    });
    let fa = BinFloat::from(12345).with_precision(512).value();
    let fb = BinFloat::from(678).with_precision(512).value();
    g.bench_function("dashu_fbig512_add", |bch| {
        bch.iter(|| black_box(&fa) + black_box(&fb))
    });
    g.bench_function("i64_add", |bch| {
        bch.iter(|| black_box(12345i64) + black_box(678i64))
    });
    g.finish();
}

fn big_numbers(c: &mut Criterion) {
    let third = Number::parse("1")
        .unwrap()
        .div(&Number::parse("3").unwrap())
        .unwrap();
    let tenth = Number::parse("0.1").unwrap();
    let huge = Number::parse("1e400").unwrap();
    let mut g = c.benchmark_group("big_512");
    g.bench_function("number_add", |bch| {
        bch.iter(|| black_box(&third).add(black_box(&tenth)).unwrap())
    });
    g.bench_function("number_mul", |bch| {
        bch.iter(|| black_box(&third).mul(black_box(&tenth)).unwrap())
    });
    g.bench_function("number_div", |bch| {
        bch.iter(|| black_box(&tenth).div(black_box(&third)).unwrap())
    });
    g.bench_function("number_rem", |bch| {
        bch.iter(|| black_box(&huge).rem(black_box(&third)).unwrap())
    });
    g.bench_function("number_cmp", |bch| {
        bch.iter(|| black_box(&third).cmp(black_box(&tenth)))
    });
    g.bench_function("number_format_third", |bch| {
        bch.iter(|| black_box(&third).to_string())
    });
    g.bench_function("number_format_tenth", |bch| {
        bch.iter(|| black_box(&tenth).to_string())
    });
    g.bench_function("number_format_1e400", |bch| {
        bch.iter(|| black_box(&huge).to_string())
    });
    g.bench_function("number_parse_0.1", |bch| {
        bch.iter(|| Number::parse(black_box("0.1")).unwrap())
    });
    g.bench_function("number_parse_long", |bch| {
        bch.iter(|| {
            Number::parse(black_box(
                "3.14159265358979323846264338327950288419716939937510",
            ))
            .unwrap()
        })
    });
    let fa = BinFloat::from(1).with_precision(512).value()
        / BinFloat::from(3).with_precision(512).value();
    let fb = BinFloat::from(1).with_precision(512).value()
        / BinFloat::from(10).with_precision(512).value();
    g.bench_function("dashu_fbig512_add", |bch| {
        bch.iter(|| black_box(&fa) + black_box(&fb))
    });
    g.bench_function("dashu_fbig512_mul", |bch| {
        bch.iter(|| black_box(&fa) * black_box(&fb))
    });
    g.bench_function("dashu_fbig512_div", |bch| {
        bch.iter(|| black_box(&fb) / black_box(&fa))
    });
    g.bench_function("dashu_fbig512_cmp", |bch| {
        bch.iter(|| black_box(&fa).cmp(black_box(&fb)))
    });
    g.finish();
}

criterion_group!(benches, small_ints, big_numbers);
criterion_main!(benches);
