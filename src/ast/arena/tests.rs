use super::*;
use std::sync::atomic::AtomicUsize;
use std::sync::Arc;

/// Counts its drops in a shared counter.
#[derive(Debug)]
struct Counted {
    value: u64,
    drops: Arc<AtomicUsize>,
}

impl Counted {
    fn new(value: u64, drops: &Arc<AtomicUsize>) -> Counted {
        Counted {
            value,
            drops: drops.clone(),
        }
    }
}

impl Clone for Counted {
    fn clone(&self) -> Counted {
        Counted::new(self.value, &self.drops)
    }
}

impl Drop for Counted {
    fn drop(&mut self) {
        self.drops.fetch_add(1, Ordering::Relaxed);
    }
}

/// A small tree of arena nodes.
#[derive(Clone, Debug)]
enum Tree {
    Leaf(Counted),
    Pair(Node<Tree>, Node<Tree>),
    List(NodeSlice<Tree>),
}

impl Tree {
    /// A tree of `2^depth` leaves (lists and pairs alternating), values
    /// `start..`, built in this thread.
    fn build(depth: u32, start: &mut u64, drops: &Arc<AtomicUsize>) -> Tree {
        if depth == 0 {
            *start += 1;
            return Tree::Leaf(Counted::new(*start - 1, drops));
        }
        if depth.is_multiple_of(2) {
            let l = Tree::build(depth - 1, start, drops);
            let r = Tree::build(depth - 1, start, drops);
            Tree::Pair(Node::new(l), Node::new(r))
        } else {
            let v = vec![
                Tree::build(depth - 1, start, drops),
                Tree::build(depth - 1, start, drops),
            ];
            Tree::List(NodeSlice::from_vec(v))
        }
    }
    fn sum(&self) -> (u64, usize) {
        match self {
            Tree::Leaf(c) => (c.value, 1),
            Tree::Pair(l, r) => {
                let (a, n) = l.sum();
                let (b, m) = r.sum();
                (a + b, n + m)
            }
            Tree::List(items) => items.iter().fold((0, 0), |(a, n), t| {
                let (b, m) = t.sum();
                (a + b, n + m)
            }),
        }
    }
}

#[test]
fn node_basics() {
    let n = Node::new(String::from("abc"));
    assert_eq!(&**n, "abc");
    let c = n.clone();
    assert_eq!(n, c);
    assert_ne!(n.as_ptr_for_test(), c.as_ptr_for_test());
    assert_eq!(format!("{n:?}"), "\"abc\"");
    let mut m = n;
    m.push('d');
    assert_eq!(m.into_inner(), "abcd");
    assert_eq!(c.into_inner(), "abc");
    let d: Node<u32> = Node::default();
    assert_eq!(*d, 0);
    let mut h1 = std::collections::hash_map::DefaultHasher::new();
    let mut h2 = std::collections::hash_map::DefaultHasher::new();
    Node::new(7u8).hash(&mut h1);
    7u8.hash(&mut h2);
    assert_eq!(h1.finish(), h2.finish());
    assert_eq!(mem::size_of::<Option<Node<u64>>>(), mem::size_of::<usize>());
}

#[test]
fn slice_basics() {
    let s = NodeSlice::from_vec(vec![1u32, 2, 3]);
    assert_eq!(&*s, [1, 2, 3]);
    assert_eq!(s.clone(), s);
    assert_eq!(format!("{s:?}"), "[1, 2, 3]");
    assert_eq!((&s).into_iter().sum::<u32>(), 6);
    let mut t = s.clone();
    t[1] = 5;
    for x in &mut t {
        *x += 1;
    }
    assert_eq!(t.into_vec(), [2, 6, 4]);
    assert_eq!(s.into_iter().rev().collect::<Vec<_>>(), [3, 2, 1]);
    let e: NodeSlice<String> = NodeSlice::default();
    assert!(e.is_empty());
    assert_eq!(e.clone().into_vec(), Vec::<String>::new());
    let f: NodeSlice<u8> = (0..4).collect();
    assert_eq!(&*f, [0, 1, 2, 3]);
    let g = NodeSlice::from(["a".to_string(), "b".to_string()]);
    assert_eq!(g.as_slice(), ["a", "b"]);
    assert_eq!(
        mem::size_of::<NodeSlice<u64>>(),
        mem::size_of::<Box<[u64]>>()
    );
}

