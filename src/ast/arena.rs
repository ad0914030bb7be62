//! Chunked arena allocation for the AST's nodes: [`Node`] (in place of
//! `Box<T>`) and [`NodeSlice`] (in place of `Box<[T]>`).
//!
//! Parsing builds hundreds of thousands of small nodes, and dropping the
//! tree frees them all again; with one `malloc`/`free` per node that cost
//! about a fifth of the parse. Here nodes are bumped out of 64 KiB chunks
//! instead, and a chunk is freed when its last node is dropped.
//!
//! - Each chunk is allocated with its own size as alignment, so a node
//!   finds its chunk's header by masking its own address. The header
//!   holds an atomic count of the chunk's live nodes.
//! - Each thread bumps its own current chunk (a thread-local) without any
//!   atomic operation: a fresh chunk's count starts at a large bias and, when
//!   the chunk is retired (full, or at thread exit), the bias minus the number
//!   of nodes handed out from it is subtracted once. Dropping a node drops
//!   its value in place and decrements its chunk's count; whichever
//!   decrement (a drop or the retirement) brings it to zero frees the chunk.
//!   Drops of consecutive nodes of one chunk are counted in the thread and
//!   subtracted together when a node of another block is dropped (or the
//!   thread exits), so the chunk of the last nodes a thread dropped may
//!   wait for its count until then.
//! - An object larger than 8 KiB gets an allocation of its own, with the
//!   same alignment and header (count 1).
//! - Zero-sized values and empty slices allocate nothing.
//!
//! The smart pointers own their values like `Box` does (`Send`/`Sync` when
//! the value is, `Clone`, comparisons through the value), so the AST stays
//! plain owned data without lifetimes. What this trades: one live node
//! keeps its whole chunk (up to 64 KiB) alive, a clone is allocated in the
//! cloning thread's current chunk, each thread that has made nodes
//! holds on to its current chunk until it fills it or exits, and the chunk
//! of the last nodes a thread dropped may stay allocated until that thread
//! drops nodes of another block or exits (large blocks are freed at
//! once). Only final AST data should be put here: a temporary wastes its
//! bytes until its chunk dies.

use std::alloc::{alloc, dealloc, handle_alloc_error, Layout};
use std::cell::Cell;
use std::fmt;
use std::hash::{Hash, Hasher};
use std::marker::PhantomData;
use std::mem::{self, ManuallyDrop};
use std::ops::{Deref, DerefMut};
use std::ptr::{self, NonNull};
use std::sync::atomic::{fence, AtomicUsize, Ordering};

/// The size (and alignment) of a chunk.
const CHUNK: usize = 64 * 1024;
/// Objects larger than this get their own allocation.
const LARGE: usize = CHUNK / 8;
/// The largest alignment a node may have (the data after the header starts
/// at a multiple of it).
const MAX_ALIGN: usize = 16;
/// The header's size, rounded to `MAX_ALIGN`.
const HEADER: usize = {
    let h = mem::size_of::<Header>();
    (h + MAX_ALIGN - 1) & !(MAX_ALIGN - 1)
};
/// A fresh chunk's count: more than the nodes it can ever hold (each takes
/// at least one byte), so the count stays positive until it is retired.
const BIAS: usize = usize::MAX / 2;

const _: () = assert!(CHUNK.is_power_of_two() && HEADER + LARGE <= CHUNK && BIAS > CHUNK);

/// At the start of every chunk and every large allocation.
struct Header {
    /// Live nodes, plus `BIAS - handed out` while the chunk is some thread's
    /// current chunk.
    refs: AtomicUsize,
    /// The allocation's size (its alignment is always `CHUNK`).
    size: usize,
}

/// Allocate `size` bytes aligned to `CHUNK` with a header whose count is
/// `refs`; returns the header's address.
fn new_block(size: usize, refs: usize) -> NonNull<Header> {
    let layout = Layout::from_size_align(size, CHUNK).expect("AST node too large");
    // SAFETY: `layout` has a non-zero size (at least `HEADER`).
    let p = unsafe { alloc(layout) } as *mut Header;
    let Some(h) = NonNull::new(p) else {
        handle_alloc_error(layout)
    };
    // SAFETY: `h` is a fresh allocation, aligned and large enough for a
    // `Header`.
    unsafe {
        h.as_ptr().write(Header {
            refs: AtomicUsize::new(refs),
            size,
        })
    };
    h
}

