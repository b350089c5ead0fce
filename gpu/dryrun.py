"""A dry run of the GPU suite on a machine with NVIDIA's cuda-bindings but no
GPU (`gpu/run.py dry-run`, `scripts/gpu-test --dry-run`): the whole run, a
process per test as on a GPU, against a stand-in for the driver's functions
that keeps device memory in host buffers and checks each call the way the
driver documents it (allocations in bounds, tensor-map limits, launch shape
against the PTX's .reqntid and .reqnctapercluster, every pointer argument a
live allocation). Kernels do not run: outputs stay as the host left them, so
data checks fail; what the dry run shows is that no test's host code breaks
(status "error") and every launch is well formed.

The real types (CUlaunchConfig, CUlaunchAttribute, CUtensorMap, CUdeviceptr,
...) and enums come from cuda-bindings itself. GPU_TEST_STAND_IN names the
compute capability to pretend ("9.0", "10.0"); GPU_TEST_STAND_IN_HANG names a
kernel entry whose launches never finish (to see a hang become a timeout).
"""

import ctypes
import os
import re

from cuda.bindings import driver as real

OK = real.CUresult.CUDA_SUCCESS
BAD = real.CUresult.CUDA_ERROR_INVALID_VALUE


class DryRunError(AssertionError):
    pass


