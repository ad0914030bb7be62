//! Type unification with the rules of go-cty's `convert.Unify`.

use super::convert::{get_conversion_impl, Conversion, Kind};
use super::ty::{ObjectAttr, Type};

/// The result of unification: the common type, and for each input type the
/// conversion it needs (`None` when it already has that type).
pub type Unified = (Type, Vec<Option<Conversion>>);

/// go-cty `convert.Unify`: the most general type all `types` convert to
/// safely. `None` when there is none (or `types` is empty).
pub fn unify(types: &[Type]) -> Option<Unified> {
    unify_impl(types, false)
}

/// go-cty `convert.UnifyUnsafe`: like [`unify`], allowing unsafe conversions.
pub fn unify_unsafe(types: &[Type]) -> Option<Unified> {
    unify_impl(types, true)
}

fn conv_for(from: &Type, to: &Type, unsafe_: bool) -> Option<Conversion> {
    get_conversion_impl(from, to, unsafe_)
}

pub(crate) fn unify_impl(types: &[Type], unsafe_: bool) -> Option<Unified> {
    super::deep_if(types.iter().any(Type::is_composite_type), || {
        let first = types.first()?;
        // All equal: every path below ends with that type and no conversions.
        if types[1..].iter().all(|t| t == first) {
            return Some((first.clone(), vec![None; types.len()]));
        }
        let (mut map_ct, mut list_ct, mut set_ct, mut obj_ct, mut tup_ct, mut dyn_ct) =
            (0, 0, 0, 0, 0, 0);
        for t in types {
            match t {
                Type::Map(_) => map_ct += 1,
                Type::List(_) => list_ct += 1,
                Type::Set(_) => set_ct += 1,
                Type::Object(_) => obj_ct += 1,
                Type::Tuple(_) => tup_ct += 1,
                Type::Dynamic => dyn_ct += 1,
                _ => {}
            }
        }
        let n = types.len();
        let has_dyn = dyn_ct > 0;
        if map_ct > 0 && map_ct + dyn_ct == n {
            return unify_collections(Type::map, types, unsafe_, has_dyn);
        } else if map_ct > 0 && map_ct + obj_ct + dyn_ct == n {
            if let Some(r) = unify_objects_as_maps(types, unsafe_) {
                return Some(r);
            }
        } else if list_ct > 0 && list_ct + dyn_ct == n {
            return unify_collections(Type::list, types, unsafe_, has_dyn);
        } else if list_ct > 0 && list_ct + tup_ct + dyn_ct == n {
            if let Some(r) = unify_tuples_as_list(types, unsafe_) {
                return Some(r);
            }
        } else if set_ct > 0 && set_ct + dyn_ct == n {
            return unify_collections(Type::set, types, unsafe_, has_dyn);
        } else if obj_ct > 0 && obj_ct + dyn_ct == n {
            return unify_objects(types, unsafe_, has_dyn);
        } else if tup_ct > 0 && tup_ct + dyn_ct == n {
            return unify_tuples(types, unsafe_, has_dyn);
        } else if obj_ct > 0 && tup_ct > 0 {
            return None;
        }

        let order = sort_types(types);
        'pref: for &want_idx in &order {
            let want = &types[want_idx];
            let mut convs = Vec::with_capacity(n);
            for (i, t) in types.iter().enumerate() {
                if i == want_idx || t == want {
                    convs.push(None);
                    continue;
                }
                match conv_for(t, want, unsafe_) {
                    Some(c) => convs.push(Some(c)),
                    None => continue 'pref,
                }
            }
            return Some((want.clone(), convs));
        }
        None
    })
}

fn all_dynamic(n: usize) -> Option<Unified> {
    let c = Conversion::bare(Kind::AllDynamic);
    Some((Type::Dynamic, vec![Some(c); n]))
}

fn convs_to(types: &[Type], ret: &Type, unsafe_: bool) -> Option<Vec<Option<Conversion>>> {
    let mut convs = Vec::with_capacity(types.len());
    for t in types {
        if t == ret {
            convs.push(None);
        } else {
            convs.push(Some(conv_for(t, ret, unsafe_)?));
        }
    }
    Some(convs)
}

fn unify_collections(
    make: fn(Type) -> Type,
    types: &[Type],
    unsafe_: bool,
    has_dyn: bool,
) -> Option<Unified> {
    if has_dyn {
        return all_dynamic(types.len());
    }
    let etys: Vec<Type> = types
        .iter()
        .map(|t| t.element_type().cloned().unwrap_or(Type::Dynamic))
        .collect();
    let (ety, _) = unify_impl(&etys, unsafe_)?;
    let ret = make(ety);
    let convs = convs_to(types, &ret, unsafe_)?;
    Some((ret, convs))
}