#[test]
fn take_tail_keeps_the_head() {
    let mut v = vec![String::from("a"), "b".into(), "c".into()];
    let cap = v.capacity();
    let s = NodeSlice::take_tail(&mut v, 1);
    assert_eq!(&*s, ["b", "c"]);
    assert_eq!(v, ["a"]);
    assert_eq!(v.capacity(), cap);
    let e = NodeSlice::take_tail(&mut v, 1);
    assert!(e.is_empty());
    let all = NodeSlice::take_tail(&mut v, 0);
    assert_eq!(&*all, ["a"]);
    assert!(v.is_empty());
}

#[test]
fn drop_counts() {
    let drops = Arc::new(AtomicUsize::new(0));
    let mut made = 0;
    {
        let mut next = 0;
        let t = Tree::build(10, &mut next, &drops);
        made += next as usize;
        let c = t.clone();
        made += next as usize;
        assert_eq!(t.sum(), c.sum());
        drop(t);
        assert_eq!(drops.load(Ordering::Relaxed), next as usize);
        // moved out of its node, then dropped
        let Tree::Pair(l, r) = c else {
            panic!("an even depth is a pair")
        };
        let l = l.into_inner();
        drop(r);
        let Tree::List(items) = l else {
            panic!("an odd depth is a list")
        };
        let mut it = items.into_iter();
        let first = it.next();
        drop(it);
        drop(first);
    }
    assert_eq!(drops.load(Ordering::Relaxed), made);

    let drops = Arc::new(AtomicUsize::new(0));
    let s = NodeSlice::from_vec((0..10).map(|i| Counted::new(i, &drops)).collect());
    let mut it = s.into_iter();
    let first = it.next().expect("item");
    let last = it.next_back().expect("item");
    assert_eq!((first.value, last.value), (0, 9));
    assert_eq!(it.len(), 8);
    drop(it);
    assert_eq!(drops.load(Ordering::Relaxed), 8);
    drop((first, last));
    assert_eq!(drops.load(Ordering::Relaxed), 10);

    // into_inner moves the value out: dropped once, by its new owner
    let drops = Arc::new(AtomicUsize::new(0));
    let n = Node::new(Counted::new(1, &drops));
    let v = n.into_inner();
    assert_eq!(drops.load(Ordering::Relaxed), 0);
    drop(v);
    assert_eq!(drops.load(Ordering::Relaxed), 1);
    let v = NodeSlice::from_vec(vec![Counted::new(1, &drops), Counted::new(2, &drops)]).into_vec();
    assert_eq!(drops.load(Ordering::Relaxed), 1);
    drop(v);
    assert_eq!(drops.load(Ordering::Relaxed), 3);
}

#[test]
fn short_and_panicking_iterators() {
    let drops = Arc::new(AtomicUsize::new(0));
    // room for 5, only 3 come
    let s = NodeSlice::from_iter_n(5, (0..3).map(|i| Counted::new(i, &drops)));
    assert_eq!(s.len(), 3);
    // none come: nothing kept
    let e = NodeSlice::from_iter_n(5, std::iter::empty::<Counted>());
    assert!(e.is_empty());
    // more than reported: the rest is not taken
    let mut more = (0..10).map(|i| Counted::new(i, &drops));
    let t = NodeSlice::from_iter_n(4, more.by_ref());
    assert_eq!(t.iter().map(|c| c.value).collect::<Vec<_>>(), [0, 1, 2, 3]);
    assert_eq!(more.next().map(|c| c.value), Some(4));
    drop((s, t, more));
    assert_eq!(drops.load(Ordering::Relaxed), 3 + 4 + 1);

    let drops = Arc::new(AtomicUsize::new(0));
    let d = drops.clone();
    let r = std::panic::catch_unwind(move || {
        NodeSlice::from_iter_n(
            10,
            (0..10).map(|i| {
                assert!(i < 6, "boom");
                Counted::new(i, &d)
            }),
        )
    });
    assert!(r.is_err());
    assert_eq!(drops.load(Ordering::Relaxed), 6);
}