/// Subtract `n` from a block's count, freeing it if that was the rest.
///
/// # Safety
/// `h` is a live block's header and the caller owns `n` of its count.
#[inline]
unsafe fn release_n(h: NonNull<Header>, n: usize) {
    // SAFETY (whole function): the block stays allocated while its count is
    // positive; the caller's `n` is part of it.
    let refs = unsafe { &(*h.as_ptr()).refs };
    if refs.fetch_sub(n, Ordering::Release) == n {
        // every other owner's writes (their drops) happen before the free
        fence(Ordering::Acquire);
        unsafe {
            let size = (*h.as_ptr()).size;
            dealloc(
                h.as_ptr() as *mut u8,
                Layout::from_size_align_unchecked(size, CHUNK),
            );
        }
    }
}

/// Give back one node's share of its block.
///
/// Consecutive releases of nodes of the same chunk (the usual order when a
/// tree is dropped) are counted in the thread-local [`Current::pending`]
/// and subtracted from the chunk's atomic count in one go when a node of
/// another block is released (or the thread exits): a locked
/// read-modify-write per node cost more than the rest of dropping it.
/// Large blocks are released at once, so that at most one ordinary chunk
/// waits for its count.
///
/// # Safety
/// `p` was returned by [`alloc_raw`] and its share not yet given back; the
/// value there is no longer used.
#[inline]
unsafe fn release(p: *mut u8) {
    // `p` lies in the first `CHUNK` bytes of its block (chunks are `CHUNK`
    // long; a large object starts right after its header), and the block is
    // `CHUNK`-aligned, so masking the address gives the header.
    let h = p.map_addr(|a| a & !(CHUNK - 1)) as *mut Header;
    // SAFETY: as above, `h` is the live header of `p`'s block, and `p`
    // owns one of its count.
    let h = unsafe { NonNull::new_unchecked(h) };
    let batched = CURRENT.try_with(|c| {
        match c.pending.get() {
            Some(q) if q == h => {
                c.pending_n.set(c.pending_n.get() + 1);
                return true;
            }
            _ => {}
        }
        // SAFETY: the header is live (`p` owns a share) and its size is
        // never written after the block is made.
        if unsafe { (*h.as_ptr()).size } != CHUNK {
            return false;
        }
        let before = c.pending.replace(Some(h));
        let n = c.pending_n.replace(1);
        if let Some(q) = before {
            // SAFETY: the thread's pending count holds `n` of `q`'s count.
            unsafe { release_n(q, n) };
        }
        true
    });
    if batched != Ok(true) {
        // SAFETY: `p` owns one of `h`'s count.
        unsafe { release_n(h, 1) }
    }
}

/// This thread's current chunk: `pos..end` is free.
struct Current {
    chunk: Cell<Option<NonNull<Header>>>,
    pos: Cell<usize>,
    end: Cell<usize>,
    /// Nodes handed out from the current chunk.
    handed: Cell<usize>,
    /// A chunk some of whose nodes this thread has dropped without yet
    /// subtracting them from its count (see [`release`]), and how many.
    pending: Cell<Option<NonNull<Header>>>,
    pending_n: Cell<usize>,
}

impl Current {
    /// Subtract the bias not used by handed-out nodes (the chunk is no
    /// longer bumped) and forget the chunk.
    fn retire(&self) {
        if let Some(h) = self.chunk.take() {
            let unused = BIAS - self.handed.get();
            self.pos.set(0);
            self.end.set(0);
            self.handed.set(0);
            // SAFETY: the thread's current chunk holds `BIAS - handed` of
            // its count for as long as it is current.
            unsafe { release_n(h, unused) };
        }
    }
}

impl Drop for Current {
    fn drop(&mut self) {
        self.retire();
        if let Some(q) = self.pending.take() {
            // SAFETY: the pending count holds `pending_n` of `q`'s count.
            unsafe { release_n(q, self.pending_n.replace(0)) };
        }
    }
}

