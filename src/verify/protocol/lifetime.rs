//! What a CTA owns until it ends, and who may still use it then: the
//! tensor memory its warps allocate (`tcgen05.alloc` until
//! `tcgen05.dealloc`; no alloc after `relinquish_alloc_permit`), and its
//! shared memory, which a peer CTA of the cluster reads or writes through a
//! `mapa`'d address: every such access must be ordered (by the cluster
//! barrier) before the CTA's last thread exits, or the CTA may be gone
//! while the access is in flight.

use super::value::Base;
use super::Finding;
use crate::diag::Span;

/// Bytes of one CTA's shared variable that an access covers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Bytes<'a> {
    pub cta: u32,
    pub base: Base<'a>,
    pub lo: i128,
    pub hi: i128,
}

impl Bytes<'_> {
    fn meets(&self, o: &Bytes) -> bool {
        self.cta == o.cta && self.base == o.base && self.lo < o.hi && o.lo < self.hi
    }
}

/// A peer CTA's write into a CTA's shared memory, or a CTA's read of its
/// own shared memory that a peer writes.
struct Touch<'a> {
    bytes: Bytes<'a>,
    by: u32,
    vc: Vec<u32>,
    at: Span,
    who: String,
}

/// One `tcgen05.alloc` still (partly) live.
struct Alloc {
    at: Span,
    who: String,
    /// A thread of the warp that allocated.
    by: u32,
    /// Where that thread exited, once it has.
    exit: Option<(Span, String)>,
}

/// A CTA's tensor memory.
#[derive(Default)]
struct Tmem {
    /// Columns allocated and not freed; None once a count was not visible.
    live: Option<i64>,
    allocs: Vec<Alloc>,
    relinquished: Option<Span>,
}

/// An access to another CTA's shared memory.
struct PeerAccess {
    /// The CTA whose shared memory it names.
    owner: u32,
    /// The CTA that made it.
    from: u32,
    vc: Vec<u32>,
    at: Span,
    who: String,
    write: bool,
}

/// The lifetimes of each CTA's tensor and shared memory.
#[derive(Default)]
pub struct Lifetimes<'a> {
    tmem: Vec<Tmem>,
    peers: Vec<PeerAccess>,
    /// Peers' writes into a CTA's shared memory, and the CTA's own reads of
    /// those variables.
    peer_writes: Vec<Touch<'a>>,
    own_reads: Vec<Touch<'a>>,
    /// Per CTA: the join of its threads' clocks when they exited, and where.
    exits: Vec<(Vec<u32>, Option<(Span, String)>)>,
}