#[test]
fn large_objects() {
    let big = NodeSlice::from_vec((0..100_000u64).collect());
    assert_eq!(big.iter().sum::<u64>(), 4_999_950_000);
    assert_eq!(big.clone(), big);
    let arr = Node::new([7u8; 3 * CHUNK]);
    assert!(arr.iter().all(|&b| b == 7));
    let just_over = Node::new([1u64; LARGE / 8 + 1]);
    let just_under = Node::new([2u64; LARGE / 8]);
    assert_eq!(just_over.len() + just_under.len(), LARGE / 4 + 1);
    let v = big.into_vec();
    assert_eq!(v.len(), 100_000);
}

#[test]
fn zero_sized_and_empty() {
    static ZST_DROPS: AtomicUsize = AtomicUsize::new(0);
    #[derive(Clone, Debug, PartialEq)]
    struct Z;
    impl Drop for Z {
        fn drop(&mut self) {
            ZST_DROPS.fetch_add(1, Ordering::Relaxed);
        }
    }
    let n = Node::new(Z);
    let m = n.clone();
    assert_eq!(n, m);
    drop((n, m));
    assert_eq!(ZST_DROPS.load(Ordering::Relaxed), 2);
    let s = NodeSlice::from_vec(vec![Z, Z, Z]);
    assert_eq!(s.len(), 3);
    let t = s.clone();
    drop(s);
    assert_eq!(ZST_DROPS.load(Ordering::Relaxed), 5);
    let mut it = t.into_iter();
    drop(it.next());
    drop(it);
    assert_eq!(ZST_DROPS.load(Ordering::Relaxed), 8);
    let u = NodeSlice::from_iter_n(4, std::iter::repeat_n(Z, 2));
    assert_eq!(u.len(), 2);
    assert_eq!(u.into_vec().len(), 2);
    assert_eq!(ZST_DROPS.load(Ordering::Relaxed), 10);
    let unit = Node::new(());
    assert_eq!(unit.into_inner(), ());
    let e: NodeSlice<u64> = NodeSlice::from_vec(Vec::new());
    assert!(e.is_empty());
    assert_eq!(e.into_iter().count(), 0);
}

#[test]
fn alignment() {
    #[repr(align(16))]
    #[derive(Clone, Copy, Debug, PartialEq)]
    struct A16(u8);
    let mut keep = Vec::new();
    for i in 0..10_000u32 {
        let b = Node::new(i as u8);
        let a = Node::new(A16(i as u8));
        assert_eq!(a.as_ptr_for_test() as usize % 16, 0);
        let s = NodeSlice::from_vec(vec![A16(1); (i % 7) as usize]);
        if !s.is_empty() {
            assert_eq!(s.as_ptr() as usize % 16, 0);
        }
        if i.is_multiple_of(3) {
            keep.push((a, b, s));
        }
    }
    assert!(keep
        .iter()
        .enumerate()
        .all(|(i, (a, b, _))| { a.0 == (i * 3) as u8 && **b == (i * 3) as u8 }));
}

#[test]
fn threads_share_and_drop_trees() {
    let drops = Arc::new(AtomicUsize::new(0));
    let made = Arc::new(AtomicUsize::new(0));
    let (tx, rx) = std::sync::mpsc::channel::<(Tree, (u64, usize))>();
    let rx = Arc::new(std::sync::Mutex::new(rx));
    std::thread::scope(|s| {
        // producers build trees and send them (and clones) away
        for t in 0..4u64 {
            let (tx, drops, made) = (tx.clone(), drops.clone(), made.clone());
            s.spawn(move || {
                for round in 0..20 {
                    let mut next = t * 1_000_000 + round * 10_000;
                    let start = next;
                    let tree = Tree::build(8, &mut next, &drops);
                    made.fetch_add((next - start) as usize, Ordering::Relaxed);
                    let sum = tree.sum();
                    if round.is_multiple_of(2) {
                        let c = tree.clone();
                        made.fetch_add((next - start) as usize, Ordering::Relaxed);
                        tx.send((c, sum)).expect("send");
                    }
                    tx.send((tree, sum)).expect("send");
                }
            });
        }
        drop(tx);
        // consumers check, clone, and drop what other threads built
        for _ in 0..3 {
            let (rx, made) = (rx.clone(), made.clone());
            s.spawn(move || loop {
                let got = rx.lock().expect("lock").recv();
                let Ok((tree, sum)) = got else { break };
                assert_eq!(tree.sum(), sum);
                let c = tree.clone();
                made.fetch_add(sum.1, Ordering::Relaxed);
                drop(tree);
                assert_eq!(c.sum(), sum);
            });
        }
    });
    assert_eq!(drops.load(Ordering::Relaxed), made.load(Ordering::Relaxed));
}

