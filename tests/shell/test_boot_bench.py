"""bench/boot.py's reading of a run (issue 19): the ratio app / bare of the medians with a 95 % interval
from resampling the runs, and whether the run meets the target 1.10, misses it, or cannot tell."""

import importlib.util
import statistics
from locations import ROOT



def load_boot():
    spec = importlib.util.spec_from_file_location("bench_boot", ROOT / "bench" / "boot.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


boot = load_boot()


def test_a_fixed_ratio_has_no_spread():
    """Every run with the app exactly 1.2 x bare: whatever runs are drawn, the ratio stays 1.2."""
    bare = [900, 1010, 950, 1100, 980, 1040, 930]
    app = [ms * 1.2 for ms in bare]
    assert boot.ratio_interval(app, bare, resamples=500) == (1.2, 1.2)


def test_the_interval_holds_the_median_ratio_and_widens_with_noise():
    """Runs that drift together (a slow patch of the machine slows both pages) give a narrow interval,
    as app and bare are drawn together; the same medians with the app's runs shuffled give a wider one."""
    bare = [900 + 15 * run for run in range(21)]
    app = [ms * 1.08 + (12 if run % 2 else -12) for run, ms in enumerate(bare)]
    ratio = statistics.median(app) / statistics.median(bare)
    low, high = boot.ratio_interval(app, bare, resamples=2000)
    assert low <= round(ratio, 3) <= high
    shuffled = app[1::2] + app[0::2]
    shuffled_low, shuffled_high = boot.ratio_interval(shuffled, bare, resamples=2000)
    assert statistics.median(shuffled) == statistics.median(app)
    assert shuffled_high - shuffled_low > high - low


def test_the_interval_is_the_same_for_the_same_runs():
    app, bare = [1050, 1130, 990, 1210, 1080], [960, 1000, 940, 1020, 990]
    assert boot.ratio_interval(app, bare) == boot.ratio_interval(list(app), list(bare))


def test_the_verdict_reads_the_interval_against_the_target():
    assert boot.verdict(1.05, (1.02, 1.09)) == "met"
    assert boot.verdict(1.10, (1.06, 1.10)) == "met"
    assert boot.verdict(1.15, (1.11, 1.19)) == "missed"
    assert boot.verdict(1.09, (1.05, 1.14)) == "met by the median, not decided by the interval"
    assert boot.verdict(1.12, (1.08, 1.16)) == "missed by the median, not decided by the interval"