fn unify_objects(types: &[Type], unsafe_: bool, has_dyn: bool) -> Option<Unified> {
    if has_dyn {
        return all_dynamic(types.len());
    }
    let first = types[0].object_type()?;
    for t in &types[1..] {
        let o = t.object_type()?;
        if o.len() != first.len() || o.attrs().iter().any(|a| first.get(&a.name).is_none()) {
            return unify_objects_to_map(types, unsafe_);
        }
    }
    let mut attrs = Vec::with_capacity(first.len());
    for a in first.attrs() {
        let across: Vec<Type> = types
            .iter()
            .map(|t| t.attribute_type(&a.name).cloned().unwrap_or(Type::Dynamic))
            .collect();
        let (aty, _) = unify_impl(&across, unsafe_)?;
        attrs.push(ObjectAttr {
            name: a.name.clone(),
            ty: aty,
            optional: false,
        });
    }
    let ret = Type::object_from_sorted(attrs);
    match convs_to(types, &ret, unsafe_) {
        Some(convs) => Some((ret, convs)),
        None => unify_objects_to_map(types, unsafe_),
    }
}

fn unify_objects_to_map(types: &[Type], unsafe_: bool) -> Option<Unified> {
    let atys: Vec<Type> = types
        .iter()
        .filter_map(|t| t.object_type())
        .flat_map(|o| o.attrs().iter().map(|a| a.ty.clone()))
        .collect();
    let (ety, _) = unify_impl(&atys, unsafe_)?;
    let ret = Type::map(ety);
    let convs = convs_to(types, &ret, unsafe_)?;
    Some((ret, convs))
}

fn unify_tuples(types: &[Type], unsafe_: bool, has_dyn: bool) -> Option<Unified> {
    if has_dyn {
        return all_dynamic(types.len());
    }
    let first = types[0].tuple_types()?;
    for t in &types[1..] {
        if t.tuple_types()?.len() != first.len() {
            return unify_tuples_to_list(types, unsafe_);
        }
    }
    let mut etys = Vec::with_capacity(first.len());
    for i in 0..first.len() {
        let across: Vec<Type> = types
            .iter()
            .map(|t| {
                t.tuple_types()
                    .map(|e| e[i].clone())
                    .unwrap_or(Type::Dynamic)
            })
            .collect();
        etys.push(unify_impl(&across, unsafe_)?.0);
    }
    let ret = Type::tuple(etys);
    match convs_to(types, &ret, unsafe_) {
        Some(convs) => Some((ret, convs)),
        None => unify_tuples_to_list(types, unsafe_),
    }
}

fn unify_tuples_to_list(types: &[Type], unsafe_: bool) -> Option<Unified> {
    let etys: Vec<Type> = types
        .iter()
        .filter_map(|t| t.tuple_types())
        .flat_map(|e| e.iter().cloned())
        .collect();
    let (ety, _) = unify_impl(&etys, unsafe_)?;
    let ret = Type::list(ety);
    let convs = convs_to(types, &ret, unsafe_)?;
    Some((ret, convs))
}

/// Shared shape of `unifyTuplesAsList` / `unifyObjectsAsMaps`.
fn unify_structs_as(
    types: &[Type],
    unsafe_: bool,
    is_struct: fn(&Type) -> bool,
    inner: fn(&[Type], bool) -> Option<Unified>,
    is_target: fn(&Type) -> bool,
) -> Option<Unified> {
    let idxs: Vec<usize> = (0..types.len()).filter(|&i| is_struct(&types[i])).collect();
    let structs: Vec<Type> = idxs.iter().map(|&i| types[i].clone()).collect();
    let (ty, struct_convs) = inner(&structs, unsafe_)?;
    if !is_target(&ty) {
        return None;
    }
    let mut replaced = types.to_vec();
    for &i in &idxs {
        replaced[i] = ty.clone();
    }
    let (new_ty, mut convs) = unify_impl(&replaced, unsafe_)?;
    if !is_target(&new_ty) {
        return None;
    }
    for (k, &i) in idxs.iter().enumerate() {
        let outer = convs[i].take();
        let inner_c = struct_convs[k].clone();
        convs[i] = match (outer, inner_c) {
            (None, c) => c,
            (Some(o), Some(c)) => Some(Conversion::bare(Kind::Chain(c, o))),
            (Some(o), None) => Some(o),
        };
    }
    Some((new_ty, convs))
}

