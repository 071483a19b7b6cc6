# Run in Pyodide under Node by stdlib_bytecode.mjs (build_bytecode.add_stdlib_bytecode), after the
# worker's boot: writes sys.argv[2], the standard library zip sys.argv[1] with an unchecked-hash
# foo.pyc in place of each foo.py that boot imported (zipimport loads a foo.pyc without its source).
# Only what boot imports: the rest stays source, as npm ships it, and is compiled if a game imports
# it later.
import importlib.util, sys, zipfile
from importlib._bootstrap_external import _code_to_hash_pyc

source, target = sys.argv[1:3]
# The standard library's zip, not the engine's wheel.
prefix = next(entry for entry in sys.path if entry.endswith(".zip")) + "/"
imported = {module.__file__.removeprefix(prefix) for module in list(sys.modules.values())
            if (getattr(module, "__file__", None) or "").startswith(prefix)}
with zipfile.ZipFile(source) as stdlib, zipfile.ZipFile(target, "w") as out:
    for info in stdlib.infolist():
        data = stdlib.read(info)
        if info.filename in imported and info.filename.endswith(".py"):
            # Named as with its source, for tracebacks.
            code = compile(data, prefix + info.filename, "exec", dont_inherit=True)
            pyc = _code_to_hash_pyc(code, importlib.util.source_hash(data), checked=False)
            out.writestr(zipfile.ZipInfo(info.filename + "c", date_time=info.date_time), pyc,
                         compress_type=zipfile.ZIP_DEFLATED)
        else:
            out.writestr(info, data, compress_type=info.compress_type)
