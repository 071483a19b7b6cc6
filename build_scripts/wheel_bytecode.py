# Run in Pyodide under Node by wheel_bytecode.mjs (build_bytecode.add_bytecode), with sys.argv
# [name, engine folder, in, out, in, out, ...]: rewrites each wheel "in" as "out" with byte code
# compiled by Pyodide's own Python in place of every module's source (foo.py becomes foo.pyc, which
# the import system loads without a source), with an entry for each of its folders, which zipimport
# needs to find a namespace package, and its RECORD to match. Tracebacks keep file names and line
# numbers, named under the engine folder, where the page's worker puts the wheel.
import base64, csv, hashlib, importlib.util, io, os, sys, zipfile
from importlib._bootstrap_external import _code_to_hash_pyc

ENGINE_FOLDER = sys.argv[1]


def entry(name):
    return zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0))


def with_bytecode(source, target):
    files = {}
    # Named as zipimport names the modules it imports from the wheel: a module without source keeps it.
    wheel_path = f"{ENGINE_FOLDER}/{os.path.basename(target).removeprefix('out-')}"
    with zipfile.ZipFile(source) as wheel:
        record = next(name for name in wheel.namelist() if name.endswith(".dist-info/RECORD"))
        for info in wheel.infolist():
            if info.filename == record or info.is_dir():
                continue
            data = wheel.read(info)
            if info.filename.endswith(".py"):
                code = compile(data, f"{wheel_path}/{info.filename}", "exec", dont_inherit=True)
                pyc = _code_to_hash_pyc(code, importlib.util.source_hash(data), checked=False)
                files[info.filename + "c"] = pyc
            else:
                files[info.filename] = data
    folders = {name[:index + 1] for name in files for index, char in enumerate(name) if char == "/"
               and not name.split("/")[0].endswith(".dist-info")}
    lines = io.StringIO()
    writer = csv.writer(lines, lineterminator="\n")
    for name in sorted(files):
        digest = base64.urlsafe_b64encode(hashlib.sha256(files[name]).digest()).rstrip(b"=").decode()
        writer.writerow([name, f"sha256={digest}", len(files[name])])
    writer.writerow([record, "", ""])
    files[record] = lines.getvalue().encode()
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as out:
        for name in sorted([*folders, *files]):
            out.writestr(entry(name), files.get(name, b""), compress_type=zipfile.ZIP_DEFLATED)


for source, target in zip(sys.argv[2::2], sys.argv[3::2]):
    with_bytecode(source, target)