thread_local! {
    static CURRENT: Current = const {
        Current {
            chunk: Cell::new(None),
            pos: Cell::new(0),
            end: Cell::new(0),
            handed: Cell::new(0),
            pending: Cell::new(None),
            pending_n: Cell::new(0),
        }
    };
}

/// Room for one object of `layout` (size > 0, align <= `MAX_ALIGN`), owning
/// one share of its block's count.
#[inline]
fn alloc_raw(layout: Layout) -> NonNull<u8> {
    debug_assert!(layout.size() > 0 && layout.align() <= MAX_ALIGN);
    let fast = CURRENT.try_with(|c| {
        // addresses as integers: `end` is at most the chunk's end, so no
        // overflow for sizes up to `LARGE` (checked first)
        let start = (c.pos.get() + layout.align() - 1) & !(layout.align() - 1);
        if layout.size() <= LARGE && start + layout.size() <= c.end.get() {
            c.pos.set(start + layout.size());
            c.handed.set(c.handed.get() + 1);
            let h = c.chunk.get().expect("a chunk with room is current");
            // SAFETY: `start..start + size` lies inside the current chunk.
            let p = unsafe { (h.as_ptr() as *mut u8).add(start - h.as_ptr() as usize) };
            // SAFETY: inside a live allocation, so not null.
            Some(unsafe { NonNull::new_unchecked(p) })
        } else {
            None
        }
    });
    match fast {
        Ok(Some(p)) => p,
        _ => alloc_slow(layout),
    }
}

#[cold]
#[inline(never)]
fn alloc_slow(layout: Layout) -> NonNull<u8> {
    let from_chunk = layout.size() <= LARGE
        && CURRENT
            .try_with(|c| {
                c.retire();
                let h = new_block(CHUNK, BIAS);
                let base = h.as_ptr() as usize;
                c.chunk.set(Some(h));
                c.pos.set(base + HEADER);
                c.end.set(base + CHUNK);
                c.handed.set(0);
            })
            .is_ok();
    if from_chunk {
        return alloc_raw(layout);
    }
    // too large for a chunk, or the thread-local is gone (thread exit)
    let size = HEADER
        .checked_add(layout.size())
        .expect("AST node too large");
    let h = new_block(size, 1);
    // SAFETY: the object starts right after the header, inside the block.
    unsafe { NonNull::new_unchecked((h.as_ptr() as *mut u8).add(HEADER)) }
}

/// Room for `n` values of `T` (`n * size_of::<T>() > 0`).
#[inline]
fn alloc_array<T>(n: usize) -> NonNull<T> {
    const {
        assert!(
            mem::align_of::<T>() <= MAX_ALIGN,
            "AST node alignment above 16"
        )
    };
    let layout = Layout::array::<T>(n).expect("AST slice too large");
    alloc_raw(layout).cast()
}

/// An owned value in the AST arena: the arena's `Box<T>`.
pub struct Node<T> {
    ptr: NonNull<T>,
    _owns: PhantomData<T>,
}

// SAFETY: a `Node` owns its value as a `Box` does; the shared chunk's count
// is atomic, and a chunk's bump state is only touched by its thread.
unsafe impl<T: Send> Send for Node<T> {}
// SAFETY: `&Node<T>` only gives `&T`.
unsafe impl<T: Sync> Sync for Node<T> {}

impl<T> Node<T> {
    /// Move `value` into the current thread's chunk.
    #[inline]
    pub fn new(value: T) -> Node<T> {
        let ptr = if mem::size_of::<T>() == 0 {
            NonNull::dangling()
        } else {
            alloc_array::<T>(1)
        };
        // SAFETY: `ptr` is fresh room for a `T` (or dangling for a ZST).
        unsafe { ptr.as_ptr().write(value) };
        Node {
            ptr,
            _owns: PhantomData,
        }
    }
    #[cfg(test)]
    fn as_ptr_for_test(&self) -> *const T {
        self.ptr.as_ptr()
    }
    /// Move the value out, giving its room back.
    #[inline]
    pub fn into_inner(self) -> T {
        let this = ManuallyDrop::new(self);
        // SAFETY: the value is initialised and owned; it is read once and
        // its room given back (not dropped again: `this` is not dropped).
        unsafe {
            let v = this.ptr.as_ptr().read();
            if mem::size_of::<T>() != 0 {
                release(this.ptr.as_ptr() as *mut u8);
            }
            v
        }
    }
}

