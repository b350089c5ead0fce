//! The bounds of a module LLVM read from bitcode, measured before anything
//! recursive runs on it (see the reader's documentation).

use super::scan::Graph;
use super::*;

/// Measures a module LLVM read without scanning text (bitcode): its types
/// and constant expressions at most [`MAX_NESTING`] deep, its metadata at
/// most [`MAX_METADATA_DEPTH`]. Every walk keeps a stack of its own.
pub(super) fn measure(m: &Module) -> Result<(), Diagnostic> {
    let mut w = Measure::default();
    // SAFETY: every handle comes from the live module `m` and is used while
    // it lives; the metadata entries are disposed after use.
    unsafe {
        let ctx = c::LLVMGetModuleContext(m.as_mut_ptr());
        let mut g = c::LLVMGetFirstGlobal(m.as_mut_ptr());
        while !g.is_null() {
            w.ty(c::LLVMGlobalGetValueType(g))?;
            let init = c::LLVMGetInitializer(g);
            if !init.is_null() {
                w.value(init)?;
            }
            w.attachments(g);
            g = c::LLVMGetNextGlobal(g);
        }
        let mut f = c::LLVMGetFirstFunction(m.as_mut_ptr());
        while !f.is_null() {
            w.ty(c::LLVMGlobalGetValueType(f))?;
            w.attachments(f);
            let mut bb = c::LLVMGetFirstBasicBlock(f);
            while !bb.is_null() {
                let mut i = c::LLVMGetFirstInstruction(bb);
                while !i.is_null() {
                    w.instruction(i)?;
                    i = c::LLVMGetNextInstruction(i);
                }
                bb = c::LLVMGetNextBasicBlock(bb);
            }
            f = c::LLVMGetNextFunction(f);
        }
        let mut nmd = c::LLVMGetFirstNamedMetadata(m.as_mut_ptr());
        while !nmd.is_null() {
            let mut len = 0;
            let name = c::LLVMGetNamedMetadataName(nmd, &mut len);
            let count = c::LLVMGetNamedMetadataNumOperands(m.as_mut_ptr(), name);
            let mut ops = vec![std::ptr::null_mut(); count as usize];
            c::LLVMGetNamedMetadataOperands(m.as_mut_ptr(), name, ops.as_mut_ptr());
            for op in ops {
                w.metadata_value(op);
            }
            nmd = c::LLVMGetNextNamedMetadata(nmd);
        }
        let (mut values, mut i) = (Vec::new(), 0);
        while i < w.md.weight.len() {
            // Each node's operands, found once: its edges, and the
            // constants it holds (measured as values).
            let node = w.md_nodes[i];
            let v = c::LLVMMetadataAsValue(ctx, node);
            let count = c::LLVMGetMDNodeNumOperands(v);
            let mut ops = vec![std::ptr::null_mut(); count as usize];
            c::LLVMGetMDNodeOperands(v, ops.as_mut_ptr());
            for op in ops.into_iter().filter(|o| !o.is_null()) {
                if let Some(to) = w.metadata_value(op) {
                    w.md.edges[i].push(to);
                } else if !c::LLVMIsAConstant(op).is_null() {
                    values.push(op);
                }
            }
            i += 1;
        }
        for v in values {
            w.value(v)?;
        }
    }
    if let Some((total, _)) = w.md.deepest().filter(|&(t, _)| t > MAX_METADATA_DEPTH as u64) {
        return Err(Diagnostic::error("depth", format!("its metadata reaches nodes {total} deep, past the limit of {MAX_METADATA_DEPTH}")).note("each node on a path of metadata is a level of recursion in LLVM's verifier and code generator, which would overflow the stack"));
    }
    Ok(())
}

/// The walks of [`measure`]: the depth of each type and constant met, and
/// the graph of metadata nodes.
#[derive(Default)]
struct Measure {
    types: HashMap<LLVMTypeRef, u32>,
    values: HashMap<LLVMValueRef, u32>,
    md: Graph,
    md_ids: HashMap<LLVMMetadataRef, u32>,
    md_nodes: Vec<LLVMMetadataRef>,
}