impl<'a> Lifetimes<'a> {
    pub fn new(ctas: u32) -> Lifetimes<'a> {
        Lifetimes { tmem: (0..ctas).map(|_| Tmem { live: Some(0), ..Tmem::default() }).collect(), peers: Vec::new(), peer_writes: Vec::new(), own_reads: Vec::new(), exits: (0..ctas).map(|_| (Vec::new(), None)).collect() }
    }

    /// `tcgen05.alloc` of `cols` columns (None: not visible) by `warps` warps.
    pub fn alloc(&mut self, cta: u32, threads: &[u32], who: String, cols: Option<i64>, at: Span) -> Option<Finding> {
        let t = &mut self.tmem[cta as usize];
        let warps = warps(threads);
        t.live = match (t.live, cols) {
            (Some(l), Some(c)) => Some(l + c * warps),
            _ => None,
        };
        t.allocs.push(Alloc { at, who: who.clone(), by: threads[0], exit: None });
        t.relinquished.map(|r| Finding::error(at, format!("{who} allocate tensor memory after the CTA relinquished its permit to allocate")).step(r, "tcgen05.relinquish_alloc_permit").note("allocate every column before tcgen05.relinquish_alloc_permit"))
    }

    /// `tcgen05.dealloc` of `cols` columns by the warps of `threads`.
    pub fn dealloc(&mut self, cta: u32, threads: &[u32], cols: Option<i64>) {
        let t = &mut self.tmem[cta as usize];
        t.live = match (t.live, cols) {
            (Some(l), Some(c)) => Some((l - c * warps(threads)).max(0)),
            _ => Some(0),
        };
        if t.live == Some(0) {
            t.allocs.clear();
        }
    }

    pub fn relinquish(&mut self, cta: u32, at: Span) {
        self.tmem[cta as usize].relinquished.get_or_insert(at);
    }

    /// An access by CTA `from` (clock `vc`) to CTA `owner`'s shared memory;
    /// a finding where `owner` has already ended.
    pub fn peer_access(&mut self, from: u32, owner: u32, vc: Vec<u32>, at: Span, who: String, write: bool, owner_ended: bool) -> Option<Finding> {
        if owner_ended {
            let exit = self.exits[owner as usize].1.clone();
            return Some(self.peer_finding(owner, from, at, &who, write, exit));
        }
        self.peers.push(PeerAccess { owner, from, vc, at, who, write });
        None
    }

    /// CTA `by` writes `bytes` of a peer's shared memory: a race with a read
    /// by the owner that neither orders before the other.
    pub fn peer_write(&mut self, bytes: Bytes<'a>, by: u32, vc: Vec<u32>, at: Span, who: String) -> Option<Finding> {
        let racing = self.own_reads.iter().find(|r| r.bytes.meets(&bytes) && !super::machine::before(&r.vc, &vc)).map(|r| stale_read(r, by, at, &who));
        self.peer_writes.push(Touch { bytes, by, vc, at, who });
        racing
    }

    /// CTA `bytes.cta` reads `bytes` of its own shared memory, of a
    /// variable peers write into.
    pub fn own_read(&mut self, bytes: Bytes<'a>, vc: Vec<u32>, at: Span, who: String) -> Option<Finding> {
        let read = Touch { bytes, by: bytes.cta, vc, at, who };
        let racing = self.peer_writes.iter().find(|w| w.bytes.meets(&bytes) && !super::machine::before(&w.vc, &read.vc)).map(|w| stale_read(&read, w.by, w.at, &w.who));
        self.own_reads.push(read);
        racing
    }

    /// Threads of CTA `cta` exit at `at` with clock `vc`.
    pub fn exit(&mut self, cta: u32, threads: &[u32], who: &str, vc: &[u32], at: Span) {
        let (joined, first) = &mut self.exits[cta as usize];
        super::machine::join(joined, vc);
        if at != Span::default() {
            first.get_or_insert((at, who.to_string()));
        }
        for a in &mut self.tmem[cta as usize].allocs {
            if a.exit.is_none() && threads.binary_search(&a.by).is_ok() {
                a.exit = Some((at, who.to_string()));
            }
        }
    }

    /// CTA `cta`'s last thread has exited: tensor memory still allocated,
    /// and peers' accesses to its shared memory not ordered before.
    pub fn cta_end(&mut self, cta: u32) -> Vec<Finding> {
        let mut out = Vec::new();
        let t = &self.tmem[cta as usize];
        if let Some(a) = t.allocs.first() {
            let cols = t.live.map_or("tensor-memory columns".to_string(), |c| format!("{c} tensor-memory column{}", if c == 1 { "" } else { "s" }));
            let (exit_at, exit_who) = a.exit.clone().unwrap_or((a.at, a.who.clone()));
            let f = Finding::error(exit_at, format!("CTA {cta} ends with {cols} still allocated: warp {}, which allocated them, exits here on a path without tcgen05.dealloc", a.by / 32))
                .step(a.at, format!("{}: tcgen05.alloc", a.who))
                .step(exit_at, format!("{exit_who} exit without freeing it"))
                .note("free every column with tcgen05.dealloc (after tcgen05.relinquish_alloc_permit) on every path to the kernel's end: a later CTA on this SM waits in tcgen05.alloc for columns no one frees");
            out.push(f);
        }
        let exit_vc = self.exits[cta as usize].0.clone();
        let exit = self.exits[cta as usize].1.clone();
        let late: Vec<usize> = (0..self.peers.len()).filter(|&i| self.peers[i].owner == cta && !super::machine::before(&self.peers[i].vc, &exit_vc)).collect();
        for i in late {
            let p = &self.peers[i];
            out.push(self.peer_finding(cta, p.from, p.at, &p.who, p.write, exit.clone()));
        }
        out
    }

    fn peer_finding(&self, owner: u32, from: u32, at: Span, who: &str, write: bool, exit: Option<(Span, String)>) -> Finding {
        let verb = if write { "write" } else { "read" };
        let mut f = Finding::error(at, format!("{who} of CTA {from} {verb} the shared memory of CTA {owner}, which nothing keeps alive until then: CTA {owner} can exit while the access is in flight"));
        if let Some((e, ewho)) = exit {
            f = f.step(e, format!("{ewho} of CTA {owner} exit here, with no cluster barrier after the peer's access"));
        }
        f.any_cluster_shape().note("end the kernel with a cluster barrier (barrier.cluster.arrive.release + wait.acquire, cluster.sync()) after the last access to another CTA's shared memory")
    }
}

/// The warps `threads` (sorted) span.
fn warps(threads: &[u32]) -> i64 {
    let mut n = 0;
    let mut last = u32::MAX;
    for &t in threads {
        if t / 32 != last {
            last = t / 32;
            n += 1;
        }
    }
    n
}

/// A read of shared memory a peer CTA writes with nothing ordering the two.
fn stale_read(read: &Touch, writer: u32, wrote: Span, writer_who: &str) -> Finding {
    let owner = read.bytes.cta;
    Finding::error(read.at, format!("{} of CTA {owner} read shared memory that CTA {writer} writes through mapa, and nothing orders that write before this read: a barrier of this CTA (bar.sync, __syncthreads) orders only its own threads", read.who))
        .step(wrote, format!("{writer_who} of CTA {writer} write CTA {owner}'s copy here"))
        .note("order a peer CTA's writes before the read with the cluster barrier (barrier.cluster.arrive.release + wait.acquire) or an mbarrier the writer completes")
        .any_cluster_shape()
}