impl<T> Drop for Node<T> {
    #[inline]
    fn drop(&mut self) {
        /// Gives the room back even if the value's drop panics.
        struct Release(*mut u8);
        impl Drop for Release {
            #[inline]
            fn drop(&mut self) {
                // SAFETY: the value at the pointer has been dropped.
                unsafe { release(self.0) }
            }
        }
        let _release = (mem::size_of::<T>() != 0).then(|| Release(self.ptr.as_ptr() as *mut u8));
        // SAFETY: the value is initialised, owned and dropped once.
        unsafe { ptr::drop_in_place(self.ptr.as_ptr()) };
    }
}

impl<T> Deref for Node<T> {
    type Target = T;
    #[inline]
    fn deref(&self) -> &T {
        // SAFETY: the value is initialised and owned by `self`.
        unsafe { self.ptr.as_ref() }
    }
}

impl<T> DerefMut for Node<T> {
    #[inline]
    fn deref_mut(&mut self) -> &mut T {
        // SAFETY: as in `deref`, and `&mut self` is unique.
        unsafe { self.ptr.as_mut() }
    }
}

impl<T> AsRef<T> for Node<T> {
    fn as_ref(&self) -> &T {
        self
    }
}

impl<T> std::borrow::Borrow<T> for Node<T> {
    fn borrow(&self) -> &T {
        self
    }
}

impl<T> From<T> for Node<T> {
    fn from(value: T) -> Node<T> {
        Node::new(value)
    }
}

// The recursive trait impls below (clone, comparison, hashing, `Debug`)
// walk trees as deep as the parser accepts (tens of thousands of levels):
// they grow the stack through the crate's one helper.
use crate::depth::deep;

impl<T: Clone> Clone for Node<T> {
    fn clone(&self) -> Node<T> {
        deep(|| Node::new((**self).clone()))
    }
}

impl<T: Default> Default for Node<T> {
    fn default() -> Node<T> {
        Node::new(T::default())
    }
}

impl<T: PartialEq> PartialEq for Node<T> {
    fn eq(&self, other: &Node<T>) -> bool {
        deep(|| **self == **other)
    }
}

impl<T: Eq> Eq for Node<T> {}

impl<T: Hash> Hash for Node<T> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        deep(|| (**self).hash(state))
    }
}

impl<T: fmt::Debug> fmt::Debug for Node<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        deep(|| (**self).fmt(f))
    }
}

/// A hint to load the cache line at `p` (no effect on the program's
/// meaning; `p` need not be valid).
#[inline(always)]
fn prefetch(p: *const u8) {
    #[cfg(target_arch = "x86_64")]
    // SAFETY: a prefetch never faults, whatever the address.
    unsafe {
        std::arch::x86_64::_mm_prefetch::<{ std::arch::x86_64::_MM_HINT_T0 }>(p as *const i8)
    };
    #[cfg(not(target_arch = "x86_64"))]
    let _ = p;
}

/// An owned, fixed-length slice in the AST arena: the arena's `Box<[T]>`.
pub struct NodeSlice<T> {
    /// Dangling when nothing is allocated (empty, or `T` zero-sized).
    ptr: NonNull<T>,
    len: usize,
    _owns: PhantomData<T>,
}

// SAFETY: as for `Node`.
unsafe impl<T: Send> Send for NodeSlice<T> {}
// SAFETY: as for `Node`.
unsafe impl<T: Sync> Sync for NodeSlice<T> {}

