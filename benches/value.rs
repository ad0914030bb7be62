//! Benchmarks of hot value-system operations.

use criterion::{criterion_group, criterion_main, Criterion};
use hcl2::value::{self, json, Type, Value};
use std::hint::black_box;

fn big_tuple(n: i64) -> Value {
    Value::tuple((0..n).map(Value::from).collect())
}

fn bench_convert(c: &mut Criterion) {
    let tup = big_tuple(100_000);
    let list_num = Type::list(Type::Number);
    let list_dyn = Type::list(Type::Dynamic);
    let list_str = Type::list(Type::String);
    let elems: Vec<Value> = tup.elements().unwrap().to_vec();
    c.bench_function("baseline: clone 100k-element Vec<Value>", |b| {
        b.iter(|| black_box(&elems).clone())
    });
    c.bench_function("convert tuple(100k numbers) -> list(number)", |b| {
        b.iter(|| value::convert(black_box(&tup), &list_num).unwrap())
    });
    c.bench_function("convert tuple(100k numbers) -> list(any)", |b| {
        b.iter(|| value::convert(black_box(&tup), &list_dyn).unwrap())
    });
    c.bench_function("convert tuple(100k numbers) -> list(string)", |b| {
        b.iter(|| value::convert(black_box(&tup), &list_str).unwrap())
    });
}

fn bench_sets(c: &mut Criterion) {
    let strs: Vec<Value> = (0..10_000)
        .map(|i| Value::string(format!("item-{}", (i * 7919) % 10_000)))
        .collect();
    c.bench_function("set of 10k strings", |b| {
        b.iter(|| Value::set_of(Type::String, black_box(strs.clone())))
    });
    let nums: Vec<Value> = (0..10_000)
        .map(|i| Value::from((i * 7919) % 5_000))
        .collect();
    c.bench_function("set of 10k numbers (5k distinct)", |b| {
        b.iter(|| Value::set_of(Type::Number, black_box(nums.clone())))
    });
    let objs: Vec<Value> = (0..2_000)
        .map(|i| {
            Value::object([
                ("id", Value::from(i % 1_000)),
                ("name", Value::string(format!("n{}", i % 1_000))),
            ])
        })
        .collect();
    let ety = objs[0].ty().clone();
    c.bench_function("set of 2k objects (1k distinct)", |b| {
        b.iter(|| Value::set_of(ety.clone(), black_box(objs.clone())))
    });
}

fn bench_equality(c: &mut Criterion) {
    let a = value::convert(&big_tuple(100_000), &Type::list(Type::Number)).unwrap();
    let b2 = value::convert(&big_tuple(100_000), &Type::list(Type::Number)).unwrap();
    c.bench_function("equals list(100k numbers)", |b| {
        b.iter(|| black_box(&a).equals(black_box(&b2)))
    });
    let m1 = Value::map_of(
        Type::String,
        (0..10_000).map(|i| (format!("k{i}"), Value::string(format!("v{i}")))),
    );
    let m2 = Value::map_of(
        Type::String,
        (0..10_000).map(|i| (format!("k{i}"), Value::string(format!("v{i}")))),
    );
    c.bench_function("equals map(10k strings)", |b| {
        b.iter(|| black_box(&m1).equals(black_box(&m2)))
    });
}

fn bench_json(c: &mut Criterion) {
    let v = Value::tuple(
        (0..20_000)
            .map(|i| {
                Value::object([
                    ("id", Value::from(i)),
                    ("name", Value::string(format!("name <{i}>"))),
                    ("ok", Value::bool(i % 2 == 0)),
                ])
            })
            .collect(),
    );
    let t = v.ty().clone();
    c.bench_function("json marshal 20k objects", |b| {
        b.iter(|| json::marshal(black_box(&v), &t).unwrap())
    });
    let text = json::marshal(&v, &t).unwrap();
    c.bench_function("json implied type + unmarshal 20k objects", |b| {
        b.iter(|| json::unmarshal_implied(black_box(&text)).unwrap())
    });
}

criterion_group!(
    benches,
    bench_convert,
    bench_sets,
    bench_equality,
    bench_json
);
criterion_main!(benches);
