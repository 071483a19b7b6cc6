"""Where the tests find the project's files, wherever in tests/ a test file stands."""
from pathlib import Path

TESTS = Path(__file__).resolve().parent
ROOT = TESTS.parent
GOLDEN = TESTS / "golden"
FIXTURES = TESTS / "fixtures"
RECORDS = TESTS / "records"
WEB = ROOT / "web"
ENGINE = ROOT / "py_engine" / "antike"
