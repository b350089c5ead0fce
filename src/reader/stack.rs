//! The thread of [`LLVM_STACK`] bytes of stack that reading, checking and
//! compiling LLVM IR run on.

use super::*;

/// Runs `f` on a thread of [`LLVM_STACK`] bytes of stack (on this one where
/// it already is such a thread, or where the system gives no such thread:
/// an address-space limit of a few hundred MiB).
///
/// The thread is this thread's worker, started at the first call and kept
/// until this thread ends: it keeps what LLVM builds once per thread (the
/// target machines and code-generation pipelines of [`crate::backend`]),
/// which a thread per call built again for every module.
pub(crate) fn on_llvm_stack<T>(f: impl FnOnce() -> T) -> T {
    if ON_LLVM_STACK.get() {
        return f();
    }
    let mut job = Some(f);
    let mut result: Option<std::thread::Result<T>> = None;
    let ran = WORKER.with(|w| {
        let Some(mut worker) = w.get_or_start() else { return false };
        let (job, result) = (Crossing(&raw mut job), Crossing(&raw mut result));
        let task: Box<dyn FnOnce() + Send + '_> = Box::new(move || {
            // The whole Crossings move in, not their pointer fields.
            let (job, result) = (job, result);
            // SAFETY: the caller waits below until this has run, so `job`
            // and `result` (its frame's) are live and touched by this
            // thread alone meanwhile.
            let (job, result) = unsafe { (&mut *job.0, &mut *result.0) };
            let f = job.take().expect("a job runs once");
            *result = Some(std::panic::catch_unwind(std::panic::AssertUnwindSafe(f)));
        });
        // SAFETY: the task borrows this frame, which outlives it: `run`
        // returns only once the worker has run (or dropped) it.
        let task: Box<dyn FnOnce() + Send + 'static> = unsafe { std::mem::transmute(task) };
        worker.run(task)
    });
    match (ran, result) {
        (true, Some(Ok(r))) => r,
        (true, Some(Err(panic))) => std::panic::resume_unwind(panic),
        _ => job.take().expect("a job that did not run is still there")(),
    }
}

thread_local! {
    static ON_LLVM_STACK: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
    static WORKER: LlvmWorker = const { LlvmWorker(std::cell::RefCell::new(None)) };
}

/// A pointer that crosses to the worker while its owner waits.
struct Crossing<T>(*mut T);
// SAFETY: the owner blocks until the worker is done with it (on_llvm_stack).
unsafe impl<T> Send for Crossing<T> {}

type Task = Box<dyn FnOnce() + Send + 'static>;

/// One thread's worker on a large stack: tasks in, a signal out per task.
struct LlvmWorker(std::cell::RefCell<Option<Running>>);

struct Running {
    tasks: std::sync::mpsc::Sender<Task>,
    done: std::sync::mpsc::Receiver<()>,
    thread: Option<std::thread::JoinHandle<()>>,
}

impl LlvmWorker {
    fn get_or_start(&self) -> Option<std::cell::RefMut<'_, Running>> {
        let mut slot = self.0.borrow_mut();
        if slot.is_none() {
            let (tasks, inbox) = std::sync::mpsc::channel::<Task>();
            let (signal, done) = std::sync::mpsc::channel();
            let thread = std::thread::Builder::new()
                .name("nvvm-lower-llvm".into())
                .stack_size(LLVM_STACK)
                .spawn(move || {
                    ON_LLVM_STACK.set(true);
                    for task in inbox {
                        task();
                        if signal.send(()).is_err() {
                            break;
                        }
                    }
                })
                .ok()?;
            *slot = Some(Running { tasks, done, thread: Some(thread) });
        }
        Some(std::cell::RefMut::map(slot, |s| s.as_mut().expect("started above")))
    }
}

impl Running {
    /// Runs `task` on the worker and waits for it; false when the worker
    /// is gone (the task did not run).
    fn run(&mut self, task: Task) -> bool {
        self.tasks.send(task).is_ok() && self.done.recv().is_ok()
    }
}

impl Drop for Running {
    fn drop(&mut self) {
        // The worker ends when its inbox closes; waiting for it means its
        // thread-local LLVM objects are gone before this thread's exit
        // goes on to LLVM's own static destructors.
        let (closed, _) = std::sync::mpsc::channel();
        drop(std::mem::replace(&mut self.tasks, closed));
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}