impl<T> NodeSlice<T> {
    /// An empty slice (no allocation).
    pub const fn new() -> NodeSlice<T> {
        NodeSlice {
            ptr: NonNull::dangling(),
            len: 0,
            _owns: PhantomData,
        }
    }
    /// Whether this slice owns a share of an arena block.
    #[inline]
    fn allocated(&self) -> bool {
        self.len != 0 && mem::size_of::<T>() != 0
    }
    /// Move a vector's items into the arena (its buffer is freed).
    pub fn from_vec(mut v: Vec<T>) -> NodeSlice<T> {
        NodeSlice::take_tail(&mut v, 0)
    }
    /// Move the items of `v` from `start` on into the arena, leaving `v`
    /// with its first `start` items (and its capacity): for building from
    /// a reused scratch vector.
    ///
    /// # Panics
    /// If `start > v.len()`.
    pub fn take_tail(v: &mut Vec<T>, start: usize) -> NodeSlice<T> {
        assert!(start <= v.len(), "NodeSlice::take_tail past the end");
        let len = v.len() - start;
        if len == 0 {
            return NodeSlice::new();
        }
        let ptr = if mem::size_of::<T>() == 0 {
            NonNull::dangling()
        } else {
            alloc_array::<T>(len)
        };
        // SAFETY: the tail's `len` items are initialised; they are moved
        // bitwise into fresh room and `v` forgets them (`set_len`), so each
        // has exactly one owner.
        unsafe {
            ptr::copy_nonoverlapping(v.as_ptr().add(start), ptr.as_ptr(), len);
            v.set_len(start);
        }
        NodeSlice {
            ptr,
            len,
            _owns: PhantomData,
        }
    }
    /// A slice of one item, written straight into its room.
    #[inline]
    pub fn one(value: T) -> NodeSlice<T> {
        let ptr = if mem::size_of::<T>() == 0 {
            NonNull::dangling()
        } else {
            alloc_array::<T>(1)
        };
        // SAFETY: `ptr` is fresh room for one `T` (or dangling for a ZST).
        unsafe { ptr.as_ptr().write(value) };
        NodeSlice {
            ptr,
            len: 1,
            _owns: PhantomData,
        }
    }
    /// Collect an iterator whose length is known up front straight into
    /// the arena (no temporary vector). An iterator that ends early gives
    /// a shorter slice; items past its reported length are not taken.
    pub fn from_exact_iter<I: IntoIterator<Item = T>>(it: I) -> NodeSlice<T>
    where
        I::IntoIter: ExactSizeIterator,
    {
        let it = it.into_iter();
        NodeSlice::from_iter_n(it.len(), it)
    }
    /// Collect at most `n` items of `it` straight into the arena, in room
    /// for `n` (an iterator that ends early gives a shorter slice).
    pub fn from_iter_n<I: IntoIterator<Item = T>>(n: usize, it: I) -> NodeSlice<T> {
        let mut it = it.into_iter();
        if n == 0 {
            return NodeSlice::new();
        }
        if mem::size_of::<T>() == 0 {
            let mut len = 0;
            for t in it.by_ref().take(n) {
                mem::forget(t);
                len += 1;
            }
            return NodeSlice {
                ptr: NonNull::dangling(),
                len,
                _owns: PhantomData,
            };
        }
        /// Owns the items written so far and the room, until finished (so a
        /// panicking iterator leaks nothing).
        struct Partial<T> {
            ptr: NonNull<T>,
            written: usize,
        }
        impl<T> Drop for Partial<T> {
            fn drop(&mut self) {
                // SAFETY: the first `written` items are initialised and
                // owned here; the room's share is owned here.
                unsafe {
                    ptr::drop_in_place(ptr::slice_from_raw_parts_mut(
                        self.ptr.as_ptr(),
                        self.written,
                    ));
                    release(self.ptr.as_ptr() as *mut u8);
                }
            }
        }
        let mut part = Partial {
            ptr: alloc_array::<T>(n),
            written: 0,
        };
        for t in it.by_ref().take(n) {
            // SAFETY: `written < n`: inside the room, not yet initialised.
            unsafe { part.ptr.as_ptr().add(part.written).write(t) };
            part.written += 1;
        }
        if part.written == 0 {
            return NodeSlice::new(); // `part` gives the room back
        }
        let part = ManuallyDrop::new(part);
        NodeSlice {
            ptr: part.ptr,
            len: part.written,
            _owns: PhantomData,
        }
    }
    /// Move the items out into a vector, giving the room back.
    pub fn into_vec(self) -> Vec<T> {
        let this = ManuallyDrop::new(self);
        let mut v = Vec::with_capacity(this.len);
        // SAFETY: the items are moved bitwise into the vector, which takes
        // ownership (`set_len`); `this` is not dropped, and the room's share
        // is given back once.
        unsafe {
            ptr::copy_nonoverlapping(this.ptr.as_ptr(), v.as_mut_ptr(), this.len);
            v.set_len(this.len);
            if this.allocated() {
                release(this.ptr.as_ptr() as *mut u8);
            }
        }
        v
    }
    pub fn as_slice(&self) -> &[T] {
        self
    }
    pub fn as_mut_slice(&mut self) -> &mut [T] {
        self
    }
}