impl Measure {
    /// `t`'s depth, at most [`MAX_NESTING`].
    unsafe fn ty(&mut self, t: LLVMTypeRef) -> Result<u32, Diagnostic> {
        use llvm_sys::LLVMTypeKind as K;
        if let Some(&d) = self.types.get(&t) {
            return Ok(d);
        }
        // Post-order with a stack of its own: a type's depth once its parts'.
        let mut walking = std::collections::HashSet::new();
        let mut stack = vec![(t, false)];
        while let Some((t, parts_done)) = stack.pop() {
            if self.types.contains_key(&t) || (!parts_done && !walking.insert(t)) {
                continue;
            }
            // SAFETY: `t` is a live type of the module's context.
            let parts: Vec<LLVMTypeRef> = unsafe {
                match c::LLVMGetTypeKind(t) {
                    K::LLVMStructTypeKind => (0..c::LLVMCountStructElementTypes(t)).map(|i| c::LLVMStructGetTypeAtIndex(t, i)).collect(),
                    K::LLVMArrayTypeKind | K::LLVMVectorTypeKind | K::LLVMScalableVectorTypeKind => vec![c::LLVMGetElementType(t)],
                    K::LLVMFunctionTypeKind => {
                        let mut params = vec![std::ptr::null_mut(); c::LLVMCountParamTypes(t) as usize];
                        c::LLVMGetParamTypes(t, params.as_mut_ptr());
                        params.push(c::LLVMGetReturnType(t));
                        params
                    }
                    _ => Vec::new(),
                }
            };
            if parts_done {
                // A part still being walked (a struct containing itself, which
                // no valid module has) counts as a leaf.
                // Scalars are 0 deep, each aggregate a level.
                let d = if parts.is_empty() { 0 } else { 1 + parts.iter().filter_map(|p| self.types.get(p)).max().copied().unwrap_or(0) };
                if d as usize > MAX_NESTING {
                    return Err(Diagnostic::error("depth", format!("a type nests more than {MAX_NESTING} deep, past the limit")).note("each level of a nested type is a level of recursion in LLVM's verifier and code generator, which would overflow the stack"));
                }
                self.types.insert(t, d);
                walking.remove(&t);
            } else {
                stack.push((t, true));
                stack.extend(parts.into_iter().filter(|p| !self.types.contains_key(p) && !walking.contains(p)).map(|p| (p, false)));
            }
        }
        Ok(self.types.get(&t).copied().unwrap_or(0))
    }

    /// Measures constant `v` (its type too); instructions and globals are
    /// leaves.
    unsafe fn value(&mut self, v: LLVMValueRef) -> Result<(), Diagnostic> {
        // SAFETY: live values of the module.
        unsafe {
            if c::LLVMIsAConstant(v).is_null() || !c::LLVMIsAGlobalValue(v).is_null() || self.values.contains_key(&v) {
                return Ok(());
            }
            let mut walking = std::collections::HashSet::new();
            let mut stack = vec![(v, false)];
            while let Some((v, parts_done)) = stack.pop() {
                if self.values.contains_key(&v) || (!parts_done && !walking.insert(v)) {
                    continue;
                }
                let parts: Vec<LLVMValueRef> = (0..c::LLVMGetNumOperands(v).max(0) as u32).map(|i| c::LLVMGetOperand(v, i)).filter(|o| !o.is_null() && !c::LLVMIsAConstant(*o).is_null() && c::LLVMIsAGlobalValue(*o).is_null()).collect();
                if parts_done {
                    self.ty(c::LLVMTypeOf(v))?;
                    // Constants without constant operands are 0 deep,
                    // each expression or aggregate a level.
                    let all = c::LLVMGetNumOperands(v) > 0;
                    let d = if all { 1 + parts.iter().filter_map(|p| self.values.get(p)).max().copied().unwrap_or(0) } else { 0 };
                    if d as usize > MAX_NESTING {
                        return Err(Diagnostic::error("depth", format!("a constant expression nests more than {MAX_NESTING} deep, past the limit")).note("each level of a nested constant is a level of recursion in LLVM's verifier, printer and code generator, which would overflow the stack"));
                    }
                    self.values.insert(v, d);
                    walking.remove(&v);
                } else {
                    stack.push((v, true));
                    stack.extend(parts.into_iter().filter(|p| !self.values.contains_key(p) && !walking.contains(p)).map(|p| (p, false)));
                }
            }
            Ok(())
        }
    }