class FakeDriver:
    """The functions device.py calls; everything else is the real module's."""

    def __init__(self, cc="9.0"):
        self.cc = tuple(int(x) for x in cc.split("."))
        self.hang = os.environ.get("GPU_TEST_STAND_IN_HANG")
        self.hanging = False
        self.buffers = {}  # base address -> ctypes buffer
        self.tmaps = {}  # id -> encode arguments
        self.functions = {}  # handle -> (entry, signature)
        self.modules = {}  # handle -> image text
        self.launches = []
        self.next_handle = 0x1000

    def __getattr__(self, name):
        return getattr(real, name)

    def _handle(self):
        self.next_handle += 16
        return self.next_handle

    # -- device and context --
    def cuInit(self, flags):
        return (OK,)

    def cuDeviceGetCount(self):
        return (OK, 1)

    def cuDeviceGet(self, ordinal):
        return (OK, real.CUdevice(ordinal))

    def cuDeviceGetName(self, length, dev):
        return (OK, b"dry run (no GPU)".ljust(length, b"\0"))

    def cuDeviceGetAttribute(self, attrib, dev):
        a = real.CUdevice_attribute
        values = {a.CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR: self.cc[0], a.CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR: self.cc[1],
                  a.CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT: 132}
        return (OK, values[attrib])

    def cuDriverGetVersion(self):
        return (OK, 13000)

    def cuDevicePrimaryCtxRetain(self, dev):
        return (OK, real.CUcontext(self._handle()))

    def cuCtxSetCurrent(self, ctx):
        return (OK,)

    def cuStreamCreate(self, flags):
        return (OK, real.CUstream(self._handle()))

    def cuStreamQuery(self, stream):
        return (real.CUresult.CUDA_ERROR_NOT_READY,) if self.hanging else (OK,)

    def cuGetErrorName(self, err):
        return (OK, str(err).encode())

    # -- memory --
    def _span(self, ptr, nbytes):
        ptr = int(ptr)
        for base, buf in self.buffers.items():
            if base <= ptr and ptr + nbytes <= base + len(buf):
                return
        raise DryRunError(f"device range [{ptr:#x}, +{nbytes}) is not inside one allocation")

    def cuMemAlloc(self, nbytes):
        buf = ctypes.create_string_buffer(nbytes)
        self.buffers[ctypes.addressof(buf)] = buf
        return (OK, real.CUdeviceptr(ctypes.addressof(buf)))

    def cuMemsetD32(self, ptr, value, count):
        self._span(ptr, count * 4)
        ctypes.memmove(int(ptr), (ctypes.c_uint32 * count)(*([value] * count)), count * 4)
        return (OK,)

    def cuMemcpyHtoD(self, dst, src, nbytes):
        if not isinstance(dst, real.CUdeviceptr):
            raise DryRunError("cuMemcpyHtoD: the destination is not a CUdeviceptr")
        self._span(dst, nbytes)
        ctypes.memmove(int(dst), src, nbytes)
        return (OK,)

    def cuMemcpyDtoH(self, dst, src, nbytes):
        self._span(src, nbytes)
        ctypes.memmove(dst, int(src), nbytes)
        return (OK,)

    # -- tensor maps: the driver's documented limits --
    def cuTensorMapEncodeTiled(self, dtype, rank, address, dims, strides, box, elem_strides, interleave, swizzle, l2, oob):
        sizes = {real.CUtensorMapDataType.CU_TENSOR_MAP_DATA_TYPE_FLOAT16: 2, real.CUtensorMapDataType.CU_TENSOR_MAP_DATA_TYPE_INT32: 4}
        size = sizes[dtype]
        dims, strides, box = [int(d) for d in dims], [int(s) for s in strides], [int(b) for b in box]
        problems = []
        if not (len(dims) == rank == len(box) == len(elem_strides) and len(strides) == rank - 1):
            problems.append(f"rank {rank} with {len(dims)} dims, {len(strides)} strides, {len(box)} box dims")
        if int(address) % 16:
            problems.append("global address not 16-byte aligned")
        if any(s % 16 for s in strides):
            problems.append(f"strides {strides} not multiples of 16")
        if any(b < 1 or b > 256 for b in box):
            problems.append(f"box {box}: each dimension 1..256")
        if (box[0] * size) % 16:
            problems.append(f"inner box {box[0] * size} bytes: a multiple of 16")
        if swizzle == real.CUtensorMapSwizzle.CU_TENSOR_MAP_SWIZZLE_128B and box[0] * size > 128:
            problems.append("128B swizzle: inner box at most 128 bytes")
        if any(b > d for b, d in zip(box, dims)):
            problems.append(f"box {box} larger than the tensor {dims}")
        extent = (dims[-1] - 1) * strides[-1] + dims[0] * size if strides else dims[0] * size
        try:
            self._span(address, extent)
        except DryRunError as e:
            problems.append(f"the tensor's {extent} bytes: {e}")
        if problems:
            raise DryRunError("cuTensorMapEncodeTiled: " + "; ".join(problems))
        tmap = real.CUtensorMap()
        key = self._handle()
        tmap.opaque = [key] + [0] * 15
        self.tmaps[key] = (dims, strides, box, swizzle)
        return (OK, tmap)

    # -- modules and launches --
    def cuModuleLoadData(self, image):
        if image[:4] == b"\x7fELF":
            raise DryRunError("a cubin in a dry run")
        if not image.endswith(b"\0"):
            raise DryRunError("PTX handed to cuModuleLoadData without its terminating NUL")
        handle = self._handle()
        self.modules[handle] = image[:-1].decode()
        return (OK, real.CUmodule(handle))

    def cuModuleGetFunction(self, module, name):
        import catalog

        text = self.modules[int(module)]
        sig = catalog.ptx_signature(text, name.decode())
        if sig is None:
            return (real.CUresult.CUDA_ERROR_NOT_FOUND, None)
        handle = self._handle()
        self.functions[handle] = (name.decode(), sig)
        return (OK, real.CUfunction(handle))

    def cuLaunchKernelEx(self, cfg, func, params, extra):
        entry, sig = self.functions[int(func)]
        problems = []
        cluster = [a.value.clusterDim.x for a in cfg.attrs[:cfg.numAttrs]
                   if a.id == real.CUlaunchAttributeID.CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION]
        want = (sig["cluster"] or [1])[0]
        if (cluster[0] if cluster else want) != want:
            problems.append(f"cluster {cluster} for .reqnctapercluster {sig['cluster']}")
        if cfg.gridDimX % want:
            problems.append(f"grid {cfg.gridDimX} not a multiple of the cluster {want}")
        ntid = sig["reqntid"] or sig["maxntid"]
        if ntid and cfg.blockDimX != ntid[0] and (sig["reqntid"] or cfg.blockDimX > ntid[0]):
            problems.append(f"block {cfg.blockDimX} for {ntid}")
        args = (ctypes.c_void_p * len(sig["params"])).from_address(int(params))
        values = []
        for i, kind in enumerate(sig["params"]):
            ctype = ctypes.c_uint64 if kind.startswith((".u64", ".b64", ".s64")) else ctypes.c_uint32
            values.append(ctype.from_address(args[i]).value)
        for i, (kind, v) in enumerate(zip(sig["params"], values)):
            if kind.endswith(".ptr") and not self._is_pointer_ok(v):
                problems.append(f"pointer parameter {i} = {v:#x} is not a live allocation")
        if problems:
            raise DryRunError(f"launch of {entry}: " + "; ".join(problems))
        self.launches.append((entry, cfg.gridDimX, cfg.blockDimX, cluster, values))
        self.hanging = entry == self.hang
        self._pretend(entry, cfg.gridDimX, values)
        return (OK,)

    def _is_pointer_ok(self, v):
        try:
            self._span(v, 1)
            return True
        except DryRunError:
            return False

    def _pretend(self, entry, grid, values):
        """The latency loops' one output, so that their host code runs on."""
        if entry == "latency":
            out, iters = values
            for cta in range(grid):
                ctypes.c_int64.from_address(out + 8 * cta).value = 100 * iters


def report(build_dir, run):
    """The whole run for each architecture on the stand-in; 1 if any test's
    host side broke (error) or a launch was refused (error) or hung."""
    import json

    broken = 0
    for cc in ("9.0", "10.0"):
        out = os.path.join(build_dir, "dry-run", cc)
        os.environ["GPU_TEST_STAND_IN"] = cc
        print(f"dry run, compute capability {cc} (kernels do not run: data checks fail here)")
        run(out)
        with open(os.path.join(out, "results.json")) as f:
            results = json.load(f)["results"]
        bad = [r for r in results if r["status"] in ("error", "timeout")]
        for r in bad:
            print(f"  harness problem in {r['name']}: {r['status']}: {r['summary']}")
            for line in r.get("details", []):
                print("      " + line)
        broken += len(bad)
    del os.environ["GPU_TEST_STAND_IN"]
    print(f"dry run: {broken} harness problems")
    return 1 if broken else 0