impl<T> Drop for NodeSlice<T> {
    fn drop(&mut self) {
        struct Release(*mut u8);
        impl Drop for Release {
            fn drop(&mut self) {
                // SAFETY: the items in the room have been dropped.
                unsafe { release(self.0) }
            }
        }
        let _release = self
            .allocated()
            .then(|| Release(self.ptr.as_ptr() as *mut u8));
        if mem::needs_drop::<T>() && mem::size_of::<T>() >= 32 {
            // items one by one, each fetched while the one before is
            // dropped (dropping a tree is bound by its loads)
            /// Drops the items from `next` on even if one's drop panics.
            struct Rest<T> {
                ptr: *mut T,
                next: usize,
                len: usize,
            }
            impl<T> Drop for Rest<T> {
                fn drop(&mut self) {
                    // SAFETY: items `next..len` are initialised and owned.
                    unsafe {
                        ptr::drop_in_place(ptr::slice_from_raw_parts_mut(
                            self.ptr.add(self.next),
                            self.len - self.next,
                        ))
                    }
                }
            }
            let mut rest = Rest {
                ptr: self.ptr.as_ptr(),
                next: 0,
                len: self.len,
            };
            while rest.next < rest.len {
                let i = rest.next;
                rest.next += 1;
                if rest.next < rest.len {
                    prefetch(rest.ptr.wrapping_add(rest.next) as *const u8);
                }
                // SAFETY: item `i` is initialised and owned; `next` is past
                // it, so it is dropped once.
                unsafe { ptr::drop_in_place(rest.ptr.add(i)) };
            }
            return;
        }
        // SAFETY: the `len` items are initialised, owned and dropped once.
        unsafe { ptr::drop_in_place(ptr::slice_from_raw_parts_mut(self.ptr.as_ptr(), self.len)) };
    }
}

impl<T> Deref for NodeSlice<T> {
    type Target = [T];
    #[inline]
    fn deref(&self) -> &[T] {
        // SAFETY: `ptr` points at `len` initialised items (or is dangling
        // and well aligned for an empty or zero-sized slice).
        unsafe { std::slice::from_raw_parts(self.ptr.as_ptr(), self.len) }
    }
}

impl<T> DerefMut for NodeSlice<T> {
    #[inline]
    fn deref_mut(&mut self) -> &mut [T] {
        // SAFETY: as in `deref`, and `&mut self` is unique.
        unsafe { std::slice::from_raw_parts_mut(self.ptr.as_ptr(), self.len) }
    }
}

impl<T> AsRef<[T]> for NodeSlice<T> {
    fn as_ref(&self) -> &[T] {
        self
    }
}

impl<T> std::borrow::Borrow<[T]> for NodeSlice<T> {
    fn borrow(&self) -> &[T] {
        self
    }
}

impl<T> Default for NodeSlice<T> {
    fn default() -> NodeSlice<T> {
        NodeSlice::new()
    }
}

impl<T: Clone> Clone for NodeSlice<T> {
    fn clone(&self) -> NodeSlice<T> {
        deep(|| NodeSlice::from_exact_iter(self.iter().cloned()))
    }
}

impl<T: PartialEq> PartialEq for NodeSlice<T> {
    fn eq(&self, other: &NodeSlice<T>) -> bool {
        deep(|| **self == **other)
    }
}

impl<T: Eq> Eq for NodeSlice<T> {}

impl<T: Hash> Hash for NodeSlice<T> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        deep(|| (**self).hash(state))
    }
}

impl<T: fmt::Debug> fmt::Debug for NodeSlice<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        deep(|| (**self).fmt(f))
    }
}