#[test]
fn nodes_outlive_their_thread() {
    let drops = Arc::new(AtomicUsize::new(0));
    let d = drops.clone();
    let (tree, n) = std::thread::spawn(move || {
        let mut next = 0;
        let t = Tree::build(12, &mut next, &d);
        (t, next as usize)
    })
    .join()
    .expect("thread");
    assert_eq!(tree.sum().1, n);
    drop(tree);
    assert_eq!(drops.load(Ordering::Relaxed), n);
}

#[test]
fn deep_chain() {
    /// A 100,000-long chain, dropped iteratively with `into_inner`.
    struct Link(Option<Node<Link>>);
    impl Drop for Link {
        fn drop(&mut self) {
            let mut next = self.0.take();
            while let Some(n) = next {
                let mut l = n.into_inner();
                next = l.0.take();
            }
        }
    }
    let mut head = Link(None);
    for _ in 0..100_000 {
        head = Link(Some(Node::new(head)));
    }
    let mut len = 0;
    let mut at = &head;
    while let Some(n) = &at.0 {
        len += 1;
        at = n;
    }
    assert_eq!(len, 100_000);
    drop(head);
}

#[test]
fn many_chunks() {
    // more than a chunk's worth, kept and freed out of order
    let mut v: Vec<Node<[u64; 4]>> = (0..50_000u64).map(|i| Node::new([i; 4])).collect();
    let odd: Vec<_> = v.iter().skip(1).step_by(2).cloned().collect();
    v.retain(|n| n[0].is_multiple_of(2));
    drop(v);
    assert!(odd
        .iter()
        .enumerate()
        .all(|(i, n)| n[0] == 2 * i as u64 + 1));
}

#[test]
fn the_ast_stays_send_sync_clone() {
    fn owned<T: Send + Sync + Clone + 'static>() {}
    owned::<crate::ast::File>();
    owned::<crate::ast::Expr>();
    owned::<Node<crate::ast::Expr>>();
    owned::<NodeSlice<crate::ast::Attribute>>();
    fn send_sync<T: Send + Sync>() {}
    send_sync::<IntoIter<crate::ast::Block>>();
}

#[test]
fn nodes_made_while_the_thread_exits() {
    // A thread-local whose destructor makes and drops nodes: depending on
    // the order destructors run in, after this thread's current chunk was
    // retired (then each node gets a block of its own) or before.
    struct MakesNodes(Arc<AtomicUsize>, Arc<AtomicUsize>);
    impl Drop for MakesNodes {
        fn drop(&mut self) {
            let a = Node::new(Counted::new(1, &self.0));
            let b = NodeSlice::from_vec(vec![Counted::new(2, &self.0), Counted::new(3, &self.0)]);
            let fallback = a.as_ptr_for_test() as usize % CHUNK == HEADER
                && b.as_ptr() as usize % CHUNK == HEADER;
            self.1.store(1 + usize::from(fallback), Ordering::Relaxed);
            assert_eq!(a.value + b.iter().map(|c| c.value).sum::<u64>(), 6);
        }
    }
    thread_local! {
        static LATE: std::cell::RefCell<Option<MakesNodes>> = const { std::cell::RefCell::new(None) };
    }
    let drops = Arc::new(AtomicUsize::new(0));
    let path = Arc::new(AtomicUsize::new(0));
    let (d, p) = (drops.clone(), path.clone());
    std::thread::spawn(move || {
        // registered before the arena's thread-local is first used
        LATE.with(|l| *l.borrow_mut() = Some(MakesNodes(d, p)));
        let n = Node::new(5u32);
        assert_eq!(*n, 5);
    })
    .join()
    .expect("thread");
    assert_eq!(drops.load(Ordering::Relaxed), 3);
    // (1: from the chunk; 2: blocks of their own, what Linux does today)
    assert_ne!(path.load(Ordering::Relaxed), 0);
}