fn unify_tuples_as_list(types: &[Type], unsafe_: bool) -> Option<Unified> {
    unify_structs_as(
        types,
        unsafe_,
        Type::is_tuple,
        unify_tuples_to_list,
        Type::is_list,
    )
}

fn unify_objects_as_maps(types: &[Type], unsafe_: bool) -> Option<Unified> {
    unify_structs_as(
        types,
        unsafe_,
        Type::is_object,
        unify_objects_to_map,
        Type::is_map,
    )
}

/// go-cty `compareTypes`: negative when `a` is preferred (more general).
fn compare_types(a: &Type, b: &Type) -> i32 {
    super::deep_if(a.is_composite_type() || b.is_composite_type(), || {
        if a.is_dynamic() || b.is_dynamic() {
            if !a.is_dynamic() {
                return -1;
            }
            if !b.is_dynamic() {
                return 1;
            }
            return 0;
        }
        if a.is_primitive() && b.is_primitive() && (*a == Type::String || *b == Type::String) {
            if *a != Type::String {
                return 1;
            }
            if *b != Type::String {
                return -1;
            }
            return 0;
        }
        match (a, b) {
            (Type::List(x), Type::List(y))
            | (Type::Set(x), Type::Set(y))
            | (Type::Map(x), Type::Map(y)) => return compare_types(x, y),
            _ => {}
        }
        let (a, b, swap) = match (a, b) {
            (Type::Tuple(_), Type::List(_))
            | (Type::Object(_), Type::Map(_))
            | (Type::Set(_), Type::Tuple(_))
            | (Type::Set(_), Type::List(_)) => (b, a, -1),
            _ => (a, b, 1),
        };
        if b.is_set() && (a.is_tuple() || a.is_list()) {
            return -swap;
        }
        if a.is_list() && b.is_tuple() {
            return -swap;
        }
        if a.is_map() && b.is_object() {
            return -swap;
        }
        let verdict = |a_super: bool, b_super: bool| -> i32 {
            match (a_super, b_super) {
                (true, true) => 0,
                (true, false) => -swap,
                (false, true) => swap,
                _ => 0,
            }
        };
        if let (Some(x), Some(y)) = (a.object_type(), b.object_type()) {
            if x.len() != y.len() {
                return 0;
            }
            let (mut asup, mut bsup) = (false, false);
            for at in x.attrs() {
                let Some(bt) = y.get(&at.name) else {
                    return 0;
                };
                let c = compare_types(&at.ty, &bt.ty);
                if c < 0 {
                    asup = true;
                } else if c > 0 {
                    bsup = true;
                }
            }
            return verdict(asup, bsup);
        }
        if let (Some(x), Some(y)) = (a.tuple_types(), b.tuple_types()) {
            if x.len() != y.len() {
                return 0;
            }
            let (mut asup, mut bsup) = (false, false);
            for (p, q) in x.iter().zip(y.iter()) {
                let c = compare_types(p, q);
                if c < 0 {
                    asup = true;
                } else if c > 0 {
                    bsup = true;
                }
            }
            return verdict(asup, bsup);
        }
        0
    })
}

/// go-cty `sortTypes`: a topological order of preference (Kahn's algorithm;
/// unvisited slots stay 0, as in the reference).
fn sort_types(tys: &[Type]) -> Vec<usize> {
    let l = tys.len();
    let mut edges: Vec<Vec<usize>> = vec![Vec::new(); l];
    for i in 0..l.saturating_sub(1) {
        for j in i + 1..l {
            let c = compare_types(&tys[i], &tys[j]);
            if c < 0 {
                edges[i].push(j);
            } else if c > 0 {
                edges[j].push(i);
            }
        }
    }
    let mut indeg = vec![0usize; l];
    for outs in &edges {
        for &j in outs {
            indeg[j] += 1;
        }
    }
    let mut result = vec![0usize; l];
    let mut len = 0;
    for (i, &d) in indeg.iter().enumerate() {
        if d == 0 {
            result[len] = i;
            len += 1;
        }
    }
    let mut head = 0;
    while head < len {
        let i = result[head];
        head += 1;
        for &j in &edges[i] {
            indeg[j] -= 1;
            if indeg[j] == 0 {
                result[len] = j;
                len += 1;
            }
        }
    }
    result
}
