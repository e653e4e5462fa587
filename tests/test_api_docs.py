"""docs/api.md's examples run: every ```python block is a doctest, run in order in one
namespace, so the page cannot drift from the API it documents."""

from __future__ import annotations

import doctest
from pathlib import Path

PAGE = Path(__file__).resolve().parent.parent / "docs" / "api.md"


def test_every_example_in_the_api_page_runs() -> None:
    text = PAGE.read_text()
    blocks = [part.split("```")[0] for part in text.split("```python\n")[1:]]
    assert len(blocks) >= 8
    parser = doctest.DocTestParser()
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    namespace: dict[str, object] = {}
    for number, block in enumerate(blocks, start=1):
        test = parser.get_doctest(block, namespace, f"api.md block {number}", str(PAGE), 0)
        assert test.examples, f"block {number} has no examples"
        runner.run(test, clear_globs=False)
        namespace.update(test.globs)  # a DocTest works on a copy of the namespace
    results = runner.summarize(verbose=False)
    assert results.failed == 0, f"{results.failed} of {results.attempted} examples failed"
