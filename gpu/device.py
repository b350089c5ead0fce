"""The CUDA driver API through NVIDIA's cuda-bindings, as the GPU suite uses it.

Imported only in a test's own process (gpu/run.py one ...) and by the GPU
probe, never by the build step or the self-test: a machine without CUDA never
loads this module. Every driver call is checked; a failure raises DriverError
naming the call and the CUresult.
"""

import ctypes
import os
import shutil
import subprocess
import time

try:  # cuda-bindings 12.6 and later
    from cuda.bindings import driver
except ImportError:  # older cuda-python
    from cuda import cuda as driver  # type: ignore

if os.environ.get("GPU_TEST_STAND_IN"):
    # `gpu/run.py dry-run`: the driver's functions replaced by gpu/dryrun.py's
    # checking stand-in, for a device of this compute capability ("9.0").
    import dryrun

    driver = dryrun.FakeDriver(os.environ["GPU_TEST_STAND_IN"])


class DriverError(RuntimeError):
    pass


class Hang(RuntimeError):
    """A launch did not finish before its deadline."""


def _name(err):
    try:
        e, s = driver.cuGetErrorName(err)
        if e == driver.CUresult.CUDA_SUCCESS and s:
            return s.decode() if isinstance(s, bytes) else str(s)
    except Exception:  # the error name is a courtesy; never mask the error
        pass
    return str(err)


def check(call, result):
    """cuda-bindings returns (CUresult, value...) tuples: check the first,
    return the rest (one value unwrapped, none as None)."""
    err, rest = result[0], result[1:]
    if err != driver.CUresult.CUDA_SUCCESS:
        raise DriverError(f"{call} failed: {_name(err)}")
    if not rest:
        return None
    return rest[0] if len(rest) == 1 else rest


def probe():
    """A description of device 0, or raises: name, compute capability, driver."""
    check("cuInit", driver.cuInit(0))
    count = check("cuDeviceGetCount", driver.cuDeviceGetCount())
    if count < 1:
        raise DriverError("no CUDA device")
    dev = check("cuDeviceGet", driver.cuDeviceGet(0))
    name = check("cuDeviceGetName", driver.cuDeviceGetName(256, dev))
    name = name.split(b"\0", 1)[0].decode() if isinstance(name, bytes) else str(name)
    attr = driver.CUdevice_attribute
    major = check("cuDeviceGetAttribute", driver.cuDeviceGetAttribute(attr.CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, dev))
    minor = check("cuDeviceGetAttribute", driver.cuDeviceGetAttribute(attr.CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, dev))
    sms = check("cuDeviceGetAttribute", driver.cuDeviceGetAttribute(attr.CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, dev))
    version = check("cuDriverGetVersion", driver.cuDriverGetVersion())
    return {"name": name, "cc": [major, minor], "sms": sms, "driver": f"{version // 1000}.{version % 1000 // 10}"}