impl<T> From<Vec<T>> for NodeSlice<T> {
    fn from(v: Vec<T>) -> NodeSlice<T> {
        NodeSlice::from_vec(v)
    }
}

impl<T> From<NodeSlice<T>> for Vec<T> {
    fn from(s: NodeSlice<T>) -> Vec<T> {
        s.into_vec()
    }
}

impl<T, const N: usize> From<[T; N]> for NodeSlice<T> {
    fn from(a: [T; N]) -> NodeSlice<T> {
        NodeSlice::from_exact_iter(a)
    }
}

impl<T> FromIterator<T> for NodeSlice<T> {
    fn from_iter<I: IntoIterator<Item = T>>(iter: I) -> NodeSlice<T> {
        NodeSlice::from_vec(iter.into_iter().collect())
    }
}

impl<'a, T> IntoIterator for &'a NodeSlice<T> {
    type Item = &'a T;
    type IntoIter = std::slice::Iter<'a, T>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

impl<'a, T> IntoIterator for &'a mut NodeSlice<T> {
    type Item = &'a mut T;
    type IntoIter = std::slice::IterMut<'a, T>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter_mut()
    }
}

impl<T> IntoIterator for NodeSlice<T> {
    type Item = T;
    type IntoIter = IntoIter<T>;
    fn into_iter(self) -> IntoIter<T> {
        let this = ManuallyDrop::new(self);
        IntoIter {
            ptr: this.ptr,
            len: this.len,
            next: 0,
            _owns: PhantomData,
        }
    }
}

/// The owning iterator of a [`NodeSlice`]: moves the items out, and gives
/// the room back when dropped.
pub struct IntoIter<T> {
    ptr: NonNull<T>,
    len: usize,
    /// Items before `next` have been moved out.
    next: usize,
    _owns: PhantomData<T>,
}

// SAFETY: as for `NodeSlice`.
unsafe impl<T: Send> Send for IntoIter<T> {}
// SAFETY: as for `NodeSlice`; `&IntoIter` gives access to nothing.
unsafe impl<T: Sync> Sync for IntoIter<T> {}

impl<T> Iterator for IntoIter<T> {
    type Item = T;
    #[inline]
    fn next(&mut self) -> Option<T> {
        if self.next == self.len {
            return None;
        }
        let i = self.next;
        self.next += 1;
        // SAFETY: item `i` is initialised and not yet moved out; advancing
        // `next` first gives it to the caller alone.
        Some(unsafe { self.ptr.as_ptr().add(i).read() })
    }
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.len - self.next;
        (n, Some(n))
    }
}

impl<T> ExactSizeIterator for IntoIter<T> {}

impl<T> DoubleEndedIterator for IntoIter<T> {
    fn next_back(&mut self) -> Option<T> {
        if self.next == self.len {
            return None;
        }
        self.len -= 1;
        // SAFETY: item `len` is initialised and not yet moved out; the
        // shortened `len` gives it to the caller alone.
        Some(unsafe { self.ptr.as_ptr().add(self.len).read() })
    }
}

impl<T> Drop for IntoIter<T> {
    fn drop(&mut self) {
        // rebuild the slice of the items not moved out; its room's share is
        // given back through a slice that owns no items but the rest
        struct Release(*mut u8);
        impl Drop for Release {
            fn drop(&mut self) {
                // SAFETY: every item has been moved out or dropped.
                unsafe { release(self.0) }
            }
        }
        // `len` may have shrunk (next_back), so whether the room was
        // allocated is whether the pointer is dangling: an allocated room
        // is never at the dangling address (it follows a header).
        let allocated = mem::size_of::<T>() != 0 && self.ptr != NonNull::dangling();
        let _release = allocated.then(|| Release(self.ptr.as_ptr() as *mut u8));
        // SAFETY: items `next..len` are initialised and still owned here.
        unsafe {
            ptr::drop_in_place(ptr::slice_from_raw_parts_mut(
                self.ptr.as_ptr().add(self.next),
                self.len - self.next,
            ))
        };
    }
}

impl<T: fmt::Debug> fmt::Debug for IntoIter<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("IntoIter")
            .field("remaining", &(self.len - self.next))
            .finish()
    }
}

#[cfg(test)]
mod tests;