    unsafe fn instruction(&mut self, i: LLVMValueRef) -> Result<(), Diagnostic> {
        // SAFETY: a live instruction of the module.
        unsafe {
            self.ty(c::LLVMTypeOf(i))?;
            if !c::LLVMIsAAllocaInst(i).is_null() {
                self.ty(c::LLVMGetAllocatedType(i))?;
            }
            if !c::LLVMIsAGetElementPtrInst(i).is_null() {
                self.ty(c::LLVMGetGEPSourceElementType(i))?;
            }
            if !c::LLVMIsACallInst(i).is_null() {
                self.ty(c::LLVMGetCalledFunctionType(i))?;
            }
            for k in 0..c::LLVMGetNumOperands(i).max(0) as u32 {
                let op = c::LLVMGetOperand(i, k);
                if op.is_null() {
                    continue;
                }
                if self.metadata_value(op).is_none() {
                    self.value(op)?;
                }
            }
            self.metadata_ref(llvm_sys::debuginfo::LLVMInstructionGetDebugLoc(i));
            let mut n = 0;
            let entries = c::LLVMInstructionGetAllMetadataOtherThanDebugLoc(i, &mut n);
            self.entries(entries, n);
            let mut r = c::LLVMGetFirstDbgRecord(i);
            while !r.is_null() {
                self.metadata_ref(c::LLVMDbgRecordGetDebugLoc(r));
                if c::LLVMDbgRecordGetKind(r) != llvm_sys::LLVMDbgRecordKind::LLVMDbgRecordLabel {
                    self.metadata_ref(c::LLVMDbgVariableRecordGetVariable(r));
                    self.metadata_ref(c::LLVMDbgVariableRecordGetExpression(r));
                }
                r = c::LLVMGetNextDbgRecord(r);
            }
            Ok(())
        }
    }

    unsafe fn attachments(&mut self, g: LLVMValueRef) {
        let mut n = 0;
        // SAFETY: a live global object.
        let entries = unsafe { c::LLVMGlobalCopyAllMetadata(g, &mut n) };
        unsafe { self.entries(entries, n) };
    }

    unsafe fn entries(&mut self, entries: *mut LLVMValueMetadataEntry, n: usize) {
        if entries.is_null() {
            return;
        }
        // SAFETY: `n` entries from LLVM, disposed here.
        unsafe {
            for k in 0..n as u32 {
                self.metadata_ref(c::LLVMValueMetadataEntriesGetMetadata(entries, k));
            }
            c::LLVMDisposeValueMetadataEntries(entries);
        }
    }

    /// The node of metadata `md` (None for other metadata: a string, a
    /// value).
    unsafe fn metadata_ref(&mut self, md: LLVMMetadataRef) -> Option<u32> {
        if md.is_null() {
            return None;
        }
        if let Some(&n) = self.md_ids.get(&md) {
            return Some(n);
        }
        // Every kind of metadata but these is a node (an MDNode).
        use llvm_sys::debuginfo::LLVMMetadataKind as K;
        // SAFETY: live metadata of the module's context.
        let kind = unsafe { llvm_sys::debuginfo::LLVMGetMetadataKind(md) };
        let is_node = !matches!(kind, K::LLVMMDStringMetadataKind | K::LLVMConstantAsMetadataMetadataKind | K::LLVMLocalAsMetadataMetadataKind | K::LLVMDistinctMDOperandPlaceholderMetadataKind | K::LLVMDIArgListMetadataKind);
        if !is_node {
            return None;
        }
        let n = self.md.node(0);
        self.md_ids.insert(md, n);
        self.md_nodes.push(md);
        Some(n)
    }

    /// The node of metadata value `v` (a `metadata` operand, a named
    /// metadata's or a node's operand), if it is one.
    unsafe fn metadata_value(&mut self, v: LLVMValueRef) -> Option<u32> {
        // SAFETY: a live value.
        unsafe {
            if c::LLVMIsAMDNode(v).is_null() {
                return None;
            }
            self.metadata_ref(c::LLVMValueAsMetadata(v))
        }
    }
}