class Gpu:
    """Device 0's primary context, one stream, the modules loaded so far and
    every allocation (freed when the process ends)."""

    def __init__(self, build_dir, manifest, target):
        check("cuInit", driver.cuInit(0))
        self.dev = check("cuDeviceGet", driver.cuDeviceGet(0))
        self.ctx = check("cuDevicePrimaryCtxRetain", driver.cuDevicePrimaryCtxRetain(self.dev))
        check("cuCtxSetCurrent", driver.cuCtxSetCurrent(self.ctx))
        self.stream = check("cuStreamCreate", driver.cuStreamCreate(0))
        self.build_dir = build_dir
        self.manifest = manifest
        self.target = target
        self.modules = {}
        self.keep = []
        self.notes = []  # what the run had to work around, for the report

    # ---- modules --------------------------------------------------------------

    def kernel_record(self, name):
        for rec in self.manifest["kernels"]:
            if rec["name"] == name and rec["target"] == self.target:
                return rec
        raise DriverError(f"kernel {name} has no {self.target} build in the manifest")

    def function(self, name):
        """The CUfunction of catalog kernel `name` for this device's target."""
        rec = self.kernel_record(name)
        if rec["status"] != "built":
            raise DriverError(f"kernel {name} ({self.target}) was not built: {rec.get('note', rec['status'])}")
        path = os.path.join(self.build_dir, rec["ptx"])
        return self._load_image(path, rec["entry"]), rec

    def _load_image(self, path, entry):
        if path not in self.modules:
            with open(path, "rb") as f:
                image = f.read()
            if path.endswith(".ptx"):
                image += b"\0"  # PTX is loaded as a NUL-terminated string
            err, module = driver.cuModuleLoadData(image)
            if err != driver.CUresult.CUDA_SUCCESS:
                raise DriverError(f"cuModuleLoadData({os.path.basename(path)}) failed: {_name(err)}{ptxas_log(path, self.target)}")
            self.modules[path] = module
        return check(f"cuModuleGetFunction({entry})", driver.cuModuleGetFunction(self.modules[path], entry.encode()))

    def load_cubin(self, path, entry):
        return self._load_image(path, entry)

    # ---- memory ---------------------------------------------------------------

    def alloc(self, nbytes, fill32=None):
        ptr = check("cuMemAlloc", driver.cuMemAlloc(max(nbytes, 4)))
        self.keep.append(ptr)
        if fill32 is not None:
            check("cuMemsetD32", driver.cuMemsetD32(ptr, fill32 & 0xFFFFFFFF, max(nbytes, 4) // 4))
        return int(ptr)

    def upload(self, data):
        ptr = self.alloc(len(data))
        buf = ctypes.create_string_buffer(bytes(data), len(data))
        check("cuMemcpyHtoD", driver.cuMemcpyHtoD(driver.CUdeviceptr(ptr), ctypes.addressof(buf), len(data)))
        return ptr

    def download(self, ptr, nbytes):
        buf = ctypes.create_string_buffer(nbytes)
        check("cuMemcpyDtoH", driver.cuMemcpyDtoH(ctypes.addressof(buf), driver.CUdeviceptr(ptr), nbytes))
        return buf.raw

    def tensor_map(self, dtype, base, dims, strides, box, swizzle="NONE"):
        """A tiled tensor map of `dims` elements (innermost first), byte
        `strides` of the outer dimensions and `box`, copied to its own
        global allocation (cuMemAlloc's alignment is more than the 64 bytes it
        needs); returns the device address the kernels take as !llvm.ptr.
        Written once before any launch, never changed: no tensormap proxy
        fence is needed."""
        tmap = check(
            "cuTensorMapEncodeTiled",
            driver.cuTensorMapEncodeTiled(
                getattr(driver.CUtensorMapDataType, "CU_TENSOR_MAP_DATA_TYPE_" + dtype),
                len(dims),
                base,
                [driver.cuuint64_t(d) for d in dims],
                [driver.cuuint64_t(s) for s in strides],
                [driver.cuuint32_t(b) for b in box],
                [driver.cuuint32_t(1)] * len(dims),
                driver.CUtensorMapInterleave.CU_TENSOR_MAP_INTERLEAVE_NONE,
                getattr(driver.CUtensorMapSwizzle, "CU_TENSOR_MAP_SWIZZLE_" + swizzle),
                driver.CUtensorMapL2promotion.CU_TENSOR_MAP_L2_PROMOTION_NONE,
                driver.CUtensorMapFloatOOBfill.CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE,
            ),
        )
        return self.upload(ctypes.string_at(int(tmap.getPtr()), 128))

    # ---- launches ---------------------------------------------------------------

    def launch(self, func, launch, args, timeout):
        """Launch with `launch`'s shape (cluster dimension attribute when its
        cluster is more than one CTA) and wait at most `timeout` seconds;
        `args` are Python ints in the order and kinds of launch.params."""
        if len(args) != len(launch.params):
            raise DriverError(f"{len(args)} arguments for {len(launch.params)} parameters")
        holders = []
        for kind, value in zip(launch.params, args):
            if kind in ("ptr", "u64"):
                holders.append(ctypes.c_uint64(value & 0xFFFFFFFFFFFFFFFF))
            elif kind == "u32":
                holders.append(ctypes.c_uint32(value & 0xFFFFFFFF))
            else:
                raise DriverError(f"unknown parameter kind {kind}")
        pointers = (ctypes.c_void_p * max(len(holders), 1))(*[ctypes.addressof(h) for h in holders])
        err = self._launch(func, launch, ctypes.addressof(pointers), launch.cluster > 1)
        if err != driver.CUresult.CUDA_SUCCESS and launch.cluster > 1:
            # The kernel's PTX fixes the same cluster shape (.reqnctapercluster);
            # a driver that wants it given only once gets it so.
            self.notes.append(f"cuLaunchKernelEx with the cluster attribute: {_name(err)}; launched without it")
            err = self._launch(func, launch, ctypes.addressof(pointers), False)
        check("cuLaunchKernelEx", (err,))
        self.wait(timeout)

    def _launch(self, func, launch, params, cluster_attribute):
        # A fresh config each time: cuda-bindings 13.0 frees the old attribute
        # array twice when `attrs` is assigned again.
        cfg = driver.CUlaunchConfig()
        cfg.gridDimX, cfg.gridDimY, cfg.gridDimZ = launch.grid, 1, 1
        cfg.blockDimX, cfg.blockDimY, cfg.blockDimZ = launch.block, 1, 1
        cfg.sharedMemBytes = 0
        cfg.hStream = self.stream
        if cluster_attribute:
            attr = driver.CUlaunchAttribute()
            attr.id = driver.CUlaunchAttributeID.CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION
            attr.value.clusterDim.x = launch.cluster
            attr.value.clusterDim.y = 1
            attr.value.clusterDim.z = 1
            cfg.attrs = [attr]
            cfg.numAttrs = 1
        else:
            cfg.numAttrs = 0
        (err,) = driver.cuLaunchKernelEx(cfg, func, params, 0)
        return err

    def wait(self, timeout):
        """Poll the stream until its work is done; a kernel still running at
        the deadline is a Hang (the test's process then exits, which tears the
        context and the kernel down)."""
        deadline = time.monotonic() + timeout
        pause = 0.0005
        while True:
            (err,) = driver.cuStreamQuery(self.stream)
            if err == driver.CUresult.CUDA_SUCCESS:
                return
            if err != driver.CUresult.CUDA_ERROR_NOT_READY:
                raise DriverError(f"kernel failed: {_name(err)}")
            if time.monotonic() > deadline:
                raise Hang(f"kernel still running after {timeout:g} s")
            time.sleep(pause)
            pause = min(pause * 2, 0.05)


def ptxas_log(path, target):
    """What ptxas says about a PTX file the driver refused (when the machine
    has ptxas: a CUDA toolkit is not required to run the suite)."""
    ptxas = shutil.which("ptxas") or ("/usr/local/cuda/bin/ptxas" if os.access("/usr/local/cuda/bin/ptxas", os.X_OK) else None)
    if not ptxas:
        return ""
    r = subprocess.run([ptxas, f"-arch={target}", "-o", os.devnull, path], capture_output=True, text=True, timeout=120)
    return f"\nptxas -arch={target}: exit {r.returncode}\n{(r.stdout + r.stderr).strip()}"


def nvcc_cubin(source, target, out_dir):
    """Build `source` (CUDA C++) into a cubin for `target` with the machine's
    nvcc; returns its path, or raises DriverError with nvcc's output."""
    nvcc = shutil.which("nvcc") or ("/usr/local/cuda/bin/nvcc" if os.access("/usr/local/cuda/bin/nvcc", os.X_OK) else None)
    if not nvcc:
        raise DriverError("no nvcc on this machine: the CUTLASS-style baselines cannot be built")
    arch = target.replace("sm_", "")
    out = os.path.join(out_dir, os.path.basename(source).replace(".cu", f".{target}.cubin"))
    cmd = [nvcc, "-cubin", "-O3", f"-gencode=arch=compute_{arch},code=sm_{arch}", "-o", out, source]
    r = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
    if r.returncode != 0:
        raise DriverError(f"{' '.join(cmd)} failed:\n{(r.stdout + r.stderr).strip()}")
    return out
